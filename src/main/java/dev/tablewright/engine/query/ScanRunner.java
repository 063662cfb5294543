package dev.tablewright.engine.query;

import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.parse.ExpressionRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.OperationKind;
import java.util.Collections;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NoSuchElementException;

/**
 * Scan: every partition of the table or an index in partition-key order (DynamoDB's order is by an
 * internal hash), items in key order inside each; a parallel scan takes the partitions whose
 * partition key hashes to its segment, so each item is in exactly one segment.
 */
final class ScanRunner {
    private ScanRunner() {
    }

    /** Segment and TotalSegments, checked before anything else as DynamoDB does. */
    static void checkSegments(Integer segment, Integer total) {
        if (total != null && (total < 1 || total > 1_000_000)) {
            throw DynamoErrors.constraint(String.valueOf(total), "totalSegments", total < 1
                    ? "Member must have value greater than or equal to 1"
                    : "Member must have value less than or equal to 1000000");
        }
        if (segment != null && segment < 0) {
            throw DynamoErrors.constraint(String.valueOf(segment), "segment",
                    "Member must have value greater than or equal to 0");
        }
        if (segment != null && total == null) {
            throw DynamoErrors.validation("The TotalSegments parameter is required but was not present in the request "
                    + "when Segment parameter is present");
        }
        if (segment == null && total != null) {
            throw DynamoErrors.validation("The Segment parameter is required but was not present in the request when "
                    + "parameter TotalSegments is present");
        }
        if (segment != null && segment >= total) {
            throw DynamoErrors.validation("The Segment parameter is zero-based and must be less than parameter "
                    + "TotalSegments: Segment: " + segment + " is out of bounds for TotalSegments: " + total);
        }
    }

    static Page run(Table table, ScanRequest r) {
        IndexDef index = ReadChecks.index(table, r.index(), OperationKind.SCAN);
        ReadChecks.consistentRead(index, r.consistentRead());
        ExpressionRequest.Parsed parsed = RequestExpressions.parse(OperationKind.SCAN, r.expr(),
                ExpressionKind.FILTER, r.filter(), ExpressionKind.PROJECTION, r.projection());
        Select select = ReadPlan.select(r.select(), !r.projection().isEmpty(), index);
        ReadPlan.checkProjectionProjected(index, parsed.projection());
        ReadPlan plan = ReadPlan.of(index, select, parsed.filter(), parsed.projection(), true);
        Partitions partitions = table.partitions(index);
        NavigableMap<PartitionValue, NavigableMap<EntryKey, StoredItem>> from = partitions.inOrder();
        EntryKey start = null;
        if (r.exclusiveStartKey() != null) {
            StartKey.check(r.exclusiveStartKey(), table, index);
            from = from.tailMap(table.partition(index, r.exclusiveStartKey()::get), true);
            start = table.entry(index, r.exclusiveStartKey()::get);
        }
        Iterator<StoredItem> items = new SegmentItems(from, start, r.segment(), r.totalSegments());
        return PageCollector.collect(items, plan, r.limit(), table.positionAttributes(index),
                new CapacityUnits.PageMeter(table.name(), index, r.consistentRead()));
    }

    /** Which segment a partition belongs to. */
    static int segment(PartitionValue partition, int totalSegments) {
        int h = partition.segmentHash();
        h ^= h >>> 16;
        h *= 0x45d9f3b;
        h ^= h >>> 16;
        return Math.floorMod(h, totalSegments);
    }

    /** The items of the partitions of one segment (or all), resuming after a start entry. */
    private static final class SegmentItems implements Iterator<StoredItem> {
        private final Iterator<Map.Entry<PartitionValue, NavigableMap<EntryKey, StoredItem>>> partitions;
        private final Integer segment;
        private final Integer total;
        private EntryKey start;
        private Iterator<StoredItem> current = Collections.emptyIterator();

        SegmentItems(NavigableMap<PartitionValue, NavigableMap<EntryKey, StoredItem>> partitions, EntryKey start,
                Integer segment, Integer total) {
            this.partitions = partitions.entrySet().iterator();
            this.start = start;
            this.segment = segment;
            this.total = total;
        }

        @Override
        public boolean hasNext() {
            while (!current.hasNext() && partitions.hasNext()) {
                Map.Entry<PartitionValue, NavigableMap<EntryKey, StoredItem>> p = partitions.next();
                NavigableMap<EntryKey, StoredItem> items = start == null ? p.getValue()
                        : p.getValue().tailMap(start, false);
                start = null;
                if (segment == null || segment(p.getKey(), total) == segment) {
                    current = items.values().iterator();
                }
            }
            return current.hasNext();
        }

        @Override
        public StoredItem next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return current.next();
        }
    }
}
