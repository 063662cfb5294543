package dev.tablewright.aws.commit;

import java.time.Duration;

/**
 * Where a commit is: the table and step under way, the items written of all to write, and the rate.
 *
 * @param step "creating", "waiting for ACTIVE", "adding index GSI2", "writing items" …
 */
public record CommitProgress(String table, String step, long written, long total, Duration elapsed) {
    public double itemsPerSecond() {
        return elapsed.isZero() ? 0 : written / (elapsed.toNanos() / 1e9);
    }

    /** "Movies: writing items · 1,200/5,000 items · 2,345 items/s · 3,800 left", or "Movies: creating". */
    public String line() {
        String head = table + ": " + step;
        return step.equals("writing items") ? String.format(java.util.Locale.ROOT,
                "%s · %,d/%,d items · %,.0f items/s · %,d left", head, written, total, itemsPerSecond(), remaining())
                : head;
    }

    public long remaining() {
        return Math.max(0, total - written);
    }
}
