package dev.tablewright.engine.pattern;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Whether two runs of one access pattern (the Sandbox and a live table, say) returned the same items
 * in the same order, and where not: items only one side returned, items both returned with other
 * attribute values, and the first position where the order parts. Items are matched by their
 * primary key (the table's key attributes, which every item a Query or Scan returns carries unless a
 * projection left them out; then by the whole item).
 */
public record ResultComparison(Verdict verdict, List<Item> onlyLeft, List<Item> onlyRight, List<Changed> changed,
        int firstOrderDifference) {

    public enum Verdict {
        /** The same items in the same order. */
        SAME,
        /** The same items, in another order. */
        SAME_ITEMS_OTHER_ORDER,
        /** Some items differ, or only one side has them. */
        DIFFERENT
    }

    /** An item both sides returned, with the attributes whose values differ (absent on one side: null). */
    public record Changed(Map<String, AttributeValue> key, Map<String, AttributeValue[]> differences) {
    }

    public ResultComparison {
        onlyLeft = List.copyOf(onlyLeft);
        onlyRight = List.copyOf(onlyRight);
        changed = List.copyOf(changed);
    }

    /**
     * @param keyAttributes the table's key attribute names, which identify an item
     */
    public static ResultComparison of(List<Item> left, List<Item> right, List<String> keyAttributes) {
        Map<Map<String, AttributeValue>, Item> byKeyLeft = index(left, keyAttributes);
        Map<Map<String, AttributeValue>, Item> byKeyRight = index(right, keyAttributes);
        List<Item> onlyLeft = new ArrayList<>();
        List<Changed> changed = new ArrayList<>();
        byKeyLeft.forEach((key, item) -> {
            Item other = byKeyRight.get(key);
            if (other == null) {
                onlyLeft.add(item);
            } else if (!item.equals(other)) {
                changed.add(new Changed(key, differences(item, other)));
            }
        });
        List<Item> onlyRight = new ArrayList<>();
        byKeyRight.forEach((key, item) -> {
            if (!byKeyLeft.containsKey(key)) {
                onlyRight.add(item);
            }
        });
        int firstOrder = firstOrderDifference(new ArrayList<>(byKeyLeft.keySet()), new ArrayList<>(byKeyRight.keySet()));
        boolean sameItems = onlyLeft.isEmpty() && onlyRight.isEmpty() && changed.isEmpty()
                && left.size() == right.size();
        Verdict verdict = !sameItems ? Verdict.DIFFERENT
                : firstOrder < 0 ? Verdict.SAME : Verdict.SAME_ITEMS_OTHER_ORDER;
        return new ResultComparison(verdict, onlyLeft, onlyRight, changed, sameItems ? firstOrder : -1);
    }

    /** One sentence for the user: "Same items in the same order (12)." or what differs. */
    public String summary(String leftName, String rightName) {
        switch (verdict) {
            case SAME:
                return "Same items in the same order.";
            case SAME_ITEMS_OTHER_ORDER:
                return "Same items, but the order parts at position " + (firstOrderDifference + 1) + ".";
            default:
                List<String> parts = new ArrayList<>();
                if (!onlyLeft.isEmpty()) {
                    parts.add(count(onlyLeft.size()) + " only in " + leftName);
                }
                if (!onlyRight.isEmpty()) {
                    parts.add(count(onlyRight.size()) + " only in " + rightName);
                }
                if (!changed.isEmpty()) {
                    parts.add(count(changed.size()) + " with other values");
                }
                return parts.isEmpty() ? "The results differ in how often an item appears." : String.join("; ", parts) + ".";
        }
    }

    private static String count(int n) {
        return n + (n == 1 ? " item" : " items");
    }

    /** Items by key, in result order; an item without its key stands for itself (a projection left it out). */
    private static Map<Map<String, AttributeValue>, Item> index(List<Item> items, List<String> keyAttributes) {
        Map<Map<String, AttributeValue>, Item> byKey = new LinkedHashMap<>();
        for (Item item : items) {
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            for (String k : keyAttributes) {
                AttributeValue v = item.attributes().get(k);
                if (v != null) {
                    key.put(k, v);
                }
            }
            byKey.putIfAbsent(key.size() == keyAttributes.size() ? key : item.attributes(), item);
        }
        return byKey;
    }

    private static Map<String, AttributeValue[]> differences(Item a, Item b) {
        Set<String> names = new LinkedHashSet<>(a.attributes().keySet());
        names.addAll(b.attributes().keySet());
        Map<String, AttributeValue[]> out = new LinkedHashMap<>();
        for (String n : names) {
            AttributeValue x = a.attributes().get(n);
            AttributeValue y = b.attributes().get(n);
            if (!Objects.equals(x, y)) {
                out.put(n, new AttributeValue[] {x, y});
            }
        }
        return out;
    }

    private static int firstOrderDifference(List<?> a, List<?> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return i;
            }
        }
        return a.size() == b.size() ? -1 : Math.min(a.size(), b.size());
    }
}
