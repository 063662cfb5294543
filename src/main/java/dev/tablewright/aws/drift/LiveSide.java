package dev.tablewright.aws.drift;

import dev.tablewright.engine.drift.Conformance;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;

/**
 * A live table read for a diff.
 *
 * @param design      the table as DescribeTable and the settings' calls give it, a setting that could not
 *                    be read holding the model's value
 * @param notes       each setting not compared, and why ("point-in-time recovery not read: …")
 * @param conformance how the sampled items follow the model's templates; empty when no item was asked for
 * @param cancelled   whether the sample was stopped before it was complete
 */
public record LiveSide(TableDesign design, List<String> notes, Optional<Conformance> conformance, boolean cancelled) {
    public LiveSide {
        notes = List.copyOf(notes);
    }
}
