package dev.tablewright.engine.index;

import dev.tablewright.engine.value.Utf8;
import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeValue;

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
    private KeyOrder() {
    }

    /**
     * Items in key order, and the partitions they make, in order.
     *
     * @param order the items' numbers in key order
     * @param partitionFirsts for each partition, the number of an item whose values are its key
     * @param partitionSizes for each partition, how many items it has
     */
    record Sorted(int[] order, int[] partitionFirsts, int[] partitionSizes) {
    }

    /**
     * The first {@code count} items of {@code held} in key order, items of equal keys in the order given.
     *
     * @param columns the key values by item number: partition key, sort key, then the table's keys
     * @param strings the same columns' strings (null where a value is not a string)
     * @param partitionWidth how many of the first columns form the partition key
     */
    static Sorted sort(AttributeValue[][] columns, String[][] strings, int[] held, int count, int partitionWidth) {
        PartitionGroups groups = PartitionGroups.of(columns, strings, held, count, partitionWidth);
        int partitions = groups.count;
        // Partitions start in order of first appearance, not hash order: sample data is often near
        // key order already (ids generated ascending), which makes the sort below cheap.
        int[] byKey = new int[partitions];
        for (int p = 0; p < partitions; p++) {
            byKey[p] = p;
        }
        ColumnOrder keys = new ColumnOrder(columns, strings);
        int[] first = groups.first;
        int[] scratch = new int[partitions];
        IntSort.sort(byKey, 0, partitions, (a, b) -> keys.compare(first[a], first[b], 0, partitionWidth), scratch);
        int[] next = new int[partitions];
        int start = 0;
        for (int p : byKey) {
            next[p] = start;
            start += groups.size[p];
        }
        int[] sorted = new int[count];
        for (int j = 0; j < count; j++) {
            sorted[next[groups.partitionOf[j]]++] = held[j];
        }
        int[] firsts = new int[partitions];
        int[] sizes = new int[partitions];
        int width = columns.length;
        IntSort.IntComparator byOtherKeys = (a, b) -> keys.compare(a, b, partitionWidth, width);
        start = 0;
        for (int i = 0; i < partitions; i++) {
            int size = groups.size[byKey[i]];
            if (size > 1 && width > partitionWidth) {
                if (size > IntSort.INSERTION_LIMIT && scratch.length < size) {
                    scratch = new int[size];
                }
                IntSort.sort(sorted, start, start + size, byOtherKeys, scratch);
            }
            firsts[i] = first[byKey[i]];
            sizes[i] = size;
            start += size;
        }
        return new Sorted(sorted, firsts, sizes);
    }

    /**
     * Items by their values in some of the columns, in DynamoDB's order. A string without surrogates
     * compares with the JDK's intrinsic {@link String#compareTo}, which then equals DynamoDB's UTF-8
     * order; whether a value is such a string is found on its first comparison, so values never
     * compared (most, once items are grouped by partition) are never scanned.
     */
    private static final class ColumnOrder {
        private static final byte UNKNOWN = 0;
        private static final byte PLAIN = 1;
        private static final byte OTHER = 2;

        private final AttributeValue[][] columns;
        private final String[][] strings;
        /** Per column, per item: whether its value is a plain string, once known. */
        private final byte[][] plain;

        ColumnOrder(AttributeValue[][] columns, String[][] strings) {
            this.columns = columns;
            this.strings = strings;
            this.plain = new byte[columns.length][];
        }

        /** Items {@code a} and {@code b} by their values in columns {@code [from, to)}, in turn. */
        int compare(int a, int b, int from, int to) {
            for (int k = from; k < to; k++) {
                // A view's column holds values of one type: both strings, or neither.
                String x = strings[k][a];
                String y = strings[k][b];
                int c = x == null ? ValueOrder.compareKeys(columns[k][a], columns[k][b])
                        : plain(k, a, x) && plain(k, b, y) ? x.compareTo(y) : Utf8.compare(x, y);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        }

        private boolean plain(int column, int item, String value) {
            byte[] known = plain[column];
            if (known == null) {
                known = plain[column] = new byte[columns[column].length];
            }
            if (known[item] == UNKNOWN) {
                known[item] = isPlain(value) ? PLAIN : OTHER;
            }
            return known[item] == PLAIN;
        }

        private static boolean isPlain(String text) {
            for (int i = 0; i < text.length(); i++) {
                if (Character.isSurrogate(text.charAt(i))) {
                    return false;
                }
            }
            return true;
        }
    }
}
