package dev.tablewright.operation.drift;

import dev.tablewright.aws.drift.LiveDrift;
import dev.tablewright.aws.drift.LiveSide;
import dev.tablewright.engine.diff.DesignOnly;
import dev.tablewright.engine.diff.DiffResult;
import dev.tablewright.engine.diff.ModelDiff;
import dev.tablewright.engine.drift.DriftReport;
import dev.tablewright.format.diff.SideFile;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Compares two sides of which either may be a model, a template or a live table. A template or a
 * live table holds only designs, so its tables take the model's entities, templates and items
 * ({@link DesignOnly}); a live side is one table, the model side narrowed to the table of its name
 * (or {@code modelTable}), and up to {@code sample} of its items are checked against that table's
 * key templates.
 */
public final class DriftComparison {
    /** A side once read: its tables and whether they are designs only. */
    private record Read(DataModel model, boolean designOnly, boolean terraform, String label) {
        /** This side's tables with what they cannot hold taken from {@code other}'s. */
        DataModel carried(DataModel other) {
            return terraform ? DesignOnly.carryTerraform(model, other) : DesignOnly.carry(model, other);
        }
    }

    private final Optional<String> modelTable;
    private final int sample;
    private final Consumer<LiveDrift.Progress> progress;
    private final BooleanSupplier stop;
    private final List<String> warnings = new ArrayList<>();

    /**
     * @param modelTable the model's table a live table is compared with, when their names differ
     * @param sample     how many live items to check against the templates (0: none)
     */
    public DriftComparison(Optional<String> modelTable, int sample, Consumer<LiveDrift.Progress> progress,
            BooleanSupplier stop) {
        if (sample < 0) {
            throw new IllegalArgumentException("--sample must be 0 or more, not " + sample);
        }
        this.modelTable = modelTable;
        this.sample = sample;
        this.progress = progress;
        this.stop = stop;
    }

    /**
     * @throws UnreadableSide when a side cannot be read
     * @throws dev.tablewright.engine.api.DynamoException when DynamoDB refuses a live side's read
     */
    public DriftOutcome compare(DriftSide old, DriftSide now) {
        boolean oldLive = old instanceof DriftSide.LiveTable;
        boolean newLive = now instanceof DriftSide.LiveTable;
        if (oldLive && newLive) {
            throw new IllegalArgumentException("one side must be a model or template file: two live tables are not compared");
        }
        if (oldLive || newLive) {
            DriftSide.LiveTable live = (DriftSide.LiveTable) (oldLive ? old : now);
            return withLive(read(oldLive ? now : old), live, oldLive);
        }
        if (modelTable.isPresent()) {
            throw new IllegalArgumentException("--model-table names the model's table a live table is compared with;"
                    + " neither side is a live table");
        }
        Read a = read(old);
        Read b = read(now);
        DataModel before = a.designOnly() && !b.designOnly() ? a.carried(b.model()) : a.model();
        DataModel after = b.designOnly() && !a.designOnly() ? b.carried(a.model()) : b.model();
        List<String> notes = new ArrayList<>();
        for (Read side : List.of(a, b)) {
            Read other = side == a ? b : a;
            if (side.terraform() && !other.designOnly() && saysWhatTerraformCannot(other.model())) {
                notes.add(side.label() + ": a replica's table class, read units and on-demand maximum are not compared"
                        + " (Terraform's replica block cannot say them)");
            }
        }
        return new DriftOutcome(new DriftReport(ModelDiff.compare(before, after), notes, Optional.empty()), a.label(),
                b.label(), warnings, false);
    }

    private static boolean saysWhatTerraformCannot(DataModel model) {
        return model.tables().stream().flatMap(t -> t.settings().replication().replicas().stream()).anyMatch(r ->
                r.tableClass().isPresent() || r.readUnits().isPresent() || r.maxReadRequestUnits().isPresent()
                        || r.indexes().stream().anyMatch(i -> i.readUnits().isPresent() || i.maxReadRequestUnits().isPresent()));
    }

    private DriftOutcome withLive(Read file, DriftSide.LiveTable live, boolean liveIsOld) {
        String name = modelTable.orElse(live.table());
        TableDesign table = file.model().table(name).orElseThrow(() -> new UnreadableSide("no table " + name + " in "
                + file.label() + "; it has: " + file.model().tables().stream().map(TableDesign::name)
                .collect(Collectors.joining(", ")) + (modelTable.isEmpty() ? " (--model-table names another)" : "")));
        TableDesign model = table.withName(live.table());
        List<String> notes = new ArrayList<>();
        int items = sample;
        if (sample > 0 && model.entities().isEmpty()) {
            notes.add("the live items were not sampled: " + file.label() + "'s table " + name
                    + " has no entities whose key templates they could follow");
            items = 0;
        }
        LiveSide side = LiveDrift.read(live.gateway(), live.table(), model, items, progress, stop)
                .orElseThrow(() -> new UnreadableSide("no table " + live.table() + " at " + live.gateway().displayName()));
        notes.addAll(side.notes());
        DataModel modelSide = DataModel.of(file.model().name(), List.of(model));
        DataModel liveSide = DataModel.of(live.table(), List.of(DesignOnly.carry(side.design(), model)));
        DiffResult diff = liveIsOld ? ModelDiff.compare(liveSide, modelSide) : ModelDiff.compare(modelSide, liveSide);
        String modelLabel = file.label() + (name.equals(live.table()) ? "" : " (table " + name + ")");
        DriftReport report = new DriftReport(diff, notes, side.conformance());
        return liveIsOld ? new DriftOutcome(report, live.label(), modelLabel, warnings, side.cancelled())
                : new DriftOutcome(report, modelLabel, live.label(), warnings, side.cancelled());
    }

    private Read read(DriftSide side) {
        if (side instanceof DriftSide.Model m) {
            return new Read(m.model(), false, false, m.label());
        }
        SideFile file = SideFile.read(((DriftSide.File) side).file());
        if (file.model().isEmpty()) {
            throw new UnreadableSide(file.failure(), file.problems().stream().map(Object::toString).toList(),
                    file.ranOutOfMemory());
        }
        warnings.addAll(file.warnings());
        return new Read(file.model().get(), file.designOnly(), file.kind() == SideFile.Kind.TERRAFORM, side.label());
    }
}
