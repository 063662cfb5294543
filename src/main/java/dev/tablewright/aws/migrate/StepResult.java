package dev.tablewright.aws.migrate;

import java.util.List;
import java.util.Locale;

/**
 * What became of one step in a run. A scan step's counts are the step's over every run of the journal
 * (a resumed step counts what the runs before did too).
 *
 * @param itemsRead         items a scan step read (0 for the others)
 * @param itemsWritten      items it wrote (updated, put or moved)
 * @param itemsAlreadyRight items that already held what the step writes: nothing written
 * @param problems          items the step could not carry, one line each (the first few), and their count
 *                          in the message
 * @param message           one line: what was done, or why not
 */
public record StepResult(String stepId, Status status, long itemsRead, long itemsWritten, long itemsAlreadyRight,
        List<String> problems, String message) {

    public enum Status {
        /** Done in this run. */
        DONE,
        /** Done by an earlier run (the journal says so): skipped. */
        ALREADY_DONE,
        FAILED,
        /** Stopped by the user; the journal holds what was finished. */
        CANCELLED,
        /** A deletion the user did not confirm: not run, and the run stops there. */
        NOT_CONFIRMED,
        /** Not reached: an earlier step stopped the run. */
        NOT_RUN
    }

    public StepResult {
        problems = List.copyOf(problems);
    }

    public static StepResult of(String stepId, Status status, String message) {
        return new StepResult(stepId, status, 0, 0, 0, List.of(), message);
    }

    /** True for DONE and ALREADY_DONE: the step's work is there. */
    public boolean done() {
        return status == Status.DONE || status == Status.ALREADY_DONE;
    }

    /** "done", "already done" … */
    public String statusName() {
        return status.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
