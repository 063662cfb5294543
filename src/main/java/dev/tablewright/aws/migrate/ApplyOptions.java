package dev.tablewright.aws.migrate;

import java.util.Set;

/**
 * How a plan is applied.
 *
 * @param writers            parallel writers (and scan segments) of a scan step; at least 1
 * @param maxWritesPerSecond writes per second over all writers; 0 = no limit
 * @param confirmedDeletions the ids of the deletion steps the user confirmed (typed the name, or --yes);
 *                           a deletion not among them stops the run there
 * @param resume             continue the journal of an earlier run; without it, an existing journal refuses
 */
public record ApplyOptions(int writers, double maxWritesPerSecond, Set<String> confirmedDeletions, boolean resume) {
    public static final int DEFAULT_WRITERS = 4;

    public ApplyOptions {
        if (writers < 1) {
            throw new IllegalArgumentException("writers must be at least 1, not " + writers);
        }
        if (maxWritesPerSecond < 0 || Double.isNaN(maxWritesPerSecond)) {
            throw new IllegalArgumentException("the write rate must be 0 (no limit) or more, not " + maxWritesPerSecond);
        }
        confirmedDeletions = Set.copyOf(confirmedDeletions);
    }

    /** Four writers, no write limit, nothing confirmed, no resume. */
    public static ApplyOptions defaults() {
        return new ApplyOptions(DEFAULT_WRITERS, 0, Set.of(), false);
    }

    public ApplyOptions withConfirmed(Set<String> stepIds) {
        return new ApplyOptions(writers, maxWritesPerSecond, stepIds, resume);
    }

    public ApplyOptions withResume(boolean value) {
        return new ApplyOptions(writers, maxWritesPerSecond, confirmedDeletions, value);
    }
}
