package dev.tablewright.ui.migrate;

import dev.tablewright.aws.migrate.ApplyReport;
import dev.tablewright.aws.migrate.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** An apply's report in the dialog's words: a line per step (its problems under it) and a status line. */
final class ApplyLines {
    /** Where a stopped run's progress is kept, said as the user needs it. */
    static final String JOURNAL = "the journal next to the plan records what is done";

    private ApplyLines() {
    }

    /** "1. done · Movies/backfill/Movie · 5 read, 5 written, 0 already right: …". */
    static List<String> steps(ApplyReport r) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < r.steps().size(); i++) {
            StepResult s = r.steps().get(i);
            StringBuilder b = new StringBuilder().append(i + 1).append(". ").append(s.statusName()).append(" · ")
                    .append(s.stepId());
            if (s.itemsRead() > 0 || s.itemsWritten() > 0 || s.itemsAlreadyRight() > 0) {
                b.append(String.format(Locale.ROOT, " · %,d read, %,d written, %,d already right", s.itemsRead(),
                        s.itemsWritten(), s.itemsAlreadyRight()));
            }
            if (!s.message().isEmpty()) {
                b.append(": ").append(s.message());
            }
            lines.add(b.toString());
            s.problems().forEach(p -> lines.add("    " + p));
        }
        return lines;
    }

    /** How the run ended and how to go on, in one line. */
    static String status(ApplyReport r) {
        long done = r.steps().stream().filter(StepResult::done).count();
        String of = done + " of " + r.steps().size() + " steps done";
        String more = r.message().isEmpty() ? "" : " " + r.message();
        switch (r.status()) {
            case COMPLETED:
                return "Completed: all " + r.steps().size() + " steps done." + more;
            case REFUSED:
                return "Refused: " + r.message() + ". Nothing was written.";
            case CANCELLED:
                return "Cancelled: " + of + "; Apply… again continues where it stopped (" + JOURNAL + ").";
            default:
                return "Failed: " + of + "." + more + " Apply… again continues where it stopped (" + JOURNAL + ").";
        }
    }
}
