package dev.tablewright.aws.commit;

import java.time.Duration;
import java.util.List;

/** A whole commit: each table's outcome, the totals, and whether it was cancelled before the end. */
public record CommitReport(List<TableCommit> tables, Duration elapsed, boolean cancelled) {
    public CommitReport {
        tables = List.copyOf(tables);
    }

    public long written() {
        return tables.stream().mapToLong(t -> t.items().written()).sum();
    }

    public long retried() {
        return tables.stream().mapToLong(t -> t.items().retried()).sum();
    }

    public long failed() {
        return tables.stream().mapToLong(t -> t.items().failed()).sum();
    }

    /** "3 tables · 1,204 items written · 12 retried · 0 failed · 2.4 s" */
    public String summary() {
        return String.format("%d table%s · %,d items written · %,d retried · %,d failed · %.1f s%s", tables.size(),
                tables.size() == 1 ? "" : "s", written(), retried(), failed(), elapsed.toMillis() / 1000.0,
                cancelled ? " · cancelled" : "");
    }
}
