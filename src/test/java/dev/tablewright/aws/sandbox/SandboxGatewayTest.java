package dev.tablewright.aws.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
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

    /** Listing the tables (what the window's explorer does at start) loads no item; the first read does. */
    @Test
    void loadsTheItemsAtTheFirstRequestThatNeedsThem() {
        TableDesign movies = TableDesign.of("Movies", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withItems(List.of(Item.of("PK", AttributeValue.s("MOVIE#1"), "SK", AttributeValue.s("META"))));
        TableDesign actors = TableDesign.of("Actors", KeySchema.of("PK", AttributeType.S));
        try (SandboxGateway sandbox = SandboxGateway.of(DataModel.of("m", List.of(movies, actors)))) {
            assertEquals(List.of("Actors", "Movies"), sandbox.listTables());
            assertEquals("Movies", sandbox.describeTable("Movies").orElseThrow().name());
            assertFalse(sandbox.itemsLoaded());
            assertEquals(1, sandbox.scan(ScanRequest.of("Movies")).count());
            assertTrue(sandbox.itemsLoaded());
            assertEquals(List.of("Actors", "Movies"), sandbox.listTables());
        }
    }

    @Test
    void reportsTheCapacityEachReadAndWriteConsumedOnItsTable() {
        TableDesign table = TableDesign.of("Movies", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withItems(List.of(Item.of("PK", AttributeValue.s("MOVIE#1"), "SK", AttributeValue.s("META"))));
        Map<String, AttributeValue> key = Map.of("PK", AttributeValue.s("MOVIE#1"), "SK", AttributeValue.s("META"));
        ConsumedCapacity half = new ConsumedCapacity("Movies", 0.5, 0, 0);
        ConsumedCapacity one = new ConsumedCapacity("Movies", 1, 0, 0);
        try (SandboxGateway sandbox = SandboxGateway.of(DataModel.of("m", List.of(table)))) {
            assertEquals(List.of(half), sandbox.get(GetItemRequest.of("Movies", key)).consumed());
            assertEquals(List.of(half), sandbox.query(QueryRequest.of("Movies", "PK = :p",
                    Expr.NONE.withValue(":p", AttributeValue.s("MOVIE#1")))).consumed());
            assertEquals(List.of(half), sandbox.scan(ScanRequest.of("Movies")).consumed());
            assertEquals(List.of(half), sandbox.batchGet(new BatchGetRequest(Map.of("Movies",
                    BatchGetRequest.TableKeys.of(List.of(key))))).consumed());
            assertEquals(List.of(new ConsumedCapacity("Movies", 2, 2, 0)),
                    sandbox.transactGet(List.of(TransactGet.of("Movies", key))).consumed());
            assertEquals(List.of(one), sandbox.putItem(PutItemRequest.of("Movies", new Item(key))).consumed());
            assertEquals(List.of(one), sandbox.updateItem(new UpdateItemRequest("Movies", key, "SET t = :t", "",
                    Expr.NONE.withValue(":t", AttributeValue.s("x")), ReturnValues.NONE)).consumed());
            assertEquals(List.of(one), sandbox.deleteItem(new DeleteItemRequest("Movies", key, "", Expr.NONE,
                    ReturnValues.NONE)).consumed());
        }
    }
}
