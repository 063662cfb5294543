package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.aws.SideBySide;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.pattern.ResultComparison;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A comparison's side-by-side lines: items one side lacks, attributes that differ, where the order parts, a failed side. */
class ComparisonRowTest {
    private static final List<String> KEYS = List.of("pk", "sk");

    private static Item item(String pk, String sk, String title) {
        return new Item(Map.of("pk", AttributeValue.s(pk), "sk", AttributeValue.s(sk), "title", AttributeValue.s(title)));
    }

    private static SideBySide.Result result(List<Item> left, List<Item> right) {
        return new SideBySide.Result(answer("Sandbox", left), answer("Local", right),
                Optional.of(ResultComparison.of(left, right, KEYS)));
    }

    private static SideBySide.Answer answer(String name, List<Item> items) {
        return new SideBySide.Answer(name, Optional.of(new Page(items, items.size(), items.size(), Map.of())), "");
    }

    @Test
    void theSameItemsInTheSameOrderHaveNoLines() {
        List<Item> items = List.of(item("a", "1", "x"), item("a", "2", "y"));
        assertEquals(List.of(), ComparisonRow.of(result(items, items), KEYS));
    }

    @Test
    void anItemOneSideLacksAndAnAttributeThatDiffersAreALineEach() {
        List<ComparisonRow> rows = ComparisonRow.of(result(List.of(item("a", "1", "x"), item("a", "2", "y")),
                List.of(item("a", "2", "z"))), KEYS);
        assertEquals(List.of(new ComparisonRow("pk=a, sk=1", "(item)", "pk=a, sk=1, title=x", "(absent)"),
                new ComparisonRow("pk=a, sk=2", "title", "y", "z")), sortedAttributes(rows));
    }

    @Test
    void theOrderPartingIsALineWithEachSidesItemThere() {
        Item one = item("a", "1", "x");
        Item two = item("a", "2", "y");
        assertEquals(List.of(new ComparisonRow("order", "position 1", "pk=a, sk=1", "pk=a, sk=2")),
                ComparisonRow.of(result(List.of(one, two), List.of(two, one)), KEYS));
    }

    @Test
    void aSideThatFailedSaysWhy() {
        SideBySide.Result failed = new SideBySide.Result(answer("Sandbox", List.of()),
                new SideBySide.Answer("Local", Optional.empty(), "ResourceNotFoundException: no table"), Optional.empty());
        assertEquals(List.of(new ComparisonRow("error", "", "", "ResourceNotFoundException: no table")),
                ComparisonRow.of(failed, KEYS));
    }

    /** Item attributes come in map order: the whole-item text sorted for a stable expectation. */
    private static List<ComparisonRow> sortedAttributes(List<ComparisonRow> rows) {
        return rows.stream().map(r -> r.attribute().equals("(item)")
                ? new ComparisonRow(r.item(), r.attribute(), String.join(", ",
                        java.util.Arrays.stream(r.left().split(", ")).sorted().toList()), r.right())
                : r).toList();
    }
}
