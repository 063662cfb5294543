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

    /**
     * The report for a person, one line per table (what happened, written, retried, failed) with its
     * indexes added, notes, items left out and errors indented under it, then {@link #summary()}.
     */
    public String text() {
        List<String> lines = new java.util.ArrayList<>();
        for (TableCommit t : tables) {
            lines.add(String.format(java.util.Locale.ROOT, "%s: %s · %,d items written · %,d retried · %,d failed",
                    t.table(), t.action().name().toLowerCase(java.util.Locale.ROOT), t.items().written(),
                    t.items().retried(), t.items().failed()));
            t.indexesAdded().forEach(i -> lines.add("  index added: " + i));
            t.notes().forEach(n -> lines.add("  note: " + n));
            t.refused().forEach(r -> lines.add("  left out (DynamoDB would refuse it): " + r));
            t.items().errors().forEach(e -> lines.add("  error: " + e));
        }
        lines.add(summary());
        return String.join("\n", lines);
    }

    /** "3 tables · 1,204 items written · 12 retried · 0 failed · 2.4 s" */
    public String summary() {
        return String.format("%d table%s · %,d items written · %,d retried · %,d failed · %.1f s%s", tables.size(),
                tables.size() == 1 ? "" : "s", written(), retried(), failed(), elapsed.toMillis() / 1000.0,
                cancelled ? " · cancelled" : "");
    }
}
