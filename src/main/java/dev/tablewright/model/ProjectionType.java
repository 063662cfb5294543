package dev.tablewright.model;

/** What a secondary index copies from the table besides the keys. */
public enum ProjectionType {
    ALL, KEYS_ONLY, INCLUDE
}
