package dev.tablewright.engine.query;

import java.util.HashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The items of a table or an index: a hash map from partition value to the partition, a sorted
 * map of its items, so a Query finds its partition without looking at any other. A second, sorted
 * view of the partitions gives Scan a stable order to resume from.
 */
final class Partitions {
    private final Map<PartitionValue, NavigableMap<EntryKey, StoredItem>> byKey = new HashMap<>();
    private final NavigableMap<PartitionValue, NavigableMap<EntryKey, StoredItem>> inOrder =
            new TreeMap<>();

    /** The partition, or null when no item has that partition key. */
    NavigableMap<EntryKey, StoredItem> partition(PartitionValue pk) {
        return byKey.get(pk);
    }

    /** Every partition, in partition-key order. */
    NavigableMap<PartitionValue, NavigableMap<EntryKey, StoredItem>> inOrder() {
        return inOrder;
    }

    StoredItem get(PartitionValue pk, EntryKey key) {
        NavigableMap<EntryKey, StoredItem> p = byKey.get(pk);
        return p == null ? null : p.get(key);
    }

    void put(PartitionValue pk, EntryKey key, StoredItem item) {
        NavigableMap<EntryKey, StoredItem> p = byKey.get(pk);
        if (p == null) {
            p = new TreeMap<>(EntryKey.ORDER);
            byKey.put(pk, p);
            inOrder.put(pk, p);
        }
        p.put(key, item);
    }

    void remove(PartitionValue pk, EntryKey key) {
        NavigableMap<EntryKey, StoredItem> p = byKey.get(pk);
        if (p != null && p.remove(key) != null && p.isEmpty()) {
            byKey.remove(pk);
            inOrder.remove(pk);
        }
    }
}
