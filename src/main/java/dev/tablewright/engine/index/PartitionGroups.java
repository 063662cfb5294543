package dev.tablewright.engine.index;

import dev.tablewright.model.AttributeValue;
import java.util.Arrays;

/**
 * A view's items grouped by partition key in one pass: a hash table of its own over arrays, so a
 * rebuild makes no entry object, key array or partition object per partition (tens of thousands,
 * all alive until the rebuild ends, which young collections then copy). Partitions are numbered in
 * order of first appearance.
 */
final class PartitionGroups {
    /** For each held item (by its place in {@code held}), its partition's number. */
    final int[] partitionOf;
    /** For each partition, the number of the first item of it (whose values stand for its key). */
    final int[] first;
    /** For each partition, how many items it has. */
    final int[] size;
    /** How many partitions there are. */
    final int count;

    private PartitionGroups(int[] partitionOf, int[] first, int[] size, int count) {
        this.partitionOf = partitionOf;
        this.first = first;
        this.size = size;
        this.count = count;
    }

    /**
     * Groups the first {@code count} items of {@code held} by the values of their first
     * {@code width} columns (equal values, equal partition: {@code 10} and {@code 1E+1} are one).
     */
    static PartitionGroups of(AttributeValue[][] columns, String[][] strings, int[] held, int count, int width) {
        // At most a quarter full however many partitions there are: probes stay short.
        int capacity = Integer.highestOneBit(Math.max(8, count)) * 4;
        int mask = capacity - 1;
        // A slot holds the key's hash (high half) and its partition's number plus one (low half; 0 is free).
        long[] slots = new long[capacity];
        Object[] keys = new Object[count];
        int[] partitionOf = new int[count];
        int[] first = new int[count];
        int[] size = new int[count];
        int partitions = 0;
        // Items of one parent mostly sit together in the sample data (an order's lines): the last
        // partition is tried before the table.
        int last = -1;
        for (int j = 0; j < count; j++) {
            int item = held[j];
            // Keyed by the string itself for a string key (one hop less than the value record); the
            // values of one view's partition key are all of its declared type.
            Object key = width > 1 ? tuple(columns, item, width) : strings[0][item] != null ? strings[0][item]
                    : columns[0][item];
            int p;
            if (last >= 0 && key.equals(keys[last])) {
                p = last;
            } else {
                int hash = key.hashCode();
                int slot = (hash ^ (hash >>> 16)) & mask;
                while (true) {
                    long entry = slots[slot];
                    if (entry == 0) {
                        p = partitions++;
                        keys[p] = key;
                        first[p] = item;
                        slots[slot] = (long) hash << 32 | (p + 1);
                        break;
                    }
                    int candidate = (int) entry - 1;
                    if ((int) (entry >>> 32) == hash && key.equals(keys[candidate])) {
                        p = candidate;
                        break;
                    }
                    slot = (slot + 1) & mask;
                }
            }
            size[p]++;
            partitionOf[j] = p;
            last = p;
        }
        return new PartitionGroups(partitionOf, first, size, partitions);
    }

    private static Object tuple(AttributeValue[][] columns, int item, int width) {
        AttributeValue[] values = new AttributeValue[width];
        for (int k = 0; k < width; k++) {
            values[k] = columns[k][item];
        }
        return Arrays.asList(values);
    }
}
