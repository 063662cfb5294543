package dev.tablewright.aws.sdk;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.api.SearchVectorsResult.Scored;
import dev.tablewright.engine.api.SearchVectorsResult.VectorCapacity;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;

/**
 * SearchVectors through the SDK's {@code searchVectors}. DynamoDB Local knows no vector index: over
 * HTTP it answers UnknownOperationException, and its in-process client (built against an older SDK)
 * reaches the interface's default method, which throws UnsupportedOperationException; both become one
 * message that says where to search instead (docs/vector-indexes.md §6).
 */
final class SdkSearchVectors {
    static final String NOT_SUPPORTED = "DynamoDB Local does not support SearchVectors (vector indexes): "
            + "search in the Sandbox, or on AWS";

    private SdkSearchVectors() {
    }

    static SearchVectorsResult search(DynamoDbClient client, SearchVectorsRequest r) {
        SearchVectorsResponse response;
        try {
            response = SdkGateway.call(() -> client.searchVectors(b -> b.tableName(r.table()).indexName(r.index())
                    .searchVector(r.searchVector().stream().map(SdkValues::toSdk).toList())
                    .topK(r.topK())
                    .searchConditionExpression(SdkGateway.blankToNull(r.condition()))
                    .projectionExpression(SdkGateway.blankToNull(r.projection()))
                    .expressionAttributeNames(SdkGateway.names(r.expr()))
                    .expressionAttributeValues(SdkGateway.values(r.expr()))
                    .returnConsumedCapacity(SdkReturns.capacity(r.capacity()))));
        } catch (UnsupportedOperationException e) {
            throw notSupported();
        } catch (DynamoException e) {
            throw Gateway.UNKNOWN_OPERATION.equals(e.errorCode()) ? notSupported() : e;
        }
        List<Scored> results = response.hasSearchResults()
                ? response.searchResults().stream().map(SdkSearchVectors::scored).toList() : List.of();
        Optional<VectorCapacity> consumed = Optional.ofNullable(response.consumedCapacity())
                .filter(c -> c.vectorSearchRequestBytes() != null)
                .map(c -> new VectorCapacity(c.vectorSearchRequestBytes(), false));
        return new SearchVectorsResult(results, consumed);
    }

    private static Scored scored(SearchResultItem result) {
        Item item = result.hasItem() ? SdkValues.item(result.item()) : Item.EMPTY;
        return new Scored(item, result.score() == null ? Double.NaN : result.score());
    }

    private static DynamoException notSupported() {
        return new DynamoException(Gateway.UNKNOWN_OPERATION, NOT_SUPPORTED);
    }
}
