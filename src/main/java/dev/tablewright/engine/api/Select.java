package dev.tablewright.engine.api;

/** What a Query or Scan returns. */
public enum Select {
    ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, SPECIFIC_ATTRIBUTES, COUNT
}
