package dev.tablewright.rules;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

class ItemValueRulesTest {

    private static DataModel things(Item item) {
        return DataModel.of("m", List.of(TableDesign.of("Things", KeySchema.of("PK", AttributeType.S))
                .withItems(List.of(item))));
    }

    /** An item of exactly {@code bytes}: PK (2 + 1) plus "d" (1) and a string filling the rest. */
    private static Item itemOf(int bytes) {
        Item item = Item.of("PK", s("a"), "d", s("x".repeat(bytes - 4)));
        assertEquals(bytes, ItemSize.of(item));
        return item;
    }

    @Test
    void itemAtMost400KB() {
        Check.problem(things(itemOf(409_601)), Severity.ERROR, "Things/items/0",
                "the item is 409,601 bytes: DynamoDB's item limit is 400 KB (409,600 bytes)");
        Check.noneOf(things(itemOf(409_600)), Severity.ERROR);
    }

    @Test
    void itemNear400KBIsWarnedAbove300KB() {
        Check.problem(things(itemOf(307_201)), Severity.WARNING, "Things/items/0",
                "the item is 307,201 bytes, near DynamoDB's 400 KB item limit (warned above 300 KB)");
        Check.problem(things(itemOf(409_600)), Severity.WARNING, "Things/items/0", "costs 100 read units");
        Check.clean(things(itemOf(307_200)));
        // Over the limit it is an error, not also a warning.
        Check.none(things(itemOf(409_601)), "near DynamoDB's 400 KB");
    }

    @Test
    void nestingAtMost32Levels() {
        Check.problem(things(Item.of("PK", s("a"), "doc", nested(33))), Severity.ERROR, "Things/items/0",
                "'doc' nests lists and maps 33 levels deep: DynamoDB allows 32");
        Check.clean(things(Item.of("PK", s("a"), "doc", nested(32))));
    }

    @Test
    void depthCountsListsAndMaps() {
        assertEquals(0, ItemValueRules.depth(s("x")));
        assertEquals(1, ItemValueRules.depth(new AttributeValue.M(Map.of("a", s("x")))));
        assertEquals(2, ItemValueRules.depth(AttributeValue.list(new AttributeValue.M(Map.of()))));
    }

    /** {@code levels} documents nested in one another, alternating maps and lists. */
    private static AttributeValue nested(int levels) {
        AttributeValue v = s("leaf");
        for (int i = 0; i < levels; i++) {
            v = i % 2 == 0 ? AttributeValue.list(v) : new AttributeValue.M(Map.of("k", v));
        }
        return v;
    }

    @Test
    void setsAreNotEmpty() {
        Check.problem(things(Item.of("PK", s("a"), "tags", new AttributeValue.SS(Set.of()))), Severity.ERROR,
                "Things/items/0", "'tags' is an empty set (SS): DynamoDB rejects empty sets");
        Check.problem(things(Item.of("PK", s("a"), "scores", new AttributeValue.NS(Set.<BigDecimal>of()))),
                Severity.ERROR, "Things/items/0", "'scores' is an empty set (NS)");
        Check.problem(things(Item.of("PK", s("a"), "blobs", new AttributeValue.BS(Set.<Binary>of()))),
                Severity.ERROR, "Things/items/0", "'blobs' is an empty set (BS)");
        Check.clean(things(Item.of("PK", s("a"), "tags", new AttributeValue.SS(Set.of("x")),
                "scores", new AttributeValue.NS(Set.of(BigDecimal.ONE)))));
    }

    @Test
    void emptySetsInsideDocumentsAreFoundByPath() {
        AttributeValue info = new AttributeValue.M(Map.of("tags", new AttributeValue.SS(Set.of())));
        Check.problem(things(Item.of("PK", s("a"), "info", info)), Severity.ERROR, "Things/items/0",
                "'info.tags' is an empty set");
        AttributeValue list = AttributeValue.list(n(1), new AttributeValue.SS(Set.of()));
        Check.problem(things(Item.of("PK", s("a"), "list", list)), Severity.ERROR, "Things/items/0",
                "'list[1]' is an empty set");
    }
}
