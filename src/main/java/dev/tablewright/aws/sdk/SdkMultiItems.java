package dev.tablewright.aws.sdk;

import static dev.tablewright.aws.sdk.SdkGateway.blankToNull;
import static dev.tablewright.aws.sdk.SdkGateway.call;
import static dev.tablewright.aws.sdk.SdkGateway.names;
import static dev.tablewright.aws.sdk.SdkValues.toSdk;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchGetResult;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.BatchWriteResult;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.TransactWriteResult;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * {@link SdkGateway}'s operations on several items at once (BatchGetItem, TransactGetItems,
 * BatchWriteItem, TransactWriteItems): each request built for the SDK with the Return members it asks,
 * and the answer read back, unprocessed entries, capacity and item collection metrics included.
 */
final class SdkMultiItems {
    private SdkMultiItems() {
    }

    static BatchGetResult batchGet(DynamoDbClient client, BatchGetRequest r) {
        Map<String, KeysAndAttributes> requestItems = new LinkedHashMap<>();
        r.tables().forEach((table, keys) -> requestItems.put(table, KeysAndAttributes.builder()
                .keys(keys.keys().stream().map(SdkValues::toSdk).toList())
                .projectionExpression(blankToNull(keys.projection()))
                .expressionAttributeNames(names(keys.expr()))
                .consistentRead(keys.consistentRead()).build()));
        return call(() -> {
            var response = client.batchGetItem(b -> b.requestItems(requestItems)
                    .returnConsumedCapacity(SdkReturns.capacity(r.capacity())));
            Map<String, List<Item>> found = new LinkedHashMap<>();
            r.tables().keySet().forEach(t -> found.put(t, new ArrayList<>()));
            if (response.hasResponses()) {
                response.responses().forEach((table, items) ->
                        items.forEach(i -> found.computeIfAbsent(table, t -> new ArrayList<>()).add(SdkValues.item(i))));
            }
            Map<String, BatchGetRequest.TableKeys> unprocessed = new LinkedHashMap<>();
            if (response.hasUnprocessedKeys()) {
                response.unprocessedKeys().forEach((table, k) -> unprocessed.put(table, new BatchGetRequest.TableKeys(
                        k.keys().stream().map(SdkValues::fromSdk).toList(), r.tables().get(table).projection(),
                        r.tables().get(table).expr(), r.tables().get(table).consistentRead())));
            }
            return new BatchGetResult(found, unprocessed,
                    SdkCapacity.of(response.consumedCapacity(), response.hasConsumedCapacity()));
        });
    }

    static TransactGetResult transactGet(DynamoDbClient client, TransactGetRequest request) {
        List<TransactGetItem> items = request.gets().stream().map(g -> TransactGetItem.builder().get(Get.builder()
                .tableName(g.table()).key(toSdk(g.key()))
                .projectionExpression(blankToNull(g.projection()))
                .expressionAttributeNames(names(g.expr())).build()).build()).toList();
        return call(() -> {
            var response = client.transactGetItems(b -> b.transactItems(items)
                    .returnConsumedCapacity(SdkReturns.capacity(request.capacity())));
            List<Optional<Item>> found = response.responses().stream()
                    .map(i -> i.hasItem() && !i.item().isEmpty() ? Optional.of(SdkValues.item(i.item()))
                            : Optional.<Item>empty())
                    .toList();
            return new TransactGetResult(found,
                    SdkCapacity.of(response.consumedCapacity(), response.hasConsumedCapacity()));
        });
    }

    static BatchWriteResult batchWrite(DynamoDbClient client, BatchWriteRequest request) {
        return call(() -> {
            Map<String, List<software.amazon.awssdk.services.dynamodb.model.WriteRequest>> byTable =
                    new LinkedHashMap<>();
            for (WriteRequest w : request.writes()) {
                byTable.computeIfAbsent(w.table(), t -> new ArrayList<>()).add(SdkWrites.writeRequest(w));
            }
            var response = client.batchWriteItem(b -> b.requestItems(byTable)
                    .returnConsumedCapacity(SdkReturns.capacity(request.returns().capacity()))
                    .returnItemCollectionMetrics(SdkReturns.collectionMetrics(request.returns())));
            List<WriteRequest> unprocessed = new ArrayList<>();
            if (response.hasUnprocessedItems()) {
                response.unprocessedItems().forEach((table, list) ->
                        list.forEach(w -> unprocessed.add(SdkWrites.fromSdk(table, w))));
            }
            return new BatchWriteResult(unprocessed, SdkCapacity.of(response.consumedCapacity(), response.hasConsumedCapacity()),
                    SdkReturns.metricsByTable(response.hasItemCollectionMetrics() ? response.itemCollectionMetrics() : Map.of()));
        });
    }

    static TransactWriteResult transactWrite(DynamoDbClient client, TransactWriteRequest request) {
        List<TransactWriteItem> items = request.actions().stream().map(SdkWrites::transactItem).toList();
        String token = request.clientRequestToken().isEmpty() ? null : request.clientRequestToken();
        return call(() -> {
            var response = client.transactWriteItems(b -> b.transactItems(items).clientRequestToken(token)
                    .returnConsumedCapacity(SdkReturns.capacity(request.returns().capacity()))
                    .returnItemCollectionMetrics(SdkReturns.collectionMetrics(request.returns())));
            return new TransactWriteResult(SdkCapacity.of(response.consumedCapacity(), response.hasConsumedCapacity()),
                    SdkReturns.metricsByTable(response.hasItemCollectionMetrics() ? response.itemCollectionMetrics() : Map.of()));
        });
    }
}
