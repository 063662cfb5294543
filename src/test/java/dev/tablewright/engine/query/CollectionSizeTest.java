package dev.tablewright.engine.query;

import dev.tablewright.engine.api.WriteRequest;

import dev.tablewright.engine.api.TransactWriteResult;

import dev.tablewright.engine.api.TransactWriteRequest;

import dev.tablewright.engine.api.BatchWriteResult;

import dev.tablewright.engine.api.BatchWriteRequest;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.ItemCollectionMetrics;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * ReturnItemCollectionMetrics SIZE on the Sandbox: for a table with an LSI, the partition key value
 * written and the whole-GB range holding the collection's size (its items, plus each one's entry in
 * every LSI holding it: projected attributes and 100 bytes); nothing for a table without an LSI or a
 * request that did not ask.
 */
class CollectionSizeTest {
    private static final WriteReturns SIZE = new WriteReturns(ReturnCapacity.NONE, true, false);
    private final QueryEngine engine = new QueryEngine();

    private static final Item FIRST = Item.of("PK", s("a"), "SK", s("1"), "L", n("5"), "title", s("Heat"));
    private static final Item SECOND = Item.of("PK", s("a"), "SK", s("2"), "title", s("out of the LSI"));
    private static final Item ELSEWHERE = Item.of("PK", s("b"), "SK", s("1"), "L", n("1"), "zpad", s("x".repeat(5000)));

    private void table(String name, boolean lsi) {
        TableDesign d = TableDesign.of(name, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("gsi", KeySchema.of("title", AttributeType.S),
                        Projection.ALL)));
        if (lsi) {
            d = d.withLocalIndexes(List.of(new LocalSecondaryIndex("lsi", new AttributeDef("L", AttributeType.N),
                    Projection.include(List.of("title")))));
        }
        engine.createTable(d);
    }

    @Test
    void aWriteToATableWithAnLsiReportsItsCollectionWithTheSizeCounted() {
        table("t", true);
        engine.putItem(PutItemRequest.of("t", ELSEWHERE));
        Optional<ItemCollectionMetrics> first = engine.putItem(put(FIRST)).collectionMetrics();
        assertEquals(Optional.of(new ItemCollectionMetrics(Map.of("PK", s("a")), 0, 1)), first);
        // the LSI holds FIRST (it has L) with its keys and title; SECOND is in the table only
        long lsiEntry = ItemBytes.of(Item.of("PK", s("a"), "SK", s("1"), "L", n("5"), "title", s("Heat"))) + 100;
        assertEquals(ItemBytes.of(FIRST) + lsiEntry, CollectionSize.bytes(table(), s("a")));
        engine.putItem(put(SECOND));
        assertEquals(ItemBytes.of(FIRST) + lsiEntry + ItemBytes.of(SECOND), CollectionSize.bytes(table(), s("a")));
        Optional<ItemCollectionMetrics> updated = engine.updateItem(new UpdateItemRequest("t", Map.of("PK", s("a"),
                "SK", s("2")), "SET L = :l", "", Expr.NONE.withValue(":l", n("7")), ReturnValues.NONE, SIZE))
                .collectionMetrics();
        assertEquals(Optional.of(new ItemCollectionMetrics(Map.of("PK", s("a")), 0, 1)), updated);
        Optional<ItemCollectionMetrics> deleted = engine.deleteItem(new DeleteItemRequest("t", Map.of("PK", s("a"),
                "SK", s("1")), "", Expr.NONE, ReturnValues.NONE, SIZE)).collectionMetrics();
        assertEquals(Optional.of(new ItemCollectionMetrics(Map.of("PK", s("a")), 0, 1)), deleted);
        Item secondNow = Item.of("PK", s("a"), "SK", s("2"), "title", s("out of the LSI"), "L", n("7"));
        assertEquals(ItemBytes.of(secondNow) + ItemBytes.of(secondNow) + 100, CollectionSize.bytes(table(), s("a")));
    }

    @Test
    void theEstimateIsTheWholeGigabyteRangeHoldingTheSize() {
        long gb = 1L << 30;
        Map<String, AttributeValue> key = Map.of("PK", s("a"));
        assertEquals(new ItemCollectionMetrics(key, 0, 1), CollectionSize.metrics(key, 0));
        assertEquals(new ItemCollectionMetrics(key, 0, 1), CollectionSize.metrics(key, gb - 1));
        assertEquals(new ItemCollectionMetrics(key, 1, 2), CollectionSize.metrics(key, gb));
        assertEquals(new ItemCollectionMetrics(key, 9, 10), CollectionSize.metrics(key, 10 * gb - 1));
    }

    @Test
    void aBatchAndATransactionReportEachCollectionTheyWroteOncePerTable() {
        table("t", true);
        table("plain", false);
        BatchWriteResult batch = engine.batchWrite(new BatchWriteRequest(List.of(new WriteRequest.Put("t", FIRST),
                new WriteRequest.Put("t", SECOND), new WriteRequest.Put("t", ELSEWHERE),
                new WriteRequest.Put("plain", FIRST)), SIZE));
        assertEquals(Map.of("t", List.of(new ItemCollectionMetrics(Map.of("PK", s("a")), 0, 1),
                new ItemCollectionMetrics(Map.of("PK", s("b")), 0, 1))), batch.metrics(), "a once, b once; plain has no LSI");
        assertEquals(List.of(), batch.consumed(), "the Sandbox does not report a batch's capacity");
        TransactWriteResult transaction = engine.transactWrite(new TransactWriteRequest(List.of(
                new dev.tablewright.engine.api.TransactWrite.Delete(new DeleteItemRequest("t", Map.of("PK", s("b"),
                        "SK", s("1")), "", Expr.NONE, ReturnValues.NONE, WriteReturns.NONE)),
                new dev.tablewright.engine.api.TransactWrite.ConditionCheck("t", Map.of("PK", s("a"), "SK", s("1")),
                        "attribute_exists(PK)", Expr.NONE)), "", SIZE));
        assertEquals(Map.of("t", List.of(new ItemCollectionMetrics(Map.of("PK", s("b")), 0, 1))), transaction.metrics(),
                "a ConditionCheck writes no collection");
        assertEquals(Map.of(), engine.batchWrite(new BatchWriteRequest(List.of(new WriteRequest.Put("t", FIRST)),
                WriteReturns.NONE)).metrics(), "not asked");
    }

    @Test
    void nothingIsReportedWithoutAnLsiOrWhenNotAsked() {
        table("plain", false);
        assertEquals(Optional.empty(), engine.putItem(new PutItemRequest("plain", FIRST, "", Expr.NONE,
                ReturnValues.NONE, SIZE)).collectionMetrics());
        table("t", true);
        assertEquals(Optional.empty(), engine.putItem(PutItemRequest.of("t", FIRST)).collectionMetrics());
    }

    private static PutItemRequest put(Item item) {
        return new PutItemRequest("t", item, "", Expr.NONE, ReturnValues.NONE, SIZE);
    }

    private Table table() {
        return engine.table("t");
    }
}
