package dev.tablewright.aws.commit;

import java.util.List;

/**
 * @param tables   the model's tables to commit; empty for all of them
 * @param existing what to do with a table that already exists
 * @param writers  BatchWriteItem calls in flight at once (bounded parallelism)
 */
public record CommitOptions(List<String> tables, ExistingTables existing, int writers, Backoff backoff) {
    public static final int DEFAULT_WRITERS = 8;

    public CommitOptions {
        tables = List.copyOf(tables);
        if (writers < 1 || writers > 64) {
            throw new IllegalArgumentException("writers must be between 1 and 64, not " + writers);
        }
    }

    public static CommitOptions of(List<String> tables, ExistingTables existing) {
        return new CommitOptions(tables, existing, DEFAULT_WRITERS, Backoff.DEFAULT);
    }
}
