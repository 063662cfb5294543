package dev.tablewright.aws.commit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A whole commit: each chosen table's outcome (those not reached too), the totals, whether it was
 * cancelled, and the step that stopped it when one failed.
 *
 * @param mode    what the commit was told to do with existing tables (it decides the next step to advise)
 * @param failure the step given up on; empty when none was
 */
public record CommitReport(ExistingTables mode, List<TableCommit> tables, Duration elapsed, boolean cancelled,
        Optional<CommitFailure> failure) {
    /** What to do to finish a commit that did not end complete. */
    public enum Next {
        /** Nothing: it is complete. */
        NOTHING,
        /** Commit again resuming ({@link ExistingTables#RESUME}): writes what is missing, deletes nothing. */
        RESUME,
        /** The same commit again: a table to replace was not deleted, so resuming would keep its old items. */
        AGAIN
    }

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

    /** The model's items not in the tables as the model has them: failed, or not sent (cancelled, stopped). */
    public long notWritten() {
        return tables.stream().mapToLong(TableCommit::notWritten).sum();
    }

    /** Every table ready and every item written, nothing cancelled or failed. */
    public boolean complete() {
        return !cancelled && failure.isEmpty() && tables.stream().allMatch(TableCommit::complete);
    }

    public Next next() {
        if (complete()) {
            return Next.NOTHING;
        }
        boolean oldItemsKept = mode == ExistingTables.REPLACE && tables.stream().anyMatch(t ->
                t.action() == TableCommit.Action.REPLACED && t.stage() == TableCommit.Stage.UNTOUCHED);
        return oldItemsKept ? Next.AGAIN : Next.RESUME;
    }

    /**
     * Where every table stands, for a commit that did not end complete: "Movies was deleted and created
     * again; 0 of 49 items written; Orders was not created; 0 of 3 items written".
     */
    public String whereThingsStand() {
        return tables.stream().map(TableCommit::state).collect(Collectors.joining("; "));
    }

    /**
     * For a commit that did not end complete, what stopped it and where every table stands, without the
     * next step (each front end words that its own way): "creating Movies failed after 12 attempts
     * (Internal server error); Movies was deleted but not created again; 0 of 49 items written".
     */
    public String stopped() {
        String why = failure.map(CommitFailure::sentence).orElse(cancelled ? "cancelled" : String.format(Locale.ROOT,
                "%,d item%s not written", notWritten(), notWritten() == 1 ? "" : "s"));
        return why + "; " + whereThingsStand();
    }

    /**
     * The report for a person, one line per table (what happened, written, retried, failed, and for a
     * commit that did not end complete, not written) with its indexes added, notes, items left out and
     * errors indented under it; then what stopped it and where things stand; then {@link #summary()}.
     */
    public String text() {
        List<String> lines = new ArrayList<>();
        for (TableCommit t : tables) {
            lines.add(String.format(Locale.ROOT, "%s: %s · %,d items written%s · %,d retried · %,d failed%s",
                    t.table(), t.outcome(), t.items().written(), t.alreadyThere() > 0
                            ? String.format(Locale.ROOT, " · %,d already there", t.alreadyThere()) : "",
                    t.items().retried(), t.items().failed(), t.complete() ? ""
                            : String.format(Locale.ROOT, " · %,d not written", t.notWritten())));
            t.indexesAdded().forEach(i -> lines.add("  index added: " + i));
            t.settings().forEach(o -> lines.add("  setting: " + o.line()));
            t.vectorIndexes().forEach(o -> lines.add("  " + o.line()));
            t.notes().forEach(n -> lines.add("  note: " + n));
            t.refused().forEach(r -> lines.add("  left out (DynamoDB would refuse it): " + r));
            t.items().errors().forEach(e -> lines.add("  error: " + e));
        }
        if (!complete()) {
            lines.add("Stopped: " + stopped() + ".");
        }
        lines.add(summary());
        return String.join("\n", lines);
    }

    /** "3 tables · 1,204 items written · 12 retried · 0 failed · 2.4 s", with what was not written when some was */
    public String summary() {
        return String.format(Locale.ROOT, "%d table%s · %,d items written · %,d retried · %,d failed%s · %.1f s%s%s",
                tables.size(), tables.size() == 1 ? "" : "s", written(), retried(), failed(),
                complete() ? "" : String.format(Locale.ROOT, " · %,d not written", notWritten()),
                elapsed.toMillis() / 1000.0, cancelled ? " · cancelled" : "", failure.isPresent() ? " · failed" : "");
    }
}
