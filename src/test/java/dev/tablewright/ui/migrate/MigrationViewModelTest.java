package dev.tablewright.ui.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.migrate.DryRun;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.format.migrate.PlanModels;
import dev.tablewright.format.migrate.PlanReader;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import dev.tablewright.ui.compare.PlanOrigin;
import dev.tablewright.ui.failure.Failure;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Plan migration… without a toolkit: the plan of two model files, re-estimated, dry-run and saved. */
class MigrationViewModelTest {
    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<Failure> failures = new ArrayList<>();
    private Path v1;
    private Path v2;

    @BeforeEach
    void samples() throws Exception {
        v1 = Files.copy(Path.of("sample-models/movies-actors.json"), dir.resolve("movies-actors.json"));
        v2 = Files.copy(Path.of("sample-models/movies-actors-v2.json"), dir.resolve("movies-actors-v2.json"));
    }

    private MigrationViewModel planned(Path from, Path to) {
        MigrationViewModel vm = new MigrationViewModel(new ImmediateTaskRunner(), dialogs, new PlanOrigin.ModelFile(from),
                to, c -> {
                    throw new AssertionError("two model files need no connection");
                }, failures::add);
        vm.start();
        return vm;
    }

    @Test
    void listsTheStepsWithTheirCostsAndTheDryRunHolds() {
        MigrationViewModel vm = planned(v1, v2);
        assertEquals("From movies-actors.json to movies-actors-v2.json", vm.headingProperty().get());
        assertEquals(List.of("backfill", "create-gsi"), vm.steps().stream().map(StepRow::kind).toList());
        StepRow backfill = vm.steps().get(0);
        assertEquals("Movies", backfill.table());
        assertEquals("Movies/backfill/Movie", backfill.id());
        assertTrue(backfill.reversible());
        assertEquals("undo: remove gsi4pk and gsi4sk from Movie's items", backfill.undo());
        assertTrue(vm.refusals().isEmpty());
        // The sample gives no item count: nothing is made up.
        assertEquals("not known", backfill.estimate());
        assertTrue(backfill.basis().startsWith("no item count is known: type one in Items, or set the table's expected "
                + "item count"), backfill.basis());
        assertEquals("Total: 2 steps; not estimated without an item count: type one in Items.",
                vm.totalsProperty().get());
        assertEquals("Table Movies: " + backfill.basis(), vm.tables().get(0));
        vm.itemsProperty().set("1000");
        assertTrue(vm.totalsProperty().get().startsWith("Total: 2 steps · "), vm.totalsProperty().get());
        assertTrue(vm.totalsProperty().get().endsWith(" at 1000 WCU/s"), vm.totalsProperty().get());
        assertEquals("Planned 2 steps.", vm.statusProperty().get());
        assertTrue(failures.isEmpty());

        assertTrue(vm.dryRunCommand().isExecutable());
        vm.dryRunCommand().execute();
        assertEquals(4, vm.checks().size());
        assertTrue(vm.checks().stream().allMatch(CheckRow::holds), vm.checks()::toString);
        assertEquals("holds: Every step applies to the sample items", vm.checks().get(0).line());
        assertEquals("The plan carries the sample items to exactly what the new design gives.",
                vm.verdictProperty().get());
        assertEquals("Dry run: every check holds.", vm.statusProperty().get());
    }

    @Test
    void aNewWriteRateOrItemCountEstimatesAgainAndAWrongOneSaysWhy() {
        MigrationViewModel vm = planned(v1, v2);
        vm.itemsProperty().set("2,000,000");
        assertEquals("Table Movies: 2,000,000 items (the item count given (the Items field))", vm.tables().get(0));
        vm.writeRateProperty().set("500");
        PlanFile plan = vm.planProperty().get();
        assertEquals(500.0, plan.writeRate());
        // The worked example of docs/migrations.md: 166,667 movies at 500 units per second.
        assertEquals("166,667 items · 40,145 RCU · 166,667 WCU · $0.11 · 5.6 min", vm.steps().get(0).estimate());
        assertEquals("166,667 items · 0 RCU · 166,667 WCU · $0.10 · at DynamoDB's pace", vm.steps().get(1).estimate());
        assertEquals("Total: 2 steps · 40,145 RCU · 333,334 WCU · $0.21 on demand · 5.6 min of writes at 500 WCU/s",
                vm.totalsProperty().get());

        vm.dryRunCommand().execute();
        assertFalse(vm.checks().isEmpty());
        vm.writeRateProperty().set("fast");
        assertNull(vm.planProperty().get());
        assertTrue(vm.steps().isEmpty());
        assertTrue(vm.checks().isEmpty(), "a dry run of another plan is not shown");
        assertEquals("The write rate is a positive number of write units per second, not \"fast\".",
                vm.statusProperty().get());
        assertFalse(vm.dryRunCommand().isExecutable());
        assertFalse(vm.saving().saveCommand().isExecutable());
        vm.writeRateProperty().set("0");
        assertNull(vm.planProperty().get());
        vm.writeRateProperty().set("1000");
        vm.itemsProperty().set("-3");
        assertNull(vm.planProperty().get());
        assertTrue(vm.statusProperty().get().startsWith("The item count is a whole number"), vm.statusProperty().get());
        vm.itemsProperty().set("");
        assertNotNull(vm.planProperty().get());
    }

