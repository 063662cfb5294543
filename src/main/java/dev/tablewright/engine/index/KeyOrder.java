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
 * The partition key is the first value of each item, or the first few for a multi-attribute key,
 * whose partitions are ordered by each value in turn.
 */
final class KeyOrder {
    /**
     * An item with the values it sorts by (partition key, sort key, then the table's keys for ties),
     * read once: looking them up inside the comparator dominated the sort. A string without
     * surrogates compares with the JDK's intrinsic {@link String#compareTo}, which then equals
     * DynamoDB's UTF-8 order; whether a value is such a string is found on its first comparison, so
     * values never compared (most, once items are grouped by partition) are never scanned.
     */
    static final class Keyed {
        final SourcedItem item;
        final AttributeValue[] values;
        private int known;
        private int plain;

        Keyed(SourcedItem item, AttributeValue[] values) {
            this.item = item;
            this.values = values;
        }

        private boolean plain(int i) {
            if (i >= Integer.SIZE) {
                return false;
            }
            int bit = 1 << i;
            if ((known & bit) == 0) {
                known |= bit;
                if (isPlain(values[i])) {
                    plain |= bit;
                }
            }
            return (plain & bit) != 0;
        }

        private int compareAt(Keyed other, int i) {
            return plain(i) && other.plain(i)
                    ? ((AttributeValue.S) values[i]).value().compareTo(((AttributeValue.S) other.values[i]).value())
                    : compare(values[i], other.values[i]);
        }
    }

    /** One partition: its key values, how many items it has, and where they go in the result. */
    private static final class Partition {
        final AttributeValue[] key;
        /** The key's string when it is one string without surrogates, else null. */
        final String plain;
        int size;
        int next;

        Partition(AttributeValue[] key) {
            this.key = key;
            this.plain = key.length == 1 && isPlain(key[0]) ? ((AttributeValue.S) key[0]).value() : null;
        }
    }

    private static final Comparator<Partition> BY_KEY = (a, b) -> {
        if (a.plain != null && b.plain != null) {
            return a.plain.compareTo(b.plain);
        }
        for (int i = 0; i < a.key.length; i++) {
            int c = compare(a.key[i], b.key[i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    };

    /** The items of one partition by the values after its partition key's. */
    private static Comparator<Keyed> byOtherKeys(int partitionWidth) {
        return (a, b) -> {
            for (int i = partitionWidth; i < a.values.length; i++) {
                int c = a.compareAt(b, i);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        };
    }

    private KeyOrder() {
    }

    /**
     * Items in key order, and the partitions they make: each one's key values (one, or one per
     * attribute of a multi-attribute partition key) and item count, in order.
     */
    record Sorted(Keyed[] items, AttributeValue[][] partitionKeys, int[] partitionSizes) {
    }

    /**
     * The first {@code count} items in key order, items of equal keys in the order given.
     *
     * @param partitionWidth how many of each item's first values form its partition key
     */
    static Sorted sort(Keyed[] items, int count, int partitionWidth) {
        // Keyed by the string itself for a string key (one hop less than the value record); the
        // values of one view's partition key are all of its declared type.
        Map<Object, Partition> byKey = new HashMap<>();
        Partition[] partitionOf = new Partition[count];
        for (int i = 0; i < count; i++) {
            AttributeValue[] values = items[i].values;
            Object hashed;
            if (partitionWidth == 1) {
                hashed = values[0] instanceof AttributeValue.S s ? s.value() : values[0];
            } else {
                hashed = Arrays.asList(Arrays.copyOf(values, partitionWidth));
            }
            Partition p = byKey.get(hashed);
            if (p == null) {
                p = new Partition(Arrays.copyOf(values, partitionWidth));
                byKey.put(hashed, p);
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
        AttributeValue[][] keys = new AttributeValue[partitions.length][];
        int[] sizes = new int[partitions.length];
        Comparator<Keyed> byOtherKeys = byOtherKeys(partitionWidth);
        start = 0;
        for (int i = 0; i < partitions.length; i++) {
            Partition p = partitions[i];
            if (p.size > 1 && sorted[start].values.length > partitionWidth) {
                Arrays.sort(sorted, start, start + p.size, byOtherKeys);
            }
            keys[i] = p.key;
            sizes[i] = p.size;
            start += p.size;
        }
        return new Sorted(sorted, keys, sizes);
    }

    private static boolean isPlain(AttributeValue v) {
        if (!(v instanceof AttributeValue.S s)) {
            return false;
        }
        String text = s.value();
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** DynamoDB's order of two key values of one type; strings, the usual case, without detour. */
    private static int compare(AttributeValue a, AttributeValue b) {
        if (a instanceof AttributeValue.S x && b instanceof AttributeValue.S y) {
            return Utf8.compare(x.value(), y.value());
        }
        return ValueOrder.compareKeys(a, b);
    }
}
