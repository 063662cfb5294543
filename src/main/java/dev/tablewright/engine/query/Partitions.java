package dev.tablewright.engine.query;

import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeValue;
import java.util.HashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The items of a table or an index: a hash map from partition key value to the partition, a sorted
 * map of its items, so a Query finds its partition without looking at any other. A second, sorted
 * view of the partitions gives Scan a stable order to resume from.
 */
final class Partitions {
    private final Map<AttributeValue, NavigableMap<EntryKey, StoredItem>> byKey = new HashMap<>();
    private final NavigableMap<AttributeValue, NavigableMap<EntryKey, StoredItem>> inOrder =
            new TreeMap<>(ValueOrder.KEY_ORDER);

    /** The partition, or null when no item has that partition key. */
    NavigableMap<EntryKey, StoredItem> partition(AttributeValue pk) {
        return byKey.get(pk);
    }

    /** Every partition, in partition-key order. */
    NavigableMap<AttributeValue, NavigableMap<EntryKey, StoredItem>> inOrder() {
        return inOrder;
    }

    StoredItem get(AttributeValue pk, EntryKey key) {
        NavigableMap<EntryKey, StoredItem> p = byKey.get(pk);
        return p == null ? null : p.get(key);
    }

    void put(AttributeValue pk, EntryKey key, StoredItem item) {
        NavigableMap<EntryKey, StoredItem> p = byKey.get(pk);
        if (p == null) {
            p = new TreeMap<>(EntryKey.ORDER);
            byKey.put(pk, p);
            inOrder.put(pk, p);
        }
        p.put(key, item);
    }

    void remove(AttributeValue pk, EntryKey key) {
        NavigableMap<EntryKey, StoredItem> p = byKey.get(pk);
        if (p != null && p.remove(key) != null && p.isEmpty()) {
            byKey.remove(pk);
            inOrder.remove(pk);
        }
    }
}