    @Test
    void savesThePlanAtomicallyNamingTheModelsFromItsFolder() throws Exception {
        MigrationViewModel vm = planned(v1, v2);
        Path planFile = dir.resolve("plans").resolve("movies-plan.json");
        Files.createDirectories(planFile.getParent());
        dialogs.fileToSave = planFile;
        vm.saving().saveCommand().execute();
        assertEquals("movies-actors-v2-plan.json", dialogs.offeredName);
        assertEquals(dir.toAbsolutePath(), dialogs.offeredFolder);
        assertEquals(planFile, vm.saving().savedFileProperty().get());
        PlanFile read = PlanReader.read(planFile).plan().orElseThrow();
        assertEquals("../movies-actors.json", read.from().location());
        assertEquals(PlanModels.sha256(v2), read.to().detail());
        assertEquals(vm.planProperty().get().plan(), read.plan());
        // What migrate dry-run does with it: both models found by the plan, by their hashes.
        DataModel from = PlanModels.read(planFile, read.from()).model().orElseThrow();
        DataModel to = PlanModels.read(planFile, read.to()).model().orElseThrow();
        assertTrue(DryRun.run(from, to, read.plan()).holds());

        vm.writeRateProperty().set("500");
        assertNull(vm.saving().savedFileProperty().get(), "the file holds the plan at 1000 WCU/s, not this one");
        vm.writeRateProperty().set("1000");
        assertEquals(planFile, vm.saving().savedFileProperty().get(), "the same plan again");
    }

    @Test
    void aReadOnlyPlanFileIsReplacedOnlyWhenTheUserSaysSo() throws Exception {
        MigrationViewModel vm = planned(v1, v2);
        Path planFile = dir.resolve("plan.json");
        Files.writeString(planFile, "old");
        assertTrue(planFile.toFile().setReadOnly());
        dialogs.fileToSave = planFile;
        dialogs.confirmAnswer = false;
        vm.saving().saveCommand().execute();
        assertEquals("old", Files.readString(planFile));
        assertEquals("The plan is not saved: plan.json is read-only.", vm.statusProperty().get());
        assertNull(vm.saving().savedFileProperty().get());
        dialogs.confirmAnswer = true;
        vm.saving().saveCommand().execute();
        assertTrue(PlanReader.read(planFile).plan().isPresent());
        assertEquals(planFile, vm.saving().savedFileProperty().get());
    }

    @Test
    void aChangeDynamoDbRefusesIsListedAndTheRestPlanned() throws Exception {
        DataModel movies = WorkbenchJson.read(v1).model().orElseThrow();
        Path warm = dir.resolve("warm.json");
        Path cooler = dir.resolve("cooler.json");
        WorkbenchJson.save(warmAt(movies, 15000), warm);
        WorkbenchJson.save(warmAt(movies, 12000), cooler);
        MigrationViewModel vm = planned(warm, cooler);
        assertEquals(1, vm.refusals().size(), vm.refusals()::toString);
        assertTrue(vm.refusals().get(0).startsWith("Movies: the table's warm throughput would fall from 15,000 to 12,000"),
                vm.refusals().get(0));
        assertTrue(vm.statusProperty().get().startsWith("DynamoDB cannot make 1 of the changes"));
    }

    @Test
    void anUnreadableModelIsSaidInOneLineAndReportedWithDetails() throws Exception {
        Files.writeString(v1, "{ not json");
        MigrationViewModel vm = planned(v1, v2);
        assertNull(vm.planProperty().get());
        assertTrue(vm.statusProperty().get().startsWith("Could not read the designs to plan: movies-actors.json holds "
                + "no model"), vm.statusProperty().get());
        assertEquals(1, failures.size());
        assertEquals("Could not read the designs to plan", failures.get(0).what());
        assertFalse(vm.loadingProperty().get());
    }

    private static DataModel warmAt(DataModel m, long reads) {
        String table = m.tables().get(0).name();
        return m.withTable(table, t -> t.withSettings(s -> s.withThroughput(Throughput.NONE.withWarm(
                new WarmThroughput(Optional.of(reads), Optional.empty())))));
    }
}
