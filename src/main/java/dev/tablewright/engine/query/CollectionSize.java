package dev.tablewright.engine.query;

import dev.tablewright.engine.api.ItemCollectionMetrics;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.AttributeValue;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;

/**
 * The size of an item collection, for ReturnItemCollectionMetrics SIZE: the items that share a
 * partition key value in the table, plus each one's entry in every local secondary index that holds
 * it (its projected attributes and 100 bytes of overhead, as AWS sizes an LSI entry). DynamoDB reports
 * it only for a table with local secondary indexes; the estimate is the whole-GB range that holds the
 * size counted.
 */
final class CollectionSize {
    static final double BYTES_PER_GB = 1024.0 * 1024 * 1024;

    private CollectionSize() {
    }

    /** The metrics of the collection holding this key, or empty when the table has no LSI. */
    static Optional<ItemCollectionMetrics> of(Table table, Map<String, AttributeValue> key) {
        if (table.indexes().stream().allMatch(IndexDef::isGlobal)) {
            return Optional.empty();
        }
        String pk = table.keys().partitionKey().name();
        AttributeValue value = key.get(pk);
        return Optional.of(metrics(Map.of(pk, value), bytes(table, value)));
    }

    /** The whole-GB range holding so many bytes: [0, 1] up to 1 GB, [1, 2] up to 2 GB … */
    static ItemCollectionMetrics metrics(Map<String, AttributeValue> key, long bytes) {
        double lower = Math.floor(bytes / BYTES_PER_GB);
        return new ItemCollectionMetrics(key, lower, lower + 1);
    }

    /** The bytes of the collection with this partition key value: its items and their LSI entries. */
    static long bytes(Table table, AttributeValue partitionValue) {
        NavigableMap<EntryKey, StoredItem> partition = table.partitions(null).partition(PartitionValue.of(partitionValue));
        if (partition == null) {
            return 0;
        }
        long bytes = 0;
        for (StoredItem item : partition.values()) {
            bytes += item.bytes();
            for (IndexDef index : table.indexes()) {
                if (!index.isGlobal() && index.holds(item)) {
                    bytes += ItemBytes.of(index.project(item.toItem())) + CapacityUnits.LSI_ENTRY_OVERHEAD;
                }
            }
        }
        return bytes;
    }
}
