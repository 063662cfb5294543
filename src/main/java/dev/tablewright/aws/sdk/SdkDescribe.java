package dev.tablewright.aws.sdk;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
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
        Map<String, AttributeType> types = new HashMap<>();
        t.attributeDefinitions().forEach(d -> types.put(d.attributeName(), AttributeType.valueOf(d.attributeTypeAsString())));
        KeySchema keys = keys(t.keySchema(), types);
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        t.globalSecondaryIndexes().forEach(g ->
                gsis.add(new GlobalSecondaryIndex(g.indexName(), keys(g.keySchema(), types), projection(g.projection()))));
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        t.localSecondaryIndexes().forEach(l -> {
            KeySchema k = keys(l.keySchema(), types);
            lsis.add(new LocalSecondaryIndex(l.indexName(), k.sortKeys().get(0), projection(l.projection())));
        });
        TableDesign design = TableDesign.of(t.tableName(), keys).withGlobalIndexes(gsis).withLocalIndexes(lsis)
                .withBilling(billing(t));
        return new Description(design, t.itemCount() == null ? 0 : t.itemCount(),
                t.tableSizeBytes() == null ? 0 : t.tableSizeBytes(), t.tableStatusAsString());
    }

    /** HASH elements then RANGE elements, each in the order DynamoDB lists them. */
    private static KeySchema keys(List<KeySchemaElement> elements, Map<String, AttributeType> types) {
        List<AttributeDef> partition = new ArrayList<>();
        List<AttributeDef> sort = new ArrayList<>();
        for (KeySchemaElement e : elements) {
            AttributeDef a = new AttributeDef(e.attributeName(), types.getOrDefault(e.attributeName(), AttributeType.S));
            (e.keyType() == KeyType.HASH ? partition : sort).add(a);
        }
        return new KeySchema(partition, sort);
    }

    private static Projection projection(software.amazon.awssdk.services.dynamodb.model.Projection p) {
        ProjectionType type = ProjectionType.valueOf(p.projectionTypeAsString());
        return type == ProjectionType.INCLUDE ? Projection.include(p.nonKeyAttributes()) : new Projection(type, List.of());
    }

    private static Billing billing(TableDescription t) {
        boolean onDemand = t.billingModeSummary() != null && t.billingModeSummary().billingMode() == BillingMode.PAY_PER_REQUEST;
        if (onDemand || t.provisionedThroughput() == null) {
            return Billing.ON_DEMAND;
        }
        return Billing.provisioned(t.provisionedThroughput().readCapacityUnits(), t.provisionedThroughput().writeCapacityUnits());
    }
}
