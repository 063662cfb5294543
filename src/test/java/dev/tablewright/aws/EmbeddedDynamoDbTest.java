package dev.tablewright.aws;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

class EmbeddedDynamoDbTest {
    @Test
    void startsAndAnswers() {
        DynamoDbClient db = EmbeddedDynamoDb.client();
        db.createTable(b -> b.tableName("smoke").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("PK")
                        .attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build()));
        db.putItem(b -> b.tableName("smoke").item(Map.of("PK", AttributeValue.fromS("a"))));
        assertEquals(1, db.scan(b -> b.tableName("smoke")).count());
        db.deleteTable(b -> b.tableName("smoke"));
    }
}
