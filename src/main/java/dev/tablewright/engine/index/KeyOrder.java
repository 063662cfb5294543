package dev.tablewright.engine.index;

import dev.tablewright.engine.value.Utf8;
import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeValue;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

/**
 * Puts a view's items in key order. A table or index has far fewer partitions than items, so the
 * items are grouped by partition key (hashing, one pass), the partitions sorted, and only each
 * partition's items sorted by the rest of the keys: much less comparing than one sort of every item
 * by every key, with the same result (equal key values are equal values, and both steps are stable).
 */
final class KeyOrder {
    /**
     * An item with the values it sorts by (partition key, sort key, then the table's keys for ties),
     * read once: looking them up inside the comparator dominated the sort.
     */
    record Keyed(SourcedItem item, AttributeValue[] values) {
    }

    /** One partition: its key, how many items it has, and where they go in the result. */
    private static final class Partition {
        final AttributeValue key;
        int size;
        int next;

        Partition(AttributeValue key) {
            this.key = key;
        }
    }

    private static final Comparator<Partition> BY_KEY = (a, b) -> compare(a.key, b.key);
    private static final Comparator<Keyed> BY_OTHER_KEYS = (a, b) -> {
        for (int i = 1; i < a.values.length; i++) {
            int c = compare(a.values[i], b.values[i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    };

    private KeyOrder() {
    }

    /** The first {@code count} items in key order, items of equal keys in the order given. */
    static Keyed[] sort(Keyed[] items, int count) {
        Map<AttributeValue, Partition> byKey = new HashMap<>();
        Partition[] partitionOf = new Partition[count];
        for (int i = 0; i < count; i++) {
            AttributeValue key = items[i].values[0];
            Partition p = byKey.get(key);
            if (p == null) {
                p = new Partition(key);
                byKey.put(key, p);
            }
            p.size++;
            partitionOf[i] = p;
        }
        Partition[] partitions = byKey.values().toArray(Partition[]::new);
        Arrays.sort(partitions, BY_KEY);
        int start = 0;
        for (Partition p : partitions) {
            p.next = start;
            start += p.size;
        }
        Keyed[] sorted = new Keyed[count];
        for (int i = 0; i < count; i++) {
            sorted[partitionOf[i].next++] = items[i];
        }
        start = 0;
        for (Partition p : partitions) {
            if (p.size > 1 && sorted[start].values.length > 1) {
                Arrays.sort(sorted, start, start + p.size, BY_OTHER_KEYS);
            }
            start += p.size;
        }
        return sorted;
    }

    /** DynamoDB's order of two key values of one type; strings, the usual case, without detour. */
    private static int compare(AttributeValue a, AttributeValue b) {
        if (a instanceof AttributeValue.S x && b instanceof AttributeValue.S y) {
            return Utf8.compare(x.value(), y.value());
        }
        return ValueOrder.compareKeys(a, b);
    }
}
