package dev.tablewright.aws.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.List;
import org.junit.jupiter.api.Test;

class SandboxGatewayTest {
    @Test
    void loadsAModelsTablesAndSampleItemsLeavingOutWhatDynamoDbWouldRefuse() {
        TableDesign table = TableDesign.of("Movies", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withItems(List.of(
                        Item.of("PK", AttributeValue.s("MOVIE#1"), "SK", AttributeValue.s("META")),
                        Item.of("PK", AttributeValue.s("MOVIE#2"), "SK", AttributeValue.s("META")),
                        Item.of("PK", AttributeValue.s("MOVIE#3"))));
        try (SandboxGateway sandbox = SandboxGateway.of(DataModel.of("m", List.of(table)))) {
            assertEquals(List.of("Movies"), sandbox.listTables());
            assertEquals(2, sandbox.scan(ScanRequest.of("Movies")).count());
            assertEquals(1, sandbox.refused().size());
            assertTrue(sandbox.refused().get(0).contains("Missing the key SK"), sandbox.refused().get(0));
        }
    }
}
