package dev.tablewright.aws.migrate;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * How a run of a plan ended: each step's result, in plan order, and where the journal is.
 *
 * @param message one line: why the run was refused, stopped or failed; what it did when completed
 */
public record ApplyReport(Status status, List<StepResult> steps, Path journal, String message) {

    public enum Status {
        /** Every step done (in this run or an earlier one). */
        COMPLETED,
        /** Stopped by the user: the journal holds every finished step and page. */
        CANCELLED,
        /** A step failed or was not confirmed: the steps after it were not run. */
        FAILED,
        /** Nothing was run: the plan, the connection or the journal does not allow it. */
        REFUSED
    }

    public ApplyReport {
        steps = List.copyOf(steps);
        message = message == null ? "" : message;
    }

    static ApplyReport refused(Path journal, String why) {
        return new ApplyReport(Status.REFUSED, List.of(), journal, why);
    }

    /** The human report: each step's line, where things stand, how to go on. */
    public String render() {
        StringBuilder b = new StringBuilder();
        if (status == Status.REFUSED) {
            return b.append("Refused: ").append(message).append("\nNothing was written.\n").toString();
        }
        for (int i = 0; i < steps.size(); i++) {
            StepResult r = steps.get(i);
            b.append(String.format(Locale.ROOT, "%2d. %-13s %s", i + 1, r.statusName(), r.stepId()));
            if (r.itemsRead() > 0 || r.itemsWritten() > 0 || r.itemsAlreadyRight() > 0) {
                b.append(String.format(Locale.ROOT, " (%,d read, %,d written, %,d already right)", r.itemsRead(),
                        r.itemsWritten(), r.itemsAlreadyRight()));
            }
            if (!r.message().isEmpty()) {
                b.append(": ").append(r.message());
            }
            b.append('\n');
            r.problems().forEach(p -> b.append("      ").append(p).append('\n'));
        }
        long done = steps.stream().filter(StepResult::done).count();
        b.append(switch (status) {
            case COMPLETED -> "Completed: all " + steps.size() + " steps done.";
            case CANCELLED -> "Cancelled: " + done + " of " + steps.size() + " steps done.";
            default -> "Failed: " + done + " of " + steps.size() + " steps done.";
        });
        if (!message.isEmpty()) {
            b.append(' ').append(message);
        }
        b.append('\n');
        if (status != Status.COMPLETED) {
            b.append("The journal ").append(journal).append(" holds what is finished; run again with --resume to"
                    + " continue where it stopped.\n");
        }
        return b.toString();
    }
}
