package dev.tablewright.aws.sdk;

import dev.tablewright.aws.TableFacts;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.TableDesign;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;

/**
 * DescribeTable as a {@link TableDesign} (keys — several attributes for a multi-attribute GSI key —,
 * GSIs, LSIs, projections, billing), with the live figures a design has no place for.
 */
public final class SdkDescribe {
    /** A live table: its design (no items) and DynamoDB's own figures (item count: approximate on AWS). */
    public record Description(TableDesign design, long itemCount, long sizeBytes, String status) {
    }

    private SdkDescribe() {
    }

    /** @throws dev.tablewright.engine.api.DynamoException ResourceNotFoundException for a missing table */
    static Description describe(DynamoDbClient client, String table) {
        TableDescription t = SdkGateway.call(() -> client.describeTable(b -> b.tableName(table)).table());
        return new Description(SdkTables.design(t), t.itemCount() == null ? 0 : t.itemCount(),
                t.tableSizeBytes() == null ? 0 : t.tableSizeBytes(), t.tableStatusAsString());
    }

    /**
     * DescribeTable's figures, streams, and DescribeTimeToLive; a TTL the caller may not read (its IAM
     * policy) leaves the TTL unknown rather than failing the whole page.
     *
     * @throws DynamoException ResourceNotFoundException for a missing table
     */
    static TableFacts facts(DynamoDbClient client, String table) {
        TableDescription t = SdkGateway.call(() -> client.describeTable(b -> b.tableName(table)).table());
        StreamSpecification stream = t.streamSpecification();
        String streams = stream != null && Boolean.TRUE.equals(stream.streamEnabled())
                ? stream.streamViewTypeAsString() : "";
        String ttlAttribute = "";
        String ttlStatus = "";
        try {
            TimeToLiveDescription ttl = SdkGateway.call(() -> client.describeTimeToLive(b -> b.tableName(table))
                    .timeToLiveDescription());
            if (ttl != null) {
                ttlAttribute = ttl.attributeName();
                ttlStatus = ttl.timeToLiveStatusAsString();
            }
        } catch (DynamoException e) {
            // Unknown: shown as such.
        }
        return new TableFacts(t.itemCount() == null ? 0 : t.itemCount(),
                t.tableSizeBytes() == null ? 0 : t.tableSizeBytes(), t.tableStatusAsString(), streams, ttlAttribute,
                ttlStatus, indexStatus(t), replicaStatus(t), vectorIndexes(t));
    }

    /** DescribeTable's replicas in the other regions, each with its status. */
    static Map<String, String> replicaStatus(TableDescription t) {
        Map<String, String> status = new LinkedHashMap<>();
        if (t.hasReplicas()) {
            t.replicas().forEach(r -> status.put(r.regionName(), r.replicaStatusAsString() == null ? ""
                    : r.replicaStatusAsString()));
        }
        return status;
    }

    /** DescribeTable's vector indexes, each with its status and whether it is still backfilling. */
    static Map<String, TableFacts.VectorIndexState> vectorIndexes(TableDescription t) {
        Map<String, TableFacts.VectorIndexState> states = new LinkedHashMap<>();
        if (t.hasVectorIndexes()) {
            t.vectorIndexes().forEach(v -> states.put(v.indexName(), new TableFacts.VectorIndexState(
                    v.indexStatusAsString(), Boolean.TRUE.equals(v.backfilling()))));
        }
        return states;
    }

    private static Map<String, String> indexStatus(TableDescription t) {
        Map<String, String> status = new LinkedHashMap<>();
        if (t.globalSecondaryIndexes() != null) {
            t.globalSecondaryIndexes().forEach(g -> status.put(g.indexName(), g.indexStatusAsString() == null ? "" : g.indexStatusAsString()));
        }
        return status;
    }
}
