package dev.tablewright.aws.sdk;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.DynamoException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Whether an endpoint knows vector indexes, asked with a SearchVectors on a table that is not meant
 * to exist. An endpoint that does not know the operation says so before it looks at the table:
 * DynamoDB Local over HTTP answers UnknownOperationException, and its in-process client (built against
 * an older SDK) reaches the interface's default method, UnsupportedOperationException. Any other answer
 * means the operation is known: ResourceNotFoundException (no such table, the usual case),
 * ValidationException (a table of that name without that index), AccessDenied (the caller may not
 * search, but the endpoint knows the call), even a result.
 *
 * <p>SearchVectors is chosen over DescribeEndpoints (which real DynamoDB answers and Local does not)
 * because it asks about the feature itself: an endpoint that knows DescribeEndpoints but not vector
 * indexes would pass that test. A probe that fails without DynamoDB's answer (the search host
 * unreachable, throttled) counts as "known": the commit then sends the indexes and reads the table back,
 * so an index the endpoint did not keep is still reported.
 */
final class SdkVectorSupport {
    /** Valid as a table and index name, and not one anybody's model is likely to use. */
    static final String PROBE_TABLE = "tablewright-vector-index-probe";

    private SdkVectorSupport() {
    }

    static boolean known(DynamoDbClient client) {
        try {
            SdkGateway.call(() -> client.searchVectors(b -> b.tableName(PROBE_TABLE).indexName(PROBE_TABLE)
                    .searchVector(AttributeValue.fromN("0")).topK(1)));
            return true;
        } catch (UnsupportedOperationException e) {
            return false;
        } catch (DynamoException e) {
            return !Gateway.UNKNOWN_OPERATION.equals(e.errorCode());
        } catch (RuntimeException e) {
            return true;
        }
    }
}
