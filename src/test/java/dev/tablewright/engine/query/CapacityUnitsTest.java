package dev.tablewright.engine.query;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.UpdateItemRequest;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The capacity rules (docs/engine-differences.md), each with the numbers DynamoDB Local reports. */
class CapacityUnitsTest {
    private final QueryEngine engine = new QueryEngine();

    private void table(String name, Projection projection, boolean gsi, boolean lsi) {
        TableDesign d = TableDesign.of(name, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S));
        if (gsi) {
            d = d.withGlobalIndexes(List.of(new GlobalSecondaryIndex("gsi", KeySchema.of("G", AttributeType.S),
                    projection)));
        }
        if (lsi) {
            d = d.withLocalIndexes(List.of(new LocalSecondaryIndex("lsi", new AttributeDef("L", AttributeType.N),
                    projection)));
        }
        engine.createTable(d);
    }

    /** An item of exactly so many bytes, in both indexes (G and L set) or in neither. */
    private static Item sized(String sk, long bytes, boolean indexed) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("PK", s("A"));
        m.put("SK", s(sk));
        if (indexed) {
            m.put("G", s("g"));
            m.put("L", n("1"));
        }
        m.put("zpad", s(""));
        m.put("zpad", s("x".repeat((int) (bytes - ItemBytes.of(m)))));
        return new Item(m);
    }

    private double put(String table, Item item) {
        return units(engine.putItem(PutItemRequest.of(table, item)).consumed());
    }

    private static double units(List<ConsumedCapacity> consumed) {
        assertEquals(1, consumed.size(), consumed::toString);
        return consumed.get(0).capacityUnits();
    }

    private static Map<String, AttributeValue> key(String sk) {
        return Map.of("PK", s("A"), "SK", s(sk));
    }

    private double get(String table, String sk, boolean consistent) {
        return units(engine.get(new GetItemRequest(table, key(sk), "", Expr.NONE, consistent)).consumed());
    }

    private double query(String table, String index, Integer limit, String filter, Select select, boolean consistent) {
        Expr e = Expr.NONE.withValue(":p", s("A"));
        return units(engine.query(new QueryRequest(table, index, "PK = :p", filter, "",
                filter.isEmpty() ? e : e.withValue(":z", s("z")), limit, true, null, select, consistent)).consumed());
    }

    @Test
    void unitsRoundUpTo4KbForReadsAnd1KbForWrites() {
        assertEquals(List.of(0L, 1L, 1L, 2L), List.of(CapacityUnits.readUnits(0), CapacityUnits.readUnits(1),
                CapacityUnits.readUnits(4096), CapacityUnits.readUnits(4097)));
        assertEquals(List.of(1L, 1L, 2L), List.of(CapacityUnits.writeUnits(1), CapacityUnits.writeUnits(1024),
                CapacityUnits.writeUnits(1025)));
        assertEquals(1.5, CapacityUnits.charged(3, false));
    }

    @Test
    void getItemCountsTheWholeItemHalvedWhenEventualAndAMissingItemAsOneUnit() {
        table("t", Projection.ALL, false, false);
        put("t", sized("big", 4097, false));
        assertEquals(List.of(1.0, 2.0, 0.5, 1.0), List.of(get("t", "big", false), get("t", "big", true),
                get("t", "none", false), get("t", "none", true)));
        assertEquals("t", engine.get(GetItemRequest.of("t", key("big"))).consumed().get(0).table());
    }

    @Test
    void queryAndScanSumTheItemsReadBeforeTheFilterThenRoundOnce() {
        table("t", Projection.ALL, false, false);
        for (int i = 0; i < 3; i++) {
            put("t", sized("i" + i, 1500, false));
        }
        // 4,500 bytes: two 4 KB units (three if each item were rounded on its own).
        assertEquals(1.0, query("t", null, null, "", null, false));
        assertEquals(2.0, query("t", null, null, "", null, true));
        assertEquals(1.0, query("t", null, null, "zpad = :z", Select.COUNT, false));
        assertEquals(0.5, query("t", null, 2, "", null, false));
        assertEquals(1.0, units(engine.scan(ScanRequest.of("t")).consumed()));
        Expr nobody = Expr.NONE.withValue(":p", s("nobody"));
        assertEquals(0.0, units(engine.query(QueryRequest.of("t", "PK = :p", nobody)).consumed()));
    }

    @Test
    void anLsiQueryCountsItsEntriesAndEachFetchedTableItemOnItsOwn() {
        table("t", Projection.KEYS_ONLY, false, true);
        put("t", sized("a", 5000, true));
        put("t", sized("b", 100, true));
        // Entries: a few bytes, one unit; fetched items: two units and one.
        assertEquals(0.5, query("t", "lsi", null, "", null, false));
        assertEquals(2.0, query("t", "lsi", null, "", Select.ALL_ATTRIBUTES, false));
        // A Scan of an index is charged the table's items, summed: 5,100 bytes.
        assertEquals(1.0, units(engine.scan(new ScanRequest("t", "lsi", "", "", Expr.NONE, null, null, null, null,
                Select.ALL_ATTRIBUTES, false)).consumed()));
    }

    @Test
    void aWriteCountsTheLargerOfTheItemBeforeAndAfterIn1KbUnits() {
        table("t", Projection.ALL, false, false);
        assertEquals(2.0, put("t", sized("a", 1025, false)));
        assertEquals(2.0, put("t", sized("a", 40, false)));
        assertEquals(1.0, units(engine.deleteItem(new DeleteItemRequest("t", key("none"), "", Expr.NONE,
                ReturnValues.NONE)).consumed()));
        put("t", sized("b", 3000, false));
        assertEquals(3.0, units(engine.deleteItem(new DeleteItemRequest("t", key("b"), "", Expr.NONE,
                ReturnValues.ALL_OLD)).consumed()));
    }

    @Test
    void aGsiEntryWeighsItsAttributesAnLsiEntryAHundredBytesMore() {
        table("g", Projection.ALL, true, false);
        table("l", Projection.ALL, false, true);
        assertEquals(List.of(2.0, 4.0), List.of(put("g", sized("a", 1024, true)), put("g", sized("b", 1025, true))));
        assertEquals(List.of(2.0, 3.0), List.of(put("l", sized("a", 924, true)), put("l", sized("b", 925, true))));
    }

    @Test
    void indexEntriesCostOnlyWhenTheyAreAddedChangedMovedOrRemoved() {
        table("k", Projection.KEYS_ONLY, true, false);
        table("a", Projection.ALL, true, false);
        put("k", sized("x", 3000, true));
        put("a", sized("x", 3000, true));
        UpdateItemRequest setQ = new UpdateItemRequest("k", key("x"), "SET q = :q", "", Expr.NONE.withValue(":q",
                s("y")), ReturnValues.NONE);
        // KEYS_ONLY: the entry is unchanged; ALL: it changes under the same key (the larger of the two).
        assertEquals(3.0, units(engine.updateItem(setQ).consumed()));
        assertEquals(6.0, units(engine.updateItem(new UpdateItemRequest("a", setQ.key(), setQ.update(), "",
                setQ.expr(), ReturnValues.NONE)).consumed()));
        // The same item again: only the table's write.
        assertEquals(3.0, put("a", engine.getItem(GetItemRequest.of("a", key("x"))).orElseThrow()));
        // A new index key: the old entry deleted, the new one put.
        UpdateItemRequest move = new UpdateItemRequest("a", key("x"), "SET G = :g", "", Expr.NONE.withValue(":g",
                s("h")), ReturnValues.NONE);
        assertEquals(3.0 + 3.0 + 3.0, units(engine.updateItem(move).consumed()));
        assertEquals(3.0 + 3.0, units(engine.updateItem(new UpdateItemRequest("a", key("x"), "REMOVE G", "",
                Expr.NONE, ReturnValues.NONE)).consumed()));
    }

    @Test
    void aWriteFromHalfAGsiKeyToTheOtherHalfIsChargedTheOldEntryAsDynamoDbLocalDoes() {
        engine.createTable(TableDesign.of("t", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("gsi", KeySchema.of("G", AttributeType.S, "GS",
                        AttributeType.N), Projection.ALL))));
        Item partitionHalf = sized("a", 3000, true);
        assertEquals(3.0, put("t", partitionHalf));
        assertEquals(3.0, put("t", new Item(Map.of("PK", s("A"), "SK", s("a"), "G", s("other")))));
        assertEquals(1.0, put("t", new Item(Map.of("PK", s("A"), "SK", s("a")))));
        put("t", partitionHalf);
        Map<String, AttributeValue> sortHalf = new LinkedHashMap<>(Map.of("PK", s("A"), "SK", s("a"), "GS", n("1")));
        assertEquals(3.0 + 3.0, put("t", new Item(sortHalf)));
        assertEquals(0, engine.query(new QueryRequest("t", "gsi", "G = :g", "", "", Expr.NONE.withValue(":g", s("g")),
                null, true, null, null, false)).count());
    }

    @Test
    void batchGetChargesItemsFoundTransactGetTwiceEachReadMissingOnesToo() {
        table("t", Projection.ALL, false, false);
        table("u", Projection.ALL, false, false);
        put("t", sized("big", 9000, false));
        put("t", sized("small", 100, false));
        Map<String, BatchGetRequest.TableKeys> tables = new LinkedHashMap<>();
        tables.put("t", BatchGetRequest.TableKeys.of(List.of(key("big"), key("small"), key("none"))));
        tables.put("u", BatchGetRequest.TableKeys.of(List.of(key("none"))));
        // Each item rounded on its own: 3 + 1 units, halved; the table where nothing was found reports zero.
        assertEquals(List.of(new ConsumedCapacity("t", 2.0, 0, 0), new ConsumedCapacity("u", 0, 0, 0)),
                engine.batchGet(new BatchGetRequest(tables)).consumed());
        assertEquals(List.of(new ConsumedCapacity("t", 8.0, 8.0, 0), new ConsumedCapacity("u", 2.0, 2.0, 0)),
                engine.transactGet(List.of(TransactGet.of("t", key("big")), TransactGet.of("u", key("none")),
                        TransactGet.of("t", key("none")))).consumed());
    }
}
