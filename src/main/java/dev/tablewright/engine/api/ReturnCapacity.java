package dev.tablewright.engine.api;

/**
 * What a request's {@code ReturnConsumedCapacity} asks for. Both gateways report at least the total
 * whatever is asked (the window shows it under every answer); INDEXES adds the figures of the table
 * and of each index the request read or wrote.
 */
public enum ReturnCapacity {
    NONE, TOTAL, INDEXES
}
