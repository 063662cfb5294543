package dev.tablewright.rules;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Map;

/** Sample items' values as DynamoDB checks them on a write: item size, nesting depth, empty sets. */
final class ItemValueRules {
    private ItemValueRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        for (SampleItem s : SampleItem.of(table)) {
            Item item = s.item();
            long size = ItemSize.of(item);
            if (size > Limits.MAX_ITEM_BYTES) {
                out.add(Problem.error(s.path(), "the item is " + Text.number(size) + " bytes: DynamoDB's item limit is "
                        + "400 KB (" + Text.number(Limits.MAX_ITEM_BYTES) + " bytes), attribute names included"));
            }
            for (Map.Entry<String, AttributeValue> a : item.attributes().entrySet()) {
                int depth = depth(a.getValue());
                if (depth > Limits.MAX_NESTING_DEPTH) {
                    out.add(Problem.error(s.path(), Text.quote(a.getKey()) + " nests lists and maps " + depth
                            + " levels deep: DynamoDB allows " + Limits.MAX_NESTING_DEPTH));
                }
                emptySets(s.path(), a.getKey(), a.getValue(), out);
            }
        }
    }

    /** How many lists and maps nest in a value: 0 for a scalar or set, 1 for a map of scalars. */
    static int depth(AttributeValue v) {
        int inner = 0;
        if (v instanceof AttributeValue.M m) {
            for (AttributeValue e : m.value().values()) {
                inner = Math.max(inner, depth(e));
            }
            return inner + 1;
        }
        if (v instanceof AttributeValue.L l) {
            for (AttributeValue e : l.value()) {
                inner = Math.max(inner, depth(e));
            }
            return inner + 1;
        }
        return 0;
    }

    /** Reports every empty set inside a value, by its document path ({@code info.tags}, {@code list[2]}). */
    private static void emptySets(String itemPath, String documentPath, AttributeValue v, List<Problem> out) {
        if (v instanceof AttributeValue.M m) {
            m.value().forEach((k, e) -> emptySets(itemPath, documentPath + "." + k, e, out));
        } else if (v instanceof AttributeValue.L l) {
            for (int i = 0; i < l.value().size(); i++) {
                emptySets(itemPath, documentPath + "[" + i + "]", l.value().get(i), out);
            }
        } else if (isEmptySet(v)) {
            out.add(Problem.error(itemPath, Text.quote(documentPath) + " is an empty set (" + v.type()
                    + "): DynamoDB rejects empty sets; leave the attribute out instead"));
        }
    }

    private static boolean isEmptySet(AttributeValue v) {
        if (v instanceof AttributeValue.SS s) {
            return s.value().isEmpty();
        }
        if (v instanceof AttributeValue.NS n) {
            return n.value().isEmpty();
        }
        return v instanceof AttributeValue.BS b && b.value().isEmpty();
    }
}
