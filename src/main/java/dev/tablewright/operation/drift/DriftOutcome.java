package dev.tablewright.operation.drift;

import dev.tablewright.engine.drift.DriftReport;
import java.util.List;

/**
 * A drift comparison's result.
 *
 * @param warnings what of a template could not be read ("FILE: path: warning: …"), for standard error
 * @param cancelled whether a live sample was stopped before it was complete
 */
public record DriftOutcome(DriftReport report, String oldLabel, String newLabel, List<String> warnings,
        boolean cancelled) {
    public DriftOutcome {
        warnings = List.copyOf(warnings);
    }
}
