package dev.tablewright.engine.query;

import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.ConsumedCapacity.Capacity;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.Item;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The capacity units a request consumes, as DynamoDB Local reports them for ReturnConsumedCapacity
 * TOTAL (observed rule by rule; docs/engine-differences.md lists them and where AWS differs).
 *
 * <p>ReadChecks count 4 KB units, half a unit each for an eventually consistent read, two for a
 * transactional one; writes count 1 KB units, and every secondary index entry a write adds, changes
 * or removes counts on top of the table's.
 *
 * <p>Each figure is split between the table and its indexes as Local reports it for
 * ReturnConsumedCapacity INDEXES: an index read is the index's (its fetches of table items the
 * table's), an index entry written the index's; {@link ConsumedCapacity#asked} keeps the split only
 * for a request that asked for it.
 */
final class CapacityUnits {
    static final long READ_UNIT_BYTES = 4096;
    static final long WRITE_UNIT_BYTES = 1024;
    /** What an LSI entry weighs on top of its attributes when written (a GSI entry weighs its attributes only). */
    static final long LSI_ENTRY_OVERHEAD = 100;

    private CapacityUnits() {
    }

    /** 4 KB read units for so many bytes, rounded up. */
    static long readUnits(long bytes) {
        return (bytes + READ_UNIT_BYTES - 1) / READ_UNIT_BYTES;
    }

    /** 1 KB write units for so many bytes, rounded up. */
    static long writeUnits(long bytes) {
        return (bytes + WRITE_UNIT_BYTES - 1) / WRITE_UNIT_BYTES;
    }

    /** Read units as charged: half for an eventually consistent read. */
    static double charged(long units, boolean consistent) {
        return consistent ? units : units / 2.0;
    }

    /** Units all the table's own (no index read or written). */
    static ConsumedCapacity of(String table, double units) {
        return new ConsumedCapacity(table, units, 0, 0, Capacity.of(units), Map.of(), Map.of());
    }

    /** A GetItem: the item's size in 4 KB units; a missing item costs one unit all the same. */
    static ConsumedCapacity getItem(String table, StoredItem item, boolean consistent) {
        return of(table, charged(Math.max(1, item == null ? 0 : readUnits(item.bytes())), consistent));
    }

    /** A BatchGetItem's reads of one table: each item found as a GetItem of it; keys not found cost nothing. */
    static ConsumedCapacity batchGet(String table, List<ItemResult> gets) {
        return of(table, gets.stream().filter(g -> g.item().isPresent()).mapToDouble(CapacityUnits::units).sum());
    }

    /**
     * A TransactGetItems: twice what each (strongly consistent) GetItem costs, missing items too; one
     * entry per table, in the order first read, reported as read units as well.
     */
    static List<ConsumedCapacity> transactGet(List<ItemResult> gets) {
        Map<String, Double> units = new LinkedHashMap<>();
        for (ItemResult g : gets) {
            g.consumed().forEach(c -> units.merge(c.table(), 2 * c.capacityUnits(), Double::sum));
        }
        return units.entrySet().stream().map(e -> new ConsumedCapacity(e.getKey(), e.getValue(), e.getValue(), 0,
                Capacity.of(e.getValue()), Map.of(), Map.of())).toList();
    }

    private static double units(ItemResult get) {
        return ConsumedCapacity.total(get.consumed());
    }

    /**
     * A Put, Update or Delete that was applied: the larger of the item before and after in 1 KB units
     * (at least one), plus each index's entry writes.
     *
     * @param old  the item before, or null
     * @param next the item after, or null when deleted
     */
    static ConsumedCapacity write(Table table, StoredItem old, StoredItem next) {
        long tableUnits = Math.max(1, writeUnits(Math.max(bytes(old), bytes(next))));
        long units = tableUnits;
        Map<String, Capacity> global = new LinkedHashMap<>();
        Map<String, Capacity> local = new LinkedHashMap<>();
        for (IndexDef index : table.indexes()) {
            long indexUnits = indexWriteUnits(index, entry(index, old), entry(index, next))
                    + halfKeyUnits(index, old, next);
            if (indexUnits > 0) { // an index the write leaves alone is not reported
                (index.isGlobal() ? global : local).put(index.name(), Capacity.of(indexUnits));
            }
            units += indexUnits;
        }
        return new ConsumedCapacity(table.name(), units, 0, 0, Capacity.of(tableUnits), global, local);
    }

    /**
     * An entry added or removed costs its size; a changed one under the same index key the larger of
     * the two; one that moves to another index key a delete and a put; one left as it was nothing.
     */
    static long indexWriteUnits(IndexDef index, Entry old, Entry next) {
        if (old == null || next == null) {
            return old != null ? writeUnits(old.bytes()) : next != null ? writeUnits(next.bytes()) : 0;
        }
        if (!old.sameKey(next, index)) {
            return writeUnits(old.bytes()) + writeUnits(next.bytes());
        }
        return old.item().equals(next.item()) ? 0 : writeUnits(Math.max(old.bytes(), next.bytes()));
    }

    /**
     * DynamoDB Local's charge for a write between two items that are both out of a GSI, each with half
     * its key (a partition key without the sort key, then the sort key without the partition key, or
     * the other way round): the removal of what the index would have held of the old item.
     */
    static long halfKeyUnits(IndexDef index, StoredItem old, StoredItem next) {
        if (!index.isGlobal() || old == null || next == null || index.holds(old) || index.holds(next)) {
            return 0;
        }
        boolean everyKeyAttributeDiffers = index.keys().attributes().stream()
                .noneMatch(k -> Objects.equals(old.get(k.name()), next.get(k.name())));
        return everyKeyAttributeDiffers ? writeUnits(ItemBytes.of(index.project(old.toItem()))) : 0;
    }

    private static Entry entry(IndexDef index, StoredItem item) {
        if (item == null || !index.holds(item)) {
            return null;
        }
        Item projected = index.project(item.toItem());
        long size = index.projectsAll() ? item.bytes() : ItemBytes.of(projected);
        return new Entry(projected, size + (index.isGlobal() ? 0 : LSI_ENTRY_OVERHEAD));
    }

    private static long bytes(StoredItem item) {
        return item == null ? 0 : item.bytes();
    }

    /** An index entry as a write weighs it. */
    record Entry(Item item, long bytes) {
        boolean sameKey(Entry other, IndexDef index) {
            return index.keys().attributes().stream().allMatch(k -> Objects.equals(item.attributes().get(k.name()),
                    other.item.attributes().get(k.name())));
        }
    }

    /**
     * What one page of a Query or Scan consumes: the bytes it read summed, then rounded up to 4 KB
     * units (an empty page costs nothing), plus each table item an LSI fetched in units of its own.
     */
    static final class PageMeter {
        private final String table;
        private final IndexDef index;
        private final boolean consistent;
        private long bytes;
        private long fetchedUnits;

        /** @param index the index read, or null for the table */
        PageMeter(String table, IndexDef index, boolean consistent) {
            this.table = table;
            this.index = index;
            this.consistent = consistent;
        }

        void read(long entryBytes) {
            bytes += entryBytes;
        }

        void fetched(StoredItem item) {
            fetchedUnits += readUnits(item.bytes());
        }

        /** The page's units; of an index, the entries read are the index's and the items fetched the table's. */
        ConsumedCapacity consumed() {
            double read = charged(readUnits(bytes), consistent);
            if (index == null) {
                return of(table, read);
            }
            double fetched = charged(fetchedUnits, consistent);
            Map<String, Capacity> part = Map.of(index.name(), Capacity.of(read));
            return new ConsumedCapacity(table, read + fetched, 0, 0, Capacity.of(fetched),
                    index.isGlobal() ? part : Map.of(), index.isGlobal() ? Map.of() : part);
        }
    }
}
