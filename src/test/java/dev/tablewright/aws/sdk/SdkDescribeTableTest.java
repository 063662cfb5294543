package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.TournamentFixture;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** DescribeTable as a design: what the operation builder's table and index pickers show. */
class SdkDescribeTableTest {

    @Test
    void aTableOnDynamoDbLocalDescribesAsItWasCreated() {
        TableDesign design = TableDesign.of("describe-" + UUID.randomUUID(),
                        KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(
                        new GlobalSecondaryIndex("ByEmail", KeySchema.of("email", AttributeType.S), Projection.KEYS_ONLY),
                        new GlobalSecondaryIndex("ByScore", KeySchema.of("game", AttributeType.S, "score", AttributeType.N),
                                Projection.include(List.of("name", "level")))))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("ByDate", new AttributeDef("date", AttributeType.S),
                        Projection.ALL)))
                .withBilling(Billing.provisioned(5, 3));
        try (SdkGateway g = new SdkGateway(EmbeddedDynamoDb.client(), "Local", false)) {
            g.createTable(design);
            TableDesign described = g.describeTable(design.name()).orElseThrow();
            assertEquals(design.keySchema(), described.keySchema());
            assertEquals(design.globalIndexes(), described.globalIndexes());
            assertEquals(design.localIndexes(), described.localIndexes());
            assertEquals(design.billing(), described.billing());
            assertEquals(Set.copyOf(design.keyAttributes()), Set.copyOf(described.attributes()));
            assertTrue(g.describeTable("no-such-table-" + UUID.randomUUID()).isEmpty());
        }
    }

    @Test
    void aMultiAttributeGsiKeyDescribesWithEveryAttributeInKeyOrder() {
        TableDesign design = TournamentFixture.table();
        CreateTableRequest created = SdkTables.createRequest(design);
        // What DescribeTable answers for it (DynamoDB Local before 3.3.0 cannot create such a key).
        TableDescription answer = TableDescription.builder().tableName(created.tableName())
                .keySchema(created.keySchema()).attributeDefinitions(created.attributeDefinitions())
                .globalSecondaryIndexes(created.globalSecondaryIndexes().stream()
                        .map(g -> GlobalSecondaryIndexDescription.builder().indexName(g.indexName())
                                .keySchema(g.keySchema()).projection(g.projection()).build())
                        .toList())
                .build();
        TableDesign described = SdkTables.design(answer);
        assertEquals(design.globalIndexes().get(0).keys(), described.globalIndexes().get(0).keys());
        assertEquals(design.keySchema(), described.keySchema());
        assertEquals(Billing.ON_DEMAND, described.billing());
    }
}
