package dev.tablewright.engine.migrate;

import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.diff.DesignOnly;
import dev.tablewright.engine.diff.ModelDiff;
import dev.tablewright.engine.drift.ConformanceCheck;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;

/**
 * One table a migration leaves, as read live and checked against TO.
 *
 * @param toTable   TO's name of the table
 * @param liveTable the name it is live under ({@code Movies-v2} for TO's {@code Movies})
 * @param design    how the live table's keys, indexes and settings differ from TO's, TO the old side and the
 *                  live table the new, indexes under TO's names; empty when they are TO's
 * @param notes     each setting the endpoint did not answer and so was not compared
 * @param items     every item read, checked against TO's templates; empty when TO's table has no entities
 *                  whose templates they could follow (a note says so)
 * @param complete  false when the scan was stopped before its last page: the counts are then partial
 */
public record VerifiedTable(String toTable, String liveTable, List<Change> design, List<String> notes,
        Optional<ConformanceCheck.Items> items, boolean complete) {
    public VerifiedTable {
        design = List.copyOf(design);
        notes = List.copyOf(notes);
    }

    /**
     * The live design against TO's table, as {@code diff} compares a live side: the live design takes what
     * a design cannot hold (entities, templates, patterns, items) from TO's table ({@link DesignOnly}).
     *
     * @param live the live table's design under TO's names ({@link PlanNames#underToNames})
     */
    public static List<Change> designChanges(TableDesign live, TableDesign to) {
        DataModel want = DataModel.of(to.name(), List.of(to));
        DataModel got = DataModel.of(to.name(), List.of(DesignOnly.carry(live, to)));
        return ModelDiff.compare(want, got).changes();
    }

    /** Whether the design is TO's and every item read belongs to an entity and matches its templates. */
    public boolean matches() {
        return design.isEmpty() && items.map(ConformanceCheck.Items::matches).orElse(true) && complete;
    }
}
