package dev.tablewright.engine.api;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The capacity units a request consumed on one table, as DynamoDB reports it: the table's name and
 * its units (read and write parts where the operation reports them separately, else zero) and, when
 * the request asked {@code ReturnConsumedCapacity: INDEXES}, the same split between the table itself
 * and each index it read or wrote.
 *
 * @param tableCapacity the table's own part, or null when the request asked for the total only
 * @param globalIndexes each GSI's part, by name (empty when none or not asked)
 * @param localIndexes  each LSI's part, by name (empty when none or not asked)
 */
public record ConsumedCapacity(String table, double capacityUnits, double readCapacityUnits,
        double writeCapacityUnits, Capacity tableCapacity, Map<String, Capacity> globalIndexes,
        Map<String, Capacity> localIndexes) {

    public ConsumedCapacity {
        globalIndexes = Collections.unmodifiableMap(new TreeMap<>(globalIndexes == null ? Map.of() : globalIndexes));
        localIndexes = Collections.unmodifiableMap(new TreeMap<>(localIndexes == null ? Map.of() : localIndexes));
    }

    /** The total only (what ReturnConsumedCapacity TOTAL reports). */
    public ConsumedCapacity(String table, double capacityUnits, double readCapacityUnits, double writeCapacityUnits) {
        this(table, capacityUnits, readCapacityUnits, writeCapacityUnits, null, Map.of(), Map.of());
    }

    /** DynamoDB's Capacity: the units one table or index consumed. */
    public record Capacity(double capacityUnits, double readCapacityUnits, double writeCapacityUnits) {
        public static Capacity of(double capacityUnits) {
            return new Capacity(capacityUnits, 0, 0);
        }
    }

    /** Whether the table's and the indexes' parts are given (the request asked for INDEXES). */
    public boolean byIndex() {
        return tableCapacity != null;
    }

    /** The same total without the parts. */
    public ConsumedCapacity totalOnly() {
        return new ConsumedCapacity(table, capacityUnits, readCapacityUnits, writeCapacityUnits);
    }

    /** What a request that asked so reports: the parts for INDEXES, else the total only. */
    public static List<ConsumedCapacity> asked(List<ConsumedCapacity> consumed, ReturnCapacity asked) {
        return asked == ReturnCapacity.INDEXES ? consumed : consumed.stream().map(ConsumedCapacity::totalOnly).toList();
    }

    /** The sum over a request's tables: what a result line shows. */
    public static double total(List<ConsumedCapacity> consumed) {
        return consumed.stream().mapToDouble(ConsumedCapacity::capacityUnits).sum();
    }
}
