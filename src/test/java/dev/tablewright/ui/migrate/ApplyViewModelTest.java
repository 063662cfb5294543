package dev.tablewright.ui.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.ReadOnlyGateway;
import dev.tablewright.aws.migrate.ApplyReport;
import dev.tablewright.aws.migrate.MigrationApply;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import dev.tablewright.ui.compare.PlanOrigin;
import dev.tablewright.ui.failure.Failure;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Apply… on DynamoDB Local over HTTP, without a toolkit: what blocks it, the run, the journal, the deletions. */
class ApplyViewModelTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<Failure> failures = new ArrayList<>();
    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();
    private final Connection connection = Connection.localEndpoint("Local", "");
    private final Connection readOnly = Connection.localEndpoint("Careful", "").withReadOnly(true);

    @AfterEach
    void drop() {
        local.dropAllTables();
    }

    /** {@code from} committed to DynamoDB Local and planned to {@code to}, both sample files copied to the folder. */
    private MigrationViewModel planned(String from, String to) throws Exception {
        Path f = Files.copy(Path.of("sample-models", from), dir.resolve(from));
        Path t = Files.copy(Path.of("sample-models", to), dir.resolve(to));
        DataModel committed = WorkbenchJson.read(f).model().orElseThrow();
        new Commit(local.gateway(), committed, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
        MigrationViewModel vm = new MigrationViewModel(tasks, dialogs, new PlanOrigin.ModelFile(f), t,
                c -> local.gateway(), failures::add);
        vm.start();
        return vm;
    }

    private ApplyViewModel apply(MigrationViewModel vm) {
        return new ApplyViewModel(vm, tasks, dialogs, List.of(Connection.SANDBOX, readOnly, connection),
                c -> c.readOnly() ? new ReadOnlyGateway(local.gateway()) : local.gateway(), Runnable::run, failures::add);
    }

    private Path save(MigrationViewModel vm) {
        dialogs.fileToSave = dir.resolve("plan.json");
        vm.saving().saveCommand().execute();
        return dialogs.fileToSave;
    }

    @Test
    void appliesTheSavedPlanToTheConnectionAndEndsCompleted() throws Exception {
        MigrationViewModel vm = planned("movies-actors.json", "movies-actors-v2.json");
        ApplyViewModel apply = apply(vm);
        assertEquals(List.of(readOnly, connection), apply.connections(), "the Sandbox is the model itself");
        assertEquals(connection, apply.connectionProperty().get(), "one that writes is chosen first");
        assertEquals("Save the plan first: the journal that lets an apply resume is kept next to it.",
                apply.blockerProperty().get());
        assertFalse(apply.applyCommand().isExecutable());
        apply.connectionProperty().set(readOnly);
        assertEquals("\"Careful\" is a read-only connection: applying a migration writes.", apply.blockerProperty().get());
        apply.connectionProperty().set(connection);
        Path plan = save(vm);
        assertEquals("", apply.blockerProperty().get());

        apply.applyCommand().execute();
        assertEquals(ApplyReport.Status.COMPLETED, apply.reportProperty().get().status(), apply.statusProperty().get());
        assertEquals("Completed: all 2 steps done.", apply.statusProperty().get());
        assertEquals(2, apply.results().size(), apply.results()::toString);
        assertTrue(apply.results().get(0).startsWith("1. done · Movies/backfill/Movie · 60 read, 5 written"),
                apply.results().get(0));
        assertTrue(apply.results().get(1).startsWith("2. done · Movies/create-gsi/GSI-4"), apply.results().get(1));
        assertEquals("Step 2 of 2: create GSI GSI-4 (gsi4pk / gsi4sk, INCLUDE title, genres): done",
                apply.stepProperty().get());
        assertEquals(1.0, apply.progressProperty().get());
        assertFalse(apply.busyProperty().get());
        assertTrue(Files.exists(MigrationApply.journalFor(plan)), "the journal is next to the plan");
        assertTrue(local.gateway().describeTable("Movies").orElseThrow().index("GSI-4").isPresent());
        List<Item> movies = local.gateway().execute(ScanRequest.of("Movies")).items().stream()
                .filter(i -> i.get("gsi4pk").isPresent()).toList();
        assertEquals(5, movies.size());
        assertTrue(failures.isEmpty());

        // Again: the journal is there; declined, nothing runs; resumed, every step is already done.
        dialogs.confirmAnswer = false;
        apply.applyCommand().execute();
        assertEquals(List.of("Resume the migration"), dialogs.confirmations);
        assertTrue(apply.statusProperty().get().startsWith("Not applied: a journal of an earlier run is there"),
                apply.statusProperty().get());
        dialogs.confirmAnswer = true;
        apply.applyCommand().execute();
        assertEquals(ApplyReport.Status.COMPLETED, apply.reportProperty().get().status());
        assertTrue(apply.results().stream().allMatch(l -> l.contains("already done")), apply.results()::toString);
    }

    @Test
    void aDeletionRunsOnlyWithItsNameTyped() throws Exception {
        MigrationViewModel vm = planned("movies-actors-v2.json", "movies-actors.json");
        ApplyViewModel apply = apply(vm);
        save(vm);
        assertTrue(vm.steps().stream().anyMatch(s -> s.id().equals("Movies/delete-gsi/GSI-4")), vm.steps()::toString);
        dialogs.textAnswer = "GSI-1";
        apply.applyCommand().execute();
        assertEquals("Not applied: deleting GSI-4 was not confirmed (type its name exactly).", apply.statusProperty().get());
        assertTrue(local.gateway().describeTable("Movies").orElseThrow().index("GSI-4").isPresent());

        dialogs.textAnswer = "GSI-4";
        apply.applyCommand().execute();
        assertEquals("Completed: all " + vm.steps().size() + " steps done.", apply.statusProperty().get());
        assertTrue(local.gateway().describeTable("Movies").orElseThrow().index("GSI-4").isEmpty());
    }

    @Test
    void cancelStopsTheRunWithItsReportAndTheNextApplyResumesIt() throws Exception {
        MigrationViewModel vm = planned("movies-actors.json", "movies-actors-v2.json");
        Thread test = Thread.currentThread();
        ApplyViewModel[] apply = new ApplyViewModel[1];
        // The user presses Cancel as the first step shows up in the dialog.
        apply[0] = new ApplyViewModel(vm, tasks, dialogs, List.of(connection), c -> local.gateway(), r -> {
            r.run();
            if (Thread.currentThread() == test && apply[0].stepProperty().get().startsWith("Step 1 of 2")) {
                apply[0].cancelCommand().execute();
            }
        }, failures::add);
        save(vm);
        apply[0].applyCommand().execute();
        assertEquals(ApplyReport.Status.CANCELLED, apply[0].reportProperty().get().status());
        assertEquals("Cancelled: 0 of 2 steps done; Apply… again continues where it stopped (the journal next to the "
                + "plan records what is done).", apply[0].statusProperty().get());
        assertEquals(List.of("1. cancelled · Movies/backfill/Movie: cancelled before it started",
                "2. not run · Movies/create-gsi/GSI-4"), apply[0].results());
        assertTrue(local.gateway().describeTable("Movies").orElseThrow().index("GSI-4").isEmpty());

        // Nothing was done: whether a journal was kept, the next run asks to resume it only if there is one.
        boolean journal = Files.exists(MigrationApply.journalFor(dir.resolve("plan.json")));
        ApplyViewModel again = apply(vm);
        again.applyCommand().execute();
        assertEquals(journal ? List.of("Resume the migration") : List.of(), dialogs.confirmations);
        assertEquals("Completed: all 2 steps done.", again.statusProperty().get());
    }

    @Test
    void aRunCancelledFromTheTasksPanelSaysTheJournalResumesIt() throws Exception {
        MigrationViewModel vm = planned("movies-actors.json", "movies-actors-v2.json");
        ApplyViewModel apply = apply(vm);
        save(vm);
        tasks.cancelWhen(title -> title.startsWith("Applying the migration"));
        apply.applyCommand().execute();
        assertFalse(apply.busyProperty().get());
        assertEquals("Apply cancelled: Apply… again continues where it stopped (the journal next to the plan records "
                + "what is done).", apply.statusProperty().get());
    }

    @Test
    void aConnectionThatFailsIsSaidInOneLineAndReportedWithDetails() throws Exception {
        MigrationViewModel vm = planned("movies-actors.json", "movies-actors-v2.json");
        ApplyViewModel apply = new ApplyViewModel(vm, tasks, dialogs, List.of(connection), c -> {
            throw new IllegalStateException("DynamoDB Local did not start");
        }, Runnable::run, failures::add);
        save(vm);
        apply.applyCommand().execute();
        assertEquals("Could not apply the migration to Local: DynamoDB Local did not start", apply.statusProperty().get());
        assertEquals(1, failures.size());
        assertEquals("Could not apply the migration to Local", failures.get(0).what());
    }
}
