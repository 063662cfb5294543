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

    public long remaining() {
        return Math.max(0, total - written);
    }
}
