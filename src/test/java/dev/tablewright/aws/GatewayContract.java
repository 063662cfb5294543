package dev.tablewright.aws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchGetResult;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * What every {@link Gateway} must do, as DynamoDB does it. Each implementation's test extends this
 * with its own gateway, so the engine and DynamoDB Local answer the same questions.
 */
public abstract class GatewayContract {
    protected Gateway gateway;
    protected String table;

    protected abstract Gateway newGateway();

    @BeforeEach
    void createTable() {
        gateway = newGateway();
        table = "contract-" + UUID.randomUUID();
        gateway.createTable(TableDesign.of(table, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                        KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.N), Projection.KEYS_ONLY)))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("LSI1", new AttributeDef("score", AttributeType.N),
                        Projection.ALL))));
    }

    @AfterEach
    void dropTable() {
        gateway.deleteTable(table);
        gateway.close();
    }

    private static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of("PK", AttributeValue.s(pk), "SK", AttributeValue.s(sk));
    }

    private void put(String pk, String sk, Object... more) {
        List<Object> all = new ArrayList<>(List.of("PK", AttributeValue.s(pk), "SK", AttributeValue.s(sk)));
        all.addAll(List.of(more));
        gateway.putItem(PutItemRequest.of(table, Item.of(all.toArray())));
    }

    @Test
    void putThenGet() {
        put("A", "1", "title", AttributeValue.s("x"));
        assertEquals(AttributeValue.s("x"),
                gateway.getItem(GetItemRequest.of(table, key("A", "1"))).orElseThrow().attributes().get("title"));
        assertTrue(gateway.getItem(GetItemRequest.of(table, key("A", "2"))).isEmpty());
        assertTrue(gateway.listTables().contains(table));
    }

    @Test
    void querySortsByUtf8BytesAndPages() {
        for (String sk : List.of("b", "a", "\uFFFD", "\uD83D\uDE00", "c")) {
            put("P", sk);
        }
        QueryRequest q = new QueryRequest(table, null, "PK = :p", "", "", Expr.NONE.withValue(":p", AttributeValue.s("P")),
                2, true, null, null, false);
        List<String> seen = new ArrayList<>();
        Page page = gateway.query(q);
        while (true) {
            page.items().forEach(i -> seen.add(((AttributeValue.S) i.attributes().get("SK")).value()));
            if (!page.hasMore()) {
                break;
            }
            page = gateway.query(q.withExclusiveStartKey(page.lastEvaluatedKey()));
        }
        // U+FFFD is EF BF BD in UTF-8; the emoji is F0 9F 98 80, so it sorts last (UTF-16 would say otherwise).
        assertEquals(List.of("a", "b", "c", "\uFFFD", "\uD83D\uDE00"), seen);
    }

    @Test
    void limitCountsItemsReadBeforeTheFilter() {
        put("P", "1", "keep", AttributeValue.FALSE);
        put("P", "2", "keep", AttributeValue.TRUE);
        Expr expr = Expr.NONE.withValue(":p", AttributeValue.s("P")).withValue(":t", AttributeValue.TRUE);
        Page page = gateway.query(new QueryRequest(table, null, "PK = :p", "keep = :t", "", expr, 1, true, null, null,
                false));
        assertEquals(0, page.count());
        assertEquals(1, page.scannedCount());
        assertTrue(page.hasMore());
    }

    @Test
    void sparseIndexHoldsOnlyItemsWithItsKeys() {
        put("A", "1", "GSI1PK", AttributeValue.s("G"), "GSI1SK", AttributeValue.n(2));
        put("A", "2", "GSI1PK", AttributeValue.s("G"), "GSI1SK", AttributeValue.n(10));
        put("A", "3");
        Page page = gateway.query(new QueryRequest(table, "GSI1", "GSI1PK = :g", "", "",
                Expr.NONE.withValue(":g", AttributeValue.s("G")), null, false, null, null, false));
        assertEquals(2, page.count());
        assertEquals(AttributeValue.n(10), page.items().get(0).attributes().get("GSI1SK"));
        Page all = gateway.scan(new ScanRequest(table, "GSI1", "", "", Expr.NONE, null, null, null, null, null, false));
        assertEquals(2, all.count());
    }

    @Test
    void consistentReadOnAGsiIsAValidationError() {
        DynamoException e = assertThrows(DynamoException.class, () -> gateway.query(new QueryRequest(table, "GSI1",
                "GSI1PK = :g", "", "", Expr.NONE.withValue(":g", AttributeValue.s("G")), null, true, null, null, true)));
        assertEquals(DynamoException.VALIDATION, e.errorCode());
    }

    @Test
    void conditionalWritesFailWithTheirCode() {
        put("A", "1");
        DynamoException e = assertThrows(DynamoException.class, () -> gateway.putItem(new PutItemRequest(table,
                Item.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s("1")), "attribute_not_exists(PK)", Expr.NONE,
                ReturnValues.NONE)));
        assertEquals(DynamoException.CONDITIONAL_CHECK_FAILED, e.errorCode());
    }

    @Test
    void updateReturnsNewValuesAndDeleteReturnsOld() {
        put("A", "1", "n", AttributeValue.n(1));
        var updated = gateway.updateItem(new UpdateItemRequest(table, key("A", "1"), "SET n = n + :d", "",
                Expr.NONE.withValue(":d", AttributeValue.n(41)), ReturnValues.UPDATED_NEW));
        assertEquals(Map.of("n", AttributeValue.n(42)), updated.attributes().orElseThrow().attributes());
        var deleted = gateway.deleteItem(new DeleteItemRequest(table, key("A", "1"), "", Expr.NONE,
                ReturnValues.ALL_OLD));
        assertEquals(AttributeValue.n(42), deleted.attributes().orElseThrow().attributes().get("n"));
        assertTrue(gateway.getItem(GetItemRequest.of(table, key("A", "1"))).isEmpty());
    }

    @Test
    void transactionsAreAllOrNothingWithReasons() {
        put("A", "1");
        DynamoException e = assertThrows(DynamoException.class, () -> gateway.transactWrite(List.of(
                new TransactWrite.Put(PutItemRequest.of(table, Item.of("PK", AttributeValue.s("B"),
                        "SK", AttributeValue.s("1")))),
                new TransactWrite.ConditionCheck(table, key("A", "1"), "attribute_not_exists(PK)", Expr.NONE))));
        assertEquals(DynamoException.TRANSACTION_CANCELED, e.errorCode());
        assertEquals(List.of("None", "ConditionalCheckFailed"), e.cancellationReasons());
        assertTrue(gateway.getItem(GetItemRequest.of(table, key("B", "1"))).isEmpty());
    }

    /**
     * A ClientRequestToken makes a transaction idempotent: sent again with the same actions it is not
     * done again (an item deleted meanwhile stays deleted), and with other actions it is refused.
     */
    @Test
    void aTransactionSentAgainWithItsTokenIsNotDoneTwice() {
        String token = "tw-" + Integer.toHexString(table.hashCode());
        List<TransactWrite> once = List.of(new TransactWrite.Put(PutItemRequest.of(table,
                Item.of("PK", AttributeValue.s("T"), "SK", AttributeValue.s("1")))));
        gateway.execute(new TransactWriteRequest(once, token));
        gateway.deleteItem(new DeleteItemRequest(table, key("T", "1"), "", Expr.NONE, ReturnValues.NONE));
        gateway.execute(new TransactWriteRequest(once, token));
        assertTrue(gateway.getItem(GetItemRequest.of(table, key("T", "1"))).isEmpty(), "done once, not twice");
        List<TransactWrite> other = List.of(new TransactWrite.Put(PutItemRequest.of(table,
                Item.of("PK", AttributeValue.s("T"), "SK", AttributeValue.s("2")))));
        DynamoException e = assertThrows(DynamoException.class,
                () -> gateway.execute(new TransactWriteRequest(other, token)));
        assertEquals("IdempotentParameterMismatchException", e.errorCode());
        DynamoException tooLong = assertThrows(DynamoException.class,
                () -> gateway.execute(new TransactWriteRequest(other, "t".repeat(37))));
        assertEquals(DynamoException.VALIDATION, tooLong.errorCode());
        assertTrue(tooLong.getMessage().contains("at 'clientRequestToken' failed to satisfy constraint: Member must have"
                + " length less than or equal to 36"), tooLong.getMessage());
    }

    @Test
    void batchWritePutsAndDeletes() {
        put("A", "1");
        List<WriteRequest> unprocessed = gateway.batchWrite(List.of(
                new WriteRequest.Put(table, Item.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s("2"))),
                new WriteRequest.Delete(table, key("A", "1"))));
        assertTrue(unprocessed.isEmpty());
        Page page = gateway.scan(ScanRequest.of(table));
        assertEquals(1, page.count());
        assertNull(page.lastEvaluatedKey());
        assertFalse(gateway.getItem(GetItemRequest.of(table, key("A", "2"))).isEmpty());
    }

    @Test
    void batchGetReadsManyKeysAndRefusesDuplicates() {
        put("A", "1", "title", AttributeValue.s("x"));
        put("A", "2", "title", AttributeValue.s("y"));
        BatchGetResult result = gateway.batchGet(new BatchGetRequest(Map.of(table, new BatchGetRequest.TableKeys(
                List.of(key("A", "1"), key("A", "2"), key("A", "3")), "title", Expr.NONE, true))));
        assertTrue(result.unprocessed().isEmpty());
        assertEquals(List.of("x", "y"), result.responses().get(table).stream()
                .map(i -> ((AttributeValue.S) i.attributes().get("title")).value()).sorted().toList());
        assertEquals(1, result.responses().get(table).get(0).attributes().size(), "projected to title only");
        DynamoException e = assertThrows(DynamoException.class, () -> gateway.batchGet(new BatchGetRequest(
                Map.of(table, BatchGetRequest.TableKeys.of(List.of(key("A", "1"), key("A", "1")))))));
        assertEquals("Provided list of item keys contains duplicates", e.getMessage());
    }

    @Test
    void transactGetAnswersInRequestOrder() {
        put("A", "1", "title", AttributeValue.s("x"));
        put("A", "2");
        TransactGetResult result = gateway.transactGet(List.of(TransactGet.of(table, key("A", "2")),
                TransactGet.of(table, key("A", "9")), new TransactGet(table, key("A", "1"), "title", Expr.NONE)));
        assertEquals(3, result.items().size());
        assertEquals(AttributeValue.s("2"), result.items().get(0).orElseThrow().attributes().get("SK"));
        assertTrue(result.items().get(1).isEmpty());
        assertEquals(Map.of("title", AttributeValue.s("x")), result.items().get(2).orElseThrow().attributes());
        DynamoException e = assertThrows(DynamoException.class, () -> gateway.transactGet(List.of(
                TransactGet.of(table, key("A", "1")), TransactGet.of(table, key("A", "1")))));
        assertEquals(DynamoException.VALIDATION, e.errorCode());
    }

    @Test
    void lastEvaluatedKeyOfAnIndexQueryHoldsTableAndIndexKeys() {
        put("A", "1", "GSI1PK", AttributeValue.s("G"), "GSI1SK", AttributeValue.n(1));
        put("A", "2", "GSI1PK", AttributeValue.s("G"), "GSI1SK", AttributeValue.n(2));
        Page page = gateway.query(new QueryRequest(table, "GSI1", "GSI1PK = :g", "", "",
                Expr.NONE.withValue(":g", AttributeValue.s("G")), 1, true, null, null, false));
        assertEquals(Map.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s("1"), "GSI1PK", AttributeValue.s("G"),
                "GSI1SK", AttributeValue.n(1)), page.lastEvaluatedKey());
    }

    @Test
    void selectCountReturnsCountsOnly() {
        put("P", "1");
        put("P", "2");
        Page page = gateway.query(new QueryRequest(table, null, "PK = :p", "", "",
                Expr.NONE.withValue(":p", AttributeValue.s("P")), null, true, null,
                dev.tablewright.engine.api.Select.COUNT, false));
        assertEquals(2, page.count());
        assertTrue(page.items().isEmpty());
    }

    @Test
    void aParallelScanSeesEveryItemOnce() {
        for (int i = 0; i < 20; i++) {
            put("P" + i, "1");
        }
        int total = 0;
        for (int segment = 0; segment < 4; segment++) {
            total += gateway.scan(new ScanRequest(table, null, "", "", Expr.NONE, null, null, segment, 4, null, false))
                    .count();
        }
        assertEquals(20, total);
    }

    @Test
    void anUpdateMayNotTouchAKeyAttribute() {
        put("A", "1");
        DynamoException e = assertThrows(DynamoException.class, () -> gateway.updateItem(new UpdateItemRequest(table,
                key("A", "1"), "SET SK = :v", "", Expr.NONE.withValue(":v", AttributeValue.s("2")), ReturnValues.NONE)));
        assertEquals("One or more parameter values were invalid: Cannot update attribute SK. This attribute is part "
                + "of the key", e.getMessage());
    }

    @Test
    void emptyKeyValuesAndEmptyIndexKeysAreRefused() {
        assertEquals(DynamoException.VALIDATION, assertThrows(DynamoException.class, () -> put("", "1")).errorCode());
        DynamoException e = assertThrows(DynamoException.class, () -> put("A", "1", "GSI1PK", AttributeValue.s(""),
                "GSI1SK", AttributeValue.n(1)));
        assertEquals("One or more parameter values are not valid. A value specified for a secondary index key is not "
                + "supported. The AttributeValue for a key attribute cannot contain an empty string value. "
                + "IndexName: GSI1, IndexKey: GSI1PK", e.getMessage());
    }
}
