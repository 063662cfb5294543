package dev.tablewright.ui.reverse;

/** Where the items to reverse come from. */
public enum ReverseSource {
    /** A sample of a live table on a DynamoDB Local or AWS connection. */
    LIVE,
    /** A table of the open model that has items but no entities (a plain Workbench export). */
    MODEL
}
