package dev.tablewright.ui.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.compare.CompareViewModel;
import dev.tablewright.ui.compare.LiveCompareViewModel;
import dev.tablewright.ui.compare.PlanOrigin;
import dev.tablewright.ui.failure.Failure;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Plan migration… from a live table on DynamoDB Local over HTTP: its design and ItemCount, no dry run. */
class LiveMigrationViewModelTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<Failure> failures = new ArrayList<>();
    private final Connection connection = Connection.localEndpoint("Local", "");
    private Path v2;

    @BeforeEach
    void commitTheMovies() throws Exception {
        DataModel v1 = WorkbenchJson.read(Path.of("sample-models/movies-actors.json")).model().orElseThrow();
        new Commit(local.gateway(), v1, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
        v2 = Files.copy(Path.of("sample-models/movies-actors-v2.json"), dir.resolve("movies-actors-v2.json"));
    }

    @AfterEach
    void drop() {
        local.dropAllTables();
    }

    private MigrationViewModel planned(String table) {
        MigrationViewModel vm = new MigrationViewModel(new ImmediateTaskRunner(), dialogs,
                new PlanOrigin.LiveTable(Connection.localEndpoint("Local", local.endpoint()), table), v2,
                c -> local.gateway(), failures::add);
        vm.start();
        return vm;
    }

    @Test
    void plansFromTheLiveTableWithItsItemCount() {
        MigrationViewModel vm = planned("Movies");
        assertEquals("From live table Movies on Local to movies-actors-v2.json", vm.headingProperty().get());
        assertEquals(List.of("Movies/backfill/Movie", "Movies/create-gsi/GSI-4"),
                vm.steps().stream().map(StepRow::id).toList());
        assertTrue(vm.tables().get(0).startsWith("Table Movies: 60 items (DynamoDB's ItemCount of Movies"),
                vm.tables().get(0));
        assertEquals(Source.endpoint(local.endpoint(), "Movies"), vm.planProperty().get().from());
        assertFalse(vm.fromModelFile());
        assertFalse(vm.dryRunCommand().isExecutable(), "a live table's items are not in a model");
        assertTrue(vm.saving().saveCommand().isExecutable());
        assertTrue(failures.isEmpty());
    }

    @Test
    void aLiveComparisonPlansFromTheLiveTable() throws Exception {
        Document document = new Document();
        document.load(WorkbenchJson.read(v2).model().orElseThrow());
        CompareViewModel compare = new CompareViewModel(document, () -> v2, new ImmediateTaskRunner(), dialogs, s -> { });
        Connection there = Connection.localEndpoint("Local", local.endpoint());
        LiveCompareViewModel live = new LiveCompareViewModel(new ImmediateTaskRunner(), document, List.of(there),
                c -> local.gateway(), compare);
        live.compareCommand().execute();
        assertEquals(new PlanOrigin.LiveTable(there, "Movies"), compare.planOriginProperty().get(),
                "the live table is what is there now: the plan starts from it");
    }

    @Test
    void aTableGoneSinceTheComparisonIsSaid() {
        MigrationViewModel vm = planned("Gone");
        assertTrue(vm.steps().isEmpty());
        assertEquals("Could not read the designs to plan: no table Gone at " + local.gateway().displayName(),
                vm.statusProperty().get());
        assertEquals(1, failures.size());
    }

    @Test
    void aConnectionNamesItsEndpointOrProfileAsThePlanFileDoes() {
        assertEquals(Source.endpoint(Connection.DEFAULT_ENDPOINT, "T"), PlanSides.source(connection, local.gateway(), "T"));
        assertEquals(Source.profile("prod", "T"), PlanSides.source(Connection.aws("Prod", "prod", "eu-west-1"),
                local.gateway(), "T"));
        assertEquals(Source.profile("default", "T"), PlanSides.source(Connection.aws("Mine", "", ""), local.gateway(), "T"));
    }
}
