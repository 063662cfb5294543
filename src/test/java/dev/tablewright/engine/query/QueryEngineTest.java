package dev.tablewright.engine.query;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Engine behaviour that the differential test established against DynamoDB Local, pinned down. */
class QueryEngineTest {
    private QueryEngine engine;

    @BeforeEach
    void table() {
        engine = new QueryEngine();
        engine.createTable(TableDesign.of("t", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("gsi", KeySchema.of("G", AttributeType.S),
                        Projection.KEYS_ONLY)))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("lsi", new AttributeDef("L", AttributeType.S),
                        Projection.ALL))));
    }

    private void put(Object... attributes) {
        engine.putItem(PutItemRequest.of("t", Item.of(attributes)));
    }

    private static DynamoException fails(String message, Executable call) {
        DynamoException e = assertThrows(DynamoException.class, call);
        assertEquals(message, e.getMessage());
        return e;
    }

    @Test
    void anItemInAnLsiCountsTwiceTowardsTheItemLimit() {
        String big = "x".repeat(210 * 1024);
        put("PK", s("a"), "SK", s("1"), "d", s(big));
        fails("Item size has exceeded the maximum allowed size",
                () -> put("PK", s("a"), "SK", s("2"), "L", s("l"), "d", s(big)));
    }

    @Test
    void anUpdateMayNotGiveAnIndexKeyTheWrongType() {
        // DynamoDB refuses this; DynamoDB Local accepts it (docs/engine-differences.md).
        put("PK", s("a"), "SK", s("1"));
        fails("One or more parameter values were invalid: Type mismatch for Index Key G Expected: S Actual: N "
                + "IndexName: gsi", () -> engine.updateItem(new UpdateItemRequest("t", Map.of("PK", s("a"), "SK", s("1")),
                "SET G = :g", "", Expr.NONE.withValue(":g", n(1)), ReturnValues.NONE)));
    }

    @Test
    void updatedNewReturnsWholeTopLevelAttributes() {
        put("PK", s("a"), "SK", s("1"), "m", new dev.tablewright.model.AttributeValue.M(Map.of("x", s("1"), "y", s("2"))));
        var result = engine.updateItem(new UpdateItemRequest("t", Map.of("PK", s("a"), "SK", s("1")), "SET m.x = :v",
                "", Expr.NONE.withValue(":v", s("3")), ReturnValues.UPDATED_NEW));
        assertEquals(new dev.tablewright.model.AttributeValue.M(Map.of("x", s("3"), "y", s("2"))),
                result.attributes().orElseThrow().attributes().get("m"));
    }

    @Test
    void aTableWithoutASortKeyHandsBackNoKeyFromAQuery() {
        engine.createTable(TableDesign.of("h", KeySchema.of("id", AttributeType.S)));
        engine.putItem(PutItemRequest.of("h", Item.of("id", s("x"))));
        Page page = engine.query(new QueryRequest("h", null, "id = :i", "", "", Expr.NONE.withValue(":i", s("x")), 1,
                true, null, null, false));
        assertEquals(1, page.count());
        assertNull(page.lastEvaluatedKey(), "one item per partition: DynamoDB knows nothing follows");
    }

    @Test
    void aLimitReachedOnThePartitionsLastItemStillHandsBackAKey() {
        put("PK", s("a"), "SK", s("1"));
        put("PK", s("a"), "SK", s("2"));
        put("PK", s("b"), "SK", s("1"));
        QueryRequest q = new QueryRequest("t", null, "PK = :p", "", "", Expr.NONE.withValue(":p", s("a")), 2, true,
                null, null, false);
        // DynamoDB does not look ahead: the Limit ran out, so there is a key, and the next page is empty.
        Page full = engine.query(q);
        assertEquals(Map.of("PK", s("a"), "SK", s("2")), full.lastEvaluatedKey());
        Page after = engine.query(q.withExclusiveStartKey(full.lastEvaluatedKey()));
        assertEquals(0, after.scannedCount());
        assertNull(after.lastEvaluatedKey());
        Page first = engine.query(new QueryRequest("t", null, "PK = :p AND SK < :s", "", "",
                Expr.NONE.withValue(":p", s("a")).withValue(":s", s("2")), 1, true, null, null, false));
        // The range ends at SK 1 but the partition goes on: DynamoDB still hands back a key.
        assertEquals(Map.of("PK", s("a"), "SK", s("1")), first.lastEvaluatedKey());
        // Unless the key sits on the bound the query reads towards: DynamoDB Local would refuse it as a
        // start key, and hands back none.
        assertNull(engine.query(new QueryRequest("t", null, "PK = :p AND SK <= :s", "", "",
                Expr.NONE.withValue(":p", s("a")).withValue(":s", s("1")), 1, true, null, null, false))
                .lastEvaluatedKey());
    }

    @Test
    void aQueryFilterMustStayWithinTheIndexProjectionAScanFilterNeedNot() {
        put("PK", s("a"), "SK", s("1"), "G", s("g"), "x", n(1));
        fails("One or more parameter values were invalid: Secondary index gsi does not project one or more filter "
                + "attributes: [x]", () -> engine.query(new QueryRequest("t", "gsi", "G = :g", "x = :x", "",
                Expr.NONE.withValue(":g", s("g")).withValue(":x", n(1)), null, true, null, null, false)));
        Page scan = engine.scan(new ScanRequest("t", "gsi", "attribute_exists(x)", "", Expr.NONE, null, null, null,
                null, null, false));
        assertEquals(0, scan.count());
        assertEquals(1, scan.scannedCount());
    }

    @Test
    void aWrongKeyTypeCancelsOnlyItsActionWithValidationError() {
        put("PK", s("a"), "SK", s("1"));
        DynamoException e = fails("Transaction cancelled, please refer cancellation reasons for specific reasons "
                + "[ConditionalCheckFailed, ValidationError]", () -> engine.transactWrite(List.of(
                new TransactWrite.ConditionCheck("t", Map.of("PK", s("a"), "SK", s("1")), "attribute_not_exists(PK)",
                        Expr.NONE),
                new TransactWrite.Put(PutItemRequest.of("t", Item.of("PK", n(1), "SK", s("2")))))));
        assertEquals(List.of("ConditionalCheckFailed", "ValidationError"), e.cancellationReasons());
    }

    @Test
    void everyItemIsInExactlyOneScanSegment() {
        for (int i = 0; i < 200; i++) {
            put("PK", s("p" + i), "SK", s("s"));
        }
        Set<Item> seen = new HashSet<>();
        int total = 0;
        for (int segment = 0; segment < 3; segment++) {
            Page p = engine.scan(new ScanRequest("t", null, "", "", Expr.NONE, null, null, segment, 3, null, false));
            total += p.count();
            seen.addAll(p.items());
        }
        assertEquals(200, total);
        assertEquals(200, seen.size());
        assertTrue(engine.scan(new ScanRequest("t", null, "", "", Expr.NONE, null, null, 0, 3, null, false)).count() < 200);
    }
}
