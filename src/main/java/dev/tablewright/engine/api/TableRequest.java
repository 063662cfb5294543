package dev.tablewright.engine.api;

/**
 * A request on one table, or one of its indexes, named in the request itself (all but the
 * multi-item operations, whose entries name their tables, and PartiQL, whose statement does): what
 * a caller needs to show the answer under the table's keys without knowing the operation.
 */
public interface TableRequest {
    String table();

    /** The index read, or null for the table. */
    default String index() {
        return null;
    }
}
