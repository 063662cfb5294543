package dev.tablewright.engine.drift;

import dev.tablewright.engine.diff.DiffResult;
import java.util.List;
import java.util.Optional;

/**
 * A diff with a live table or a template on one side: the design's changes, the notes on what was not
 * compared (a setting the endpoint does not answer), and, for a live side, how its sampled items follow
 * the model's key templates.
 */
public record DriftReport(DiffResult diff, List<String> notes, Optional<Conformance> conformance) {
    public DriftReport {
        notes = List.copyOf(notes);
    }

    public static DriftReport of(DiffResult diff) {
        return new DriftReport(diff, List.of(), Optional.empty());
    }

    /** No design change and every sampled item as the templates give it. */
    public boolean isSame() {
        return diff.isSame() && conformance.map(Conformance::isClean).orElse(true);
    }
}
