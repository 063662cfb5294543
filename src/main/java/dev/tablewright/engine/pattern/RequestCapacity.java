package dev.tablewright.engine.pattern;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The capacity units one request of an access pattern consumes on the sample data: read units (4 KB,
 * half for an eventually consistent read, doubled in a transaction) and write units (1 KB per item,
 * plus each index entry the item lands in; doubled in a transaction).
 *
 * @param perItem            true for the batch and transaction forms, whose requests name as many items
 *                           as the application puts in them: the units are for each item
 * @param globalIndexWrites  of {@code writeUnits}, each GSI's part by name (the entry the write adds to
 *                           it; a GSI the item has no keys for is absent), as DynamoDB reports it for
 *                           ReturnConsumedCapacity INDEXES; empty when not measured
 */
public record RequestCapacity(double readUnits, double writeUnits, boolean perItem,
        Optional<Map<String, Double>> globalIndexWrites) {

    public RequestCapacity {
        globalIndexWrites = globalIndexWrites == null ? Optional.empty()
                : globalIndexWrites.map(m -> Collections.unmodifiableMap(new TreeMap<>(m)));
    }

    /** Without the split of the writes between the table and its GSIs. */
    public RequestCapacity(double readUnits, double writeUnits, boolean perItem) {
        this(readUnits, writeUnits, perItem, Optional.empty());
    }

    /** Each GSI's part of the write units, by name: none for a read, empty when a write's split is not known. */
    public Optional<Map<String, Double>> writesByIndex() {
        return writeUnits == 0 ? Optional.of(Map.of()) : globalIndexWrites;
    }
}
