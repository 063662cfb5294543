package dev.tablewright.aws.probe;

import dev.tablewright.aws.EmbeddedDynamoDb;
import java.util.*;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.*;

class ProbeTest {
    static AttributeValue s(String v) { return AttributeValue.fromS(v); }
    static void p(String label, Supplier<Object> r) {
        try { System.out.println("PROBE " + label + " => " + r.get()); }
        catch (DynamoDbException e) { System.out.println("PROBE " + label + " => ERR " + (e.awsErrorDetails()==null?e.getMessage():e.awsErrorDetails().errorMessage())); }
    }
    @Test
    void probe() {
        DynamoDbClient db = EmbeddedDynamoDb.client();
        db.createTable(b -> b.tableName("plain").billingMode(BillingMode.PAY_PER_REQUEST)
            .attributeDefinitions(AttributeDefinition.builder().attributeName("PK").attributeType("S").build(),
                AttributeDefinition.builder().attributeName("SK").attributeType("S").build(),
                AttributeDefinition.builder().attributeName("L").attributeType("S").build())
            .keySchema(KeySchemaElement.builder().attributeName("PK").keyType("HASH").build(),
                KeySchemaElement.builder().attributeName("SK").keyType("RANGE").build())
            .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("lsi1").projection(p -> p.projectionType("ALL"))
                .keySchema(KeySchemaElement.builder().attributeName("PK").keyType("HASH").build(),
                   KeySchemaElement.builder().attributeName("L").keyType("RANGE").build()).build()));
        for (int kb : new int[] {150, 210, 300, 390, 399, 401}) {
            p("ascii " + kb + "KB no LSI", () -> db.putItem(b -> b.tableName("plain").item(Map.of("PK", s("a"), "SK", s("1"), "d", s("x".repeat(kb * 1024 - 20))))));
            p("ascii " + kb + "KB in LSI", () -> db.putItem(b -> b.tableName("plain").item(Map.of("PK", s("a"), "SK", s("1"), "L", s("l"), "d", s("x".repeat(kb * 1024 - 20))))));
            p("emoji " + kb + "KB no LSI", () -> db.putItem(b -> b.tableName("plain").item(Map.of("PK", s("a"), "SK", s("1"), "d", s("\uD83D\uDE00".repeat((kb * 1024 - 20) / 4))))));
            p("e-acute " + kb + "KB no LSI", () -> db.putItem(b -> b.tableName("plain").item(Map.of("PK", s("a"), "SK", s("1"), "d", s("\u00e9".repeat((kb * 1024 - 20) / 2))))));
        }
    }
}
