package dev.tablewright.engine.pattern;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultComparisonTest {
    private static final List<String> KEYS = List.of("PK", "SK");

    private static Item item(String pk, String sk, int v) {
        return Item.of("PK", s(pk), "SK", s(sk), "v", n(v));
    }

    @Test
    void theSameItemsInTheSameOrderAreTheSame() {
        ResultComparison c = ResultComparison.of(List.of(item("a", "1", 1), item("a", "2", 2)),
                List.of(item("a", "1", 1), item("a", "2", 2)), KEYS);
        assertEquals(ResultComparison.Verdict.SAME, c.verdict());
        assertEquals("Same items in the same order.", c.summary("Sandbox", "Local"));
    }

    @Test
    void theSameItemsInAnotherOrderSayWhereTheOrderParts() {
        ResultComparison c = ResultComparison.of(List.of(item("a", "1", 1), item("a", "2", 2), item("a", "3", 3)),
                List.of(item("a", "1", 1), item("a", "3", 3), item("a", "2", 2)), KEYS);
        assertEquals(ResultComparison.Verdict.SAME_ITEMS_OTHER_ORDER, c.verdict());
        assertEquals("Same items, but the order parts at position 2.", c.summary("Sandbox", "Local"));
    }

    @Test
    void itemsOnOneSideAndChangedValuesAreListed() {
        ResultComparison c = ResultComparison.of(List.of(item("a", "1", 1), item("a", "2", 2)),
                List.of(item("a", "2", 5), item("b", "1", 1)), KEYS);
        assertEquals(ResultComparison.Verdict.DIFFERENT, c.verdict());
        assertEquals(List.of(item("a", "1", 1)), c.onlyLeft());
        assertEquals(List.of(item("b", "1", 1)), c.onlyRight());
        assertEquals(Map.of("PK", s("a"), "SK", s("2")), c.changed().get(0).key());
        assertArrayEquals(new AttributeValue[] {n(2), n(5)}, c.changed().get(0).differences().get("v"));
        assertEquals("1 item only in Sandbox; 1 item only in Local; 1 item with other values.",
                c.summary("Sandbox", "Local"));
    }

    @Test
    void itemsWithoutTheirKeysAreComparedWhole() {
        Item projected = Item.of("v", n(1));
        assertEquals(ResultComparison.Verdict.SAME,
                ResultComparison.of(List.of(projected), List.of(Item.of("v", n(1))), KEYS).verdict());
        assertEquals(ResultComparison.Verdict.DIFFERENT,
                ResultComparison.of(List.of(projected), List.of(Item.of("v", n(2))), KEYS).verdict());
    }
}
