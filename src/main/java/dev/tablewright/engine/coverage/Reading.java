package dev.tablewright.engine.coverage;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * What one request of a read pattern does on the sample data: how DynamoDB serves it, how many
 * items it reads (before the filter, as DynamoDB counts them) and returns, and whose items they are.
 *
 * @param index    the index read, or empty for the base table
 * @param entities the entities whose items it returns, in the table's entity order
 * @param error    why it could not run (a key condition that does not parse, an engine refusal), or empty
 */
public record Reading(Access access, Optional<String> index, int read, int returned, Set<String> entities,
        String error) {
    /** How the request finds its items. */
    public enum Access {
        GET_ITEM, QUERY, SCAN, NOT_RUN
    }

    public Reading {
        entities = Collections.unmodifiableSet(new LinkedHashSet<>(entities));
        error = error == null ? "" : error;
    }

    static Reading failed(String why) {
        return new Reading(Access.NOT_RUN, Optional.empty(), 0, 0, Set.of(), why);
    }

    /** Items read and dropped by the filter. */
    public int discarded() {
        return read - returned;
    }
}
