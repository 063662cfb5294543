package dev.tablewright.engine.migrate;

import dev.tablewright.engine.diff.Pairing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;

/**
 * Plans the migration of tables from one design to the next (issue 27 §2). Tables are paired as the
 * diff pairs them (by name, a clear rename as a rename), or one to one when each side has a single
 * table (a live table and the model meant for it). A table whose keys or LSIs change is replaced (DynamoDB
 * fixes both at creation): a new table, a copy, and the old table's removal as a step of its own that is
 * confirmed; any other table changes in place ({@link InPlaceSteps}).
 */
public final class MigrationPlanner {
    private MigrationPlanner() {
    }

    public static MigrationPlan plan(DataModel from, DataModel to, PlanFacts facts) {
        List<TablePlan> tables = new ArrayList<>();
        List<Refusal> refusals = new ArrayList<>();
        List<Pairing.Pair<TableDesign>> pairs = from.tables().size() == 1 && to.tables().size() == 1
                ? List.of(new Pairing.Pair<>(from.tables().get(0), to.tables().get(0)))
                : Pairing.pair(from.tables(), to.tables(), TableDesign::name, (a, b) -> a.withName(b.name()).equals(b));
        for (Pairing.Pair<TableDesign> p : pairs) {
            TableDesign was = p.before();
            TableDesign now = p.after();
            if (was == null) {
                tables.add(new TablePlan(now.name(), Optional.of(0L), "a new table holds no items",
                        List.of(createTable(now.name(), now, now.name(), "The new design adds table " + now.name() + ".",
                                Reversal.by("delete table " + now.name() + "; it holds no items yet")))));
                continue;
            }
            ItemCount count = ItemCount.of(was, now, facts);
            StepEstimates estimates = new StepEstimates(now != null ? now : was, count.items(), count.basis(), facts,
                    facts.liveSamples().getOrDefault(was.name(), List.of()));
            List<MigrationStep> steps;
            if (now == null) {
                steps = List.of(deleteTable(was, "The new design has no table " + was.name() + "."));
            } else if (replaced(was, now)) {
                steps = replacement(was, now, estimates);
            } else {
                steps = new InPlaceSteps(was, now, estimates).steps(refusals);
            }
            tables.add(new TablePlan(was.name(), count.items(), count.basis(), steps));
        }
        return new MigrationPlan(tables, refusals);
    }

    /** DynamoDB sets a table's keys and its LSIs only when it creates the table. */
    static boolean replaced(TableDesign from, TableDesign to) {
        return !from.keySchema().equals(to.keySchema())
                || !new HashSet<>(from.localIndexes()).equals(new HashSet<>(to.localIndexes()));
    }

    private static List<MigrationStep> replacement(TableDesign from, TableDesign to, StepEstimates estimates) {
        String what = !from.keySchema().equals(to.keySchema())
                ? "keys change from " + from.keySchema().describe() + " to " + to.keySchema().describe()
                : "local secondary indexes change";
        boolean sameName = from.name().equals(to.name());
        String newTable = sameName ? to.name() + "-v2" : to.name();
        String why = "DynamoDB fixes a table's keys and LSIs when it creates the table, and the " + what
                + ": the new design is created as " + newTable
                + (sameName ? " (a table cannot be renamed)" : "") + ".";
        List<MigrationStep> steps = new ArrayList<>();
        steps.add(createTable(from.name(), to, newTable, why,
                Reversal.by("delete table " + newTable + "; " + from.name() + " is untouched")));
        steps.add(new MigrationStep.CopyItems(new MigrationStep.Common(from.name() + "/copy-items/" + newTable,
                from.name(), "Every item moves to " + newTable + " with the keys the new templates derive; "
                        + from.name() + " is only read.",
                Reversal.by("delete table " + newTable + "; " + from.name() + " still holds every item"),
                estimates.copy()), newTable));
        steps.add(deleteTable(from, "Once the application reads and writes " + newTable + ", " + from.name()
                + " only costs storage" + (from.settings().deletionProtection()
                        ? "; its deletion protection is turned off first" : "") + "."));
        return steps;
    }

    private static MigrationStep createTable(String table, TableDesign design, String newTable, String why,
            Reversal reversal) {
        return new MigrationStep.CreateTable(new MigrationStep.Common(table + "/create-table/" + newTable, table, why,
                reversal, Estimate.nothing("creating a table writes no item")), newTable, design.name(),
                design.keySchema().describe(), design.localIndexes().stream().map(LocalSecondaryIndex::name).toList());
    }

    private static MigrationStep deleteTable(TableDesign table, String why) {
        return new MigrationStep.DeleteTable(new MigrationStep.Common(table.name() + "/delete-table/" + table.name(),
                table.name(), why, Reversal.not("its items are gone for good; take an on-demand backup first to keep "
                        + "them"), Estimate.nothing("deleting a table writes no item")));
    }
}
