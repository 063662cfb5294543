package dev.tablewright.ui.migrate;

import dev.tablewright.engine.migrate.DryRunResult;
import java.util.List;

/** One check of a dry run, as the Migration dialog lists it: what is checked, whether it holds, the differences. */
public record CheckRow(String check, boolean holds, List<String> differences) {
    public CheckRow {
        differences = List.copyOf(differences);
    }

    /** The four checks of {@code migrate dry-run}, in its order. */
    static List<CheckRow> of(DryRunResult r) {
        return List.of(new CheckRow("Every step applies to the sample items", r.steps().isEmpty(), r.steps()),
                new CheckRow("The migrated items are what the new design derives", r.items().isEmpty(), r.items()),
                new CheckRow("The migrated design is the new design", r.design().isEmpty(), r.design()),
                new CheckRow("Every access pattern returns what it returns on the new design's own items",
                        r.patterns().isEmpty(), r.patterns()));
    }

    /** "holds: Every step applies…", "FAILS: …" with its differences. */
    public String line() {
        return (holds ? "holds: " : "FAILS: ") + check + (holds ? "" : " (" + differences.size() + ")");
    }
}
