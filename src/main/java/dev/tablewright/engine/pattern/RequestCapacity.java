package dev.tablewright.engine.pattern;

/**
 * The capacity units one request of an access pattern consumes on the sample data: read units (4 KB,
 * half for an eventually consistent read, doubled in a transaction) and write units (1 KB per item,
 * plus each index entry the item lands in; doubled in a transaction).
 *
 * @param perItem true for the batch and transaction forms, whose requests name as many items as the
 *                application puts in them: the units are for each item
 */
public record RequestCapacity(double readUnits, double writeUnits, boolean perItem) {
}
