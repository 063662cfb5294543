package dev.tablewright.engine.query;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.engine.partiql.StatementRunner;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The engine's stream: every item change of every write path, and none where DynamoDB writes no record. */
class ItemChangesTest {
    private static final Map<String, dev.tablewright.model.AttributeValue> A = Map.of("PK", s("a"), "SK", s("1"));
    private static final Item ITEM_A = Item.of("PK", s("a"), "SK", s("1"), "v", n(1));

    private QueryEngine engine;
    private final List<ItemChange> changes = new ArrayList<>();

    @BeforeEach
    void table() {
        engine = new QueryEngine();
        engine.createTable(TableDesign.of("t", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S)));
        engine.recordChangesTo(changes::add);
    }

    private void put(Item item) {
        engine.putItem(PutItemRequest.of("t", item));
    }

    private UpdateItemRequest update(String update, String condition, Expr expr) {
        return new UpdateItemRequest("t", A, update, condition, expr, ReturnValues.NONE);
    }

    @Test
    void aLoadIsRecordedAsThePutItIs() {
        engine.load("t", ITEM_A);
        Item changed = ITEM_A.with("v", n(2));
        engine.load("t", changed);
        engine.load("t", changed);
        assertEquals(List.of(new ItemChange("t", null, ITEM_A), new ItemChange("t", ITEM_A, changed)), changes,
                "the same item again changes nothing");
    }

    @Test
    void aPutIsAnInsertThenAModifyAndADeleteARemoval() {
        put(ITEM_A);
        Item changed = ITEM_A.with("v", n(2));
        put(changed);
        engine.deleteItem(new DeleteItemRequest("t", A, "", Expr.NONE, ReturnValues.NONE));
        assertEquals(List.of(new ItemChange("t", null, ITEM_A), new ItemChange("t", ITEM_A, changed),
                new ItemChange("t", changed, null)), changes);
    }

    @Test
    void anUpdateRecordsTheItemBeforeAndAfterAndCreatesAMissingOne() {
        engine.updateItem(update("SET v = :v", "", Expr.NONE.withValue(":v", n(1))));
        engine.updateItem(update("ADD v :v", "", Expr.NONE.withValue(":v", n(4))));
        assertEquals(List.of(new ItemChange("t", null, ITEM_A),
                new ItemChange("t", ITEM_A, ITEM_A.with("v", n(5)))), changes);
    }

    @Test
    void aFailedConditionAndAWriteThatChangesNothingRecordNothing() {
        put(ITEM_A);
        changes.clear();
        assertThrows(DynamoException.class, () -> engine.updateItem(update("SET v = :v", "v = :other",
                Expr.NONE.withValue(":v", n(9)).withValue(":other", n(7)))));
        assertThrows(DynamoException.class, () -> engine.putItem(new PutItemRequest("t", ITEM_A.with("v", n(3)),
                "attribute_not_exists(PK)", Expr.NONE, ReturnValues.NONE)));
        put(ITEM_A); // the same attributes: DynamoDB writes no stream record
        engine.updateItem(update("SET v = :v", "", Expr.NONE.withValue(":v", n(1))));
        engine.deleteItem(new DeleteItemRequest("t", Map.of("PK", s("none"), "SK", s("1")), "", Expr.NONE,
                ReturnValues.NONE)); // nothing to delete
        assertEquals(List.of(), changes);
    }

    @Test
    void aBatchRecordsEachItemItChanged() {
        put(ITEM_A);
        changes.clear();
        Item b = Item.of("PK", s("b"), "SK", s("1"));
        engine.batchWrite(List.of(new WriteRequest.Put("t", b), new WriteRequest.Delete("t", A),
                new WriteRequest.Delete("t", Map.of("PK", s("c"), "SK", s("1")))));
        assertEquals(List.of(new ItemChange("t", null, b), new ItemChange("t", ITEM_A, null)), changes);
    }

    @Test
    void aCommittedTransactionRecordsEachItemAndACancelledOneNothing() {
        put(ITEM_A);
        changes.clear();
        Item b = Item.of("PK", s("b"), "SK", s("1"));
        TransactWrite putB = new TransactWrite.Put(PutItemRequest.of("t", b));
        TransactWrite failing = new TransactWrite.ConditionCheck("t", A, "v = :x", Expr.NONE.withValue(":x", n(2)));
        assertThrows(DynamoException.class, () -> engine.transactWrite(List.of(putB, failing)));
        assertEquals(List.of(), changes);

        TransactWrite holding = new TransactWrite.ConditionCheck("t", A, "v = :x", Expr.NONE.withValue(":x", n(1)));
        TransactWrite deleteC = new TransactWrite.Delete(new DeleteItemRequest("t", Map.of("PK", s("c"), "SK",
                s("1")), "", Expr.NONE, ReturnValues.NONE));
        engine.transactWrite(new TransactWriteRequest(List.of(putB, holding, deleteC), "token-1"));
        assertEquals(List.of(new ItemChange("t", null, b)), changes);
        engine.transactWrite(new TransactWriteRequest(List.of(putB, holding, deleteC), "token-1"));
        assertEquals(1, changes.size(), "a transaction sent again with its token is not done again");
    }

    @Test
    void partiqlWritesAreRecordedAsTheWritesTheyAre() {
        StatementRunner.run(engine, ExecuteStatementRequest.of("INSERT INTO t VALUE {'PK': 'a', 'SK': '1', 'v': 1}"));
        StatementRunner.run(engine, ExecuteStatementRequest.of("UPDATE t SET v = 2 WHERE PK = 'a' AND SK = '1'"));
        StatementRunner.run(engine, ExecuteStatementRequest.of("DELETE FROM t WHERE PK = 'a' AND SK = '1'"));
        Item two = ITEM_A.with("v", n(2));
        assertEquals(List.of(new ItemChange("t", null, ITEM_A), new ItemChange("t", ITEM_A, two),
                new ItemChange("t", two, null)), changes);
    }

    @Test
    void addingAnIndexRebuildsTheTableWithoutAnyChange() {
        put(ITEM_A);
        changes.clear();
        engine.addGlobalIndex("t", new GlobalSecondaryIndex("g", KeySchema.of("v", AttributeType.N), Projection.ALL));
        assertEquals(List.of(), changes);
    }
}
