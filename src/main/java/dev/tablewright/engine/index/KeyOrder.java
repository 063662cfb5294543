package dev.tablewright.engine.index;

import dev.tablewright.engine.value.Utf8;
import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts a view's items in key order. A table or index has far fewer partitions than items, so the
 * items are grouped by partition key (hashing, one pass), the partitions sorted, and only each
 * partition's items sorted by the rest of the keys: much less comparing than one sort of every item
 * by every key, with the same result (equal key values are equal values, and both steps are stable).
 * The partition key is the first column, or the first few for a multi-attribute key, whose
 * partitions are ordered by each value in turn.
 *
 * <p>Items are numbers (their place in the view's source) and their key values are columns indexed
 * by those numbers, read once per rebuild for every view: sorting moves ints, and every look at a
 * key is an array read, not a walk from item to attribute map to value.
 */
final class KeyOrder {
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

    private KeyOrder() {
    }

    /**
     * Items in key order, and the partitions they make: each one's key values (one, or one per
     * attribute of a multi-attribute partition key) and item count, in order.
     *
     * @param order the items' numbers in key order
     */
    record Sorted(int[] order, AttributeValue[][] partitionKeys, int[] partitionSizes) {
    }

    /**
     * The first {@code count} items of {@code held} in key order, items of equal keys in the order given.
     *
     * @param columns the key values by item number: partition key, sort key, then the table's keys
     * @param partitionWidth how many of the first columns form the partition key
     */
    static Sorted sort(AttributeValue[][] columns, int[] held, int count, int partitionWidth) {
        // Keyed by the string itself for a string key (one hop less than the value record); the
        // values of one view's partition key are all of its declared type.
        Map<Object, Partition> byKey = new HashMap<>();
        // In order of first appearance, not the map's hash order: sample data is often near key
        // order already (ids generated ascending), which the sort below then finds in runs.
        List<Partition> found = new ArrayList<>();
        Partition[] partitionOf = new Partition[count];
        // Items of one parent mostly sit together in the sample data (an order's lines): the last
        // partition is tried before the hash map.
        Object lastHashed = null;
        Partition last = null;
        for (int j = 0; j < count; j++) {
            int item = held[j];
            Object hashed = partitionWidth == 1 ? hashed(columns[0][item]) : tuple(columns, item, partitionWidth);
            Partition p = last != null && hashed.equals(lastHashed) ? last : byKey.get(hashed);
            if (p == null) {
                AttributeValue[] key = new AttributeValue[partitionWidth];
                for (int k = 0; k < partitionWidth; k++) {
                    key[k] = columns[k][item];
                }
                p = new Partition(key);
                byKey.put(hashed, p);
                found.add(p);
            }
            p.size++;
            partitionOf[j] = p;
            last = p;
            lastHashed = hashed;
        }
        Partition[] partitions = found.toArray(Partition[]::new);
        Arrays.sort(partitions, BY_KEY);
        int start = 0;
        for (Partition p : partitions) {
            p.next = start;
            start += p.size;
        }
        int[] sorted = new int[count];
        for (int j = 0; j < count; j++) {
            sorted[partitionOf[j].next++] = held[j];
        }
        AttributeValue[][] keys = new AttributeValue[partitions.length][];
        int[] sizes = new int[partitions.length];
        OtherKeys byOtherKeys = columns.length > partitionWidth ? new OtherKeys(columns, partitionWidth) : null;
        int[] scratch = new int[0];
        start = 0;
        for (int i = 0; i < partitions.length; i++) {
            Partition p = partitions[i];
            if (p.size > 1 && byOtherKeys != null) {
                if (p.size > IntSort.INSERTION_LIMIT && scratch.length < p.size) {
                    scratch = new int[p.size];
                }
                IntSort.sort(sorted, start, start + p.size, byOtherKeys, scratch);
            }
            keys[i] = p.key;
            sizes[i] = p.size;
            start += p.size;
        }
        return new Sorted(sorted, keys, sizes);
    }

    private static Object hashed(AttributeValue value) {
        return value instanceof AttributeValue.S s ? s.value() : value;
    }

    private static Object tuple(AttributeValue[][] columns, int item, int width) {
        AttributeValue[] values = new AttributeValue[width];
        for (int k = 0; k < width; k++) {
            values[k] = columns[k][item];
        }
        return Arrays.asList(values);
    }

    /**
     * Items of one partition by the values after its partition key's. A string without surrogates
     * compares with the JDK's intrinsic {@link String#compareTo}, which then equals DynamoDB's UTF-8
     * order; whether a value is such a string is found on its first comparison, so values never
     * compared (most, once items are grouped by partition) are never scanned.
     */
    private static final class OtherKeys implements IntSort.IntComparator {
        private static final byte UNKNOWN = 0;
        private static final byte PLAIN = 1;
        private static final byte OTHER = 2;

        private final AttributeValue[][] columns;
        private final int from;
        /** Per column, per item: whether its value is a plain string, once known. */
        private final byte[][] plain;

        OtherKeys(AttributeValue[][] columns, int from) {
            this.columns = columns;
            this.from = from;
            this.plain = new byte[columns.length][];
        }

        @Override
        public int compare(int a, int b) {
            for (int k = from; k < columns.length; k++) {
                AttributeValue x = columns[k][a];
                AttributeValue y = columns[k][b];
                int c = plain(k, a, x) && plain(k, b, y)
                        ? ((AttributeValue.S) x).value().compareTo(((AttributeValue.S) y).value())
                        : KeyOrder.compare(x, y);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        }

        private boolean plain(int column, int item, AttributeValue value) {
            byte[] known = plain[column];
            if (known == null) {
                known = plain[column] = new byte[columns[column].length];
            }
            if (known[item] == UNKNOWN) {
                known[item] = isPlain(value) ? PLAIN : OTHER;
            }
            return known[item] == PLAIN;
        }
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
