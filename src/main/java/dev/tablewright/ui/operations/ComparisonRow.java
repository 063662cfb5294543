package dev.tablewright.ui.operations;

import dev.tablewright.aws.SideBySide;
import dev.tablewright.engine.pattern.ResultComparison;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One line of a comparison shown side by side: an item (by its key), what about it differs (an
 * attribute, the whole item, the order) and each side's value. Built from a {@link SideBySide.Result}
 * without a toolkit, so the Compare tab's table is a plain view of these.
 *
 * @param item      the item's key ("pk=mov#1, sk=act#2"), or what the line is about ("order", "error")
 * @param attribute the attribute that differs, "(item)" for an item one side lacks, "position N" for order
 * @param left      the left side's value ("" when it has none)
 * @param right     the right side's value
 */
public record ComparisonRow(String item, String attribute, String left, String right) {
    /** What a side shows for an item or attribute it does not have. */
    static final String ABSENT = "(absent)";

    /** The lines of {@code result}: none when both sides returned the same items in the same order. */
    public static List<ComparisonRow> of(SideBySide.Result result, List<String> keyAttributes) {
        List<ComparisonRow> rows = new ArrayList<>();
        if (result.comparison().isEmpty()) {
            rows.add(new ComparisonRow("error", "", result.left().error(), result.right().error()));
            return rows;
        }
        ResultComparison c = result.comparison().get();
        for (Item only : c.onlyLeft()) {
            rows.add(new ComparisonRow(key(only.attributes(), keyAttributes), "(item)", whole(only), ABSENT));
        }
        for (Item only : c.onlyRight()) {
            rows.add(new ComparisonRow(key(only.attributes(), keyAttributes), "(item)", ABSENT, whole(only)));
        }
        for (ResultComparison.Changed changed : c.changed()) {
            String key = key(changed.key(), keyAttributes);
            changed.differences().forEach((name, values) ->
                    rows.add(new ComparisonRow(key, name, shown(values[0]), shown(values[1]))));
        }
        if (c.verdict() == ResultComparison.Verdict.SAME_ITEMS_OTHER_ORDER) {
            int at = c.firstOrderDifference();
            rows.add(new ComparisonRow("order", "position " + (at + 1), keyAt(result.left(), at, keyAttributes),
                    keyAt(result.right(), at, keyAttributes)));
        }
        return rows;
    }

    private static String keyAt(SideBySide.Answer side, int index, List<String> keyAttributes) {
        List<Item> items = side.page().orElseThrow().items();
        return index < items.size() ? key(items.get(index).attributes(), keyAttributes) : "(no item)";
    }

    /** "pk=mov#1, sk=act#2": the key attributes the item has (all of it when a projection left them out). */
    private static String key(Map<String, AttributeValue> attributes, List<String> keyAttributes) {
        List<String> names = keyAttributes.stream().filter(attributes::containsKey).toList();
        return (names.size() == keyAttributes.size() ? names : List.copyOf(attributes.keySet())).stream()
                .map(n -> n + "=" + CellText.of(attributes.get(n))).collect(Collectors.joining(", "));
    }

    private static String whole(Item item) {
        return item.attributes().entrySet().stream().map(e -> e.getKey() + "=" + CellText.of(e.getValue()))
                .collect(Collectors.joining(", "));
    }

    private static String shown(AttributeValue value) {
        return value == null ? ABSENT : CellText.of(value);
    }
}
