package dev.tablewright.engine.query;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The sample data's load (the same refusals as PutItem, without pricing) and how a stored item is traced back. */
class SampleDataTest {
    private static final String T = "t";
    private static final Item FIRST = Item.of("PK", s("a"), "SK", s("1"), "G", s("g"), "v", n(1));
    /** Of FIRST's key: the engine keeps this one. */
    private static final Item REPLACING = Item.of("PK", s("a"), "SK", s("1"), "G", s("g"), "v", n(2));

    private static TableDesign table() {
        return TableDesign.of(T, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("gsi", KeySchema.of("G", AttributeType.S),
                        Projection.KEYS_ONLY)))
                .withItems(List.of(FIRST,
                        Item.of("PK", s("a")), // no sort key
                        Item.of("PK", n(1), "SK", s("2")), // a number for a string key
                        Item.of("PK", s("a"), "SK", s("3"), "G", s("")), // an empty GSI key
                        Item.of("PK", s("b"), "SK", s("4"), "G", s("g")),
                        Item.of("PK", s("a"), "SK", s("5"), "pad", s("x".repeat(410 * 1024))), // over 400 KB
                        REPLACING));
    }

    private static List<Item> scan(QueryEngine engine, String index) {
        return engine.scan(new ScanRequest(T, index, "", "", Expr.NONE, null, null, null, null, null, false)).items();
    }

    @Test
    void leavesOutExactlyWhatPutItemRefusesWithItsReasonsInOrder() {
        TableDesign table = table();
        QueryEngine byPutItem = new QueryEngine();
        byPutItem.createTable(table);
        List<String> refusedByPutItem = new ArrayList<>();
        for (int i = 0; i < table.items().size(); i++) {
            try {
                byPutItem.putItem(PutItemRequest.of(T, table.items().get(i)));
            } catch (DynamoException e) {
                refusedByPutItem.add(T + " #" + i + ": " + e.getMessage());
            }
        }
        SampleData data = SampleData.of(List.of(table));

        assertEquals(4, refusedByPutItem.size(), refusedByPutItem::toString);
        // An empty key is named ("G is empty"); the others keep DynamoDB's words.
        List<String> expected = new ArrayList<>(refusedByPutItem);
        expected.set(2, T + " #3: G is empty");
        assertEquals(expected, data.refused());
        assertEquals(List.of(Optional.empty(), Optional.empty(), Optional.of("G"), Optional.empty()),
                data.leftOut().stream().map(SampleData.LeftOut::emptyKey).toList());
        assertEquals(List.of(0, 4, 6), data.loaded().get(0).items().stream().map(SourcedItem::ordinal).toList());
        assertEquals(scan(byPutItem, null), scan(data.engine(), null));
        assertEquals(scan(byPutItem, "gsi"), scan(data.engine(), "gsi"));
    }

    @Test
    void theEngineHoldsTheSampleItemsThemselvesNotCopies() {
        SampleData data = SampleData.of(List.of(table()));
        List<Item> stored = scan(data.engine(), null);
        assertSame(REPLACING, stored.get(0));
        assertEquals(2, stored.size());
    }

    @Test
    void aReturnedItemWholeOrProjectedIsTracedToTheSampleItemTheTableHolds() {
        SampleData data = SampleData.of(List.of(table()));
        Page byIndex = data.engine().query(new QueryRequest(T, "gsi", "G = :g", "", "",
                Expr.NONE.withValue(":g", s("g")), null, true, null, null, false));
        assertEquals(2, byIndex.items().size());
        Item projected = byIndex.items().stream().filter(i -> i.get("SK").orElseThrow().equals(s("1"))).findFirst()
                .orElseThrow();
        assertEquals(Optional.empty(), projected.get("v"), "KEYS_ONLY: the index holds a copy of the keys alone");
        SourcedItem source = data.sourceOf(T, projected).orElseThrow();
        assertEquals(6, source.ordinal(), "the later item of the key, which the table holds");
        assertSame(REPLACING, source.item());
        assertEquals(Optional.empty(), data.sourceOf(T, Item.of("PK", s("z"), "SK", s("1"))));
    }

    @Test
    void anItemIsFoundOnlyByItsWholePrimaryKey() {
        SampleData data = SampleData.of(List.of(table()));
        assertEquals(Optional.of(6), data.itemAt(T, Map.of("PK", s("a"), "SK", s("1"))).map(SourcedItem::ordinal));
        assertEquals(Optional.of(4), data.itemAt(T, Map.of("PK", s("b"), "SK", s("4"))).map(SourcedItem::ordinal));
        Map<String, AttributeValue> more = Map.of("PK", s("a"), "SK", s("1"), "G", s("g"));
        List<Map<String, AttributeValue>> notKeys = List.of(Map.of("PK", s("a")), more,
                Map.of("PK", s("a"), "SK", n(1)), Map.of("PK", s("a"), "SK", s("3")));
        for (Map<String, AttributeValue> notAKey : notKeys) {
            assertEquals(Optional.empty(), data.itemAt(T, notAKey), notAKey::toString);
        }
    }

    @Test
    void eachTableTracesItsOwnItems() {
        TableDesign one = table();
        TableDesign two = one.withName("u").withItems(List.of(Item.of("PK", s("x"), "SK", s("1")), REPLACING));
        SampleData data = SampleData.of(List.of(one, two));
        assertEquals(Optional.of(6), data.sourceOf(T, REPLACING).map(SourcedItem::ordinal));
        assertEquals(Optional.of(1), data.sourceOf("u", REPLACING).map(SourcedItem::ordinal),
                "the same item in two tables is each table's own sample item");
        assertNotSame(data.sourceOf(T, REPLACING).orElseThrow(), data.sourceOf("u", REPLACING).orElseThrow());
    }
}
