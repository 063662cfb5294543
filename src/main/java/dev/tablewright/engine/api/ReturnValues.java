package dev.tablewright.engine.api;

/** What a write returns of the item. */
public enum ReturnValues {
    NONE, ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATED_NEW
}
