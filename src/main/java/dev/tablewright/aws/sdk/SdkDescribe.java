package dev.tablewright.aws.sdk;

import dev.tablewright.model.TableDesign;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

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
}
