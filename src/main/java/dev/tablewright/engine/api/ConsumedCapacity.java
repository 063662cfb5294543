package dev.tablewright.engine.api;

import java.util.List;

/**
 * The capacity units a request consumed on one table, as DynamoDB reports it when asked for
 * {@code ReturnConsumedCapacity: TOTAL}: the table's name and its units (read and write parts where
 * the operation reports them separately, else zero).
 */
public record ConsumedCapacity(String table, double capacityUnits, double readCapacityUnits,
        double writeCapacityUnits) {

    /** The sum over a request's tables: what a result line shows. */
    public static double total(List<ConsumedCapacity> consumed) {
        return consumed.stream().mapToDouble(ConsumedCapacity::capacityUnits).sum();
    }
}
