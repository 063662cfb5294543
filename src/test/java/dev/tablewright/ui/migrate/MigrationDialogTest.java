package dev.tablewright.ui.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.compare.PlanOrigin;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.ProgressBar;
import org.junit.jupiter.api.extension.RegisterExtension;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import dev.tablewright.ui.compare.CompareView;
import dev.tablewright.ui.compare.CompareViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Headless (Monocle): movies-actors-v2.json open, compared with movies-actors.json; the Compare tab's
 * Plan migration… lists the two steps, and Dry run says every check holds; then the plan applied to
 * DynamoDB Local over HTTP, saved first, ending completed.
 */
class MigrationDialogTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @TempDir
    Path dir;

    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void plansFromTheComparedFileAndTheDryRunHolds() throws Exception {
        Path v1 = Files.copy(Path.of("sample-models/movies-actors.json"), dir.resolve("movies-actors.json"));
        Path v2 = Files.copy(Path.of("sample-models/movies-actors-v2.json"), dir.resolve("movies-actors-v2.json"));
        ImmediateTaskRunner tasks = new ImmediateTaskRunner();
        CompareViewModel compare = new CompareViewModel(document, () -> v2, tasks, dialogs, s -> { });
        Stage stage = FxToolkit.registerPrimaryStage();
        PlanMigration migration = new PlanMigration(document, () -> v2, null, compare, dialogs, (origin, to) -> {
            MigrationViewModel vm = new MigrationViewModel(tasks, dialogs, origin, to, c -> {
                throw new AssertionError("no connection");
            }, f -> { });
            new MigrationDialog(stage, vm, new ApplyPane(new ApplyViewModel(vm, tasks, dialogs, java.util.List.of(),
                    c -> { throw new AssertionError("no connection"); }, Runnable::run, f -> { }))).show();
            vm.start();
        });
        FxToolkit.setupStage(s -> {
            document.load(WorkbenchJson.read(v2).model().orElseThrow());
            s.setScene(new Scene(new CompareView(compare, migration.command()), 700, 300));
            s.show();
        });
        robot.interact(() -> compare.compare(v1, "movies-actors.json"));
        robot.clickOn("#comparePlanMigration");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#migrationSteps").tryQuery().isPresent());

        TableView<StepRow> steps = robot.lookup("#migrationSteps").queryTableView();
        assertEquals(2, steps.getItems().size());
        assertTrue(robot.lookup(n -> n instanceof javafx.scene.control.TableCell<?, ?> c
                && "create GSI GSI-4 (gsi4pk / gsi4sk, INCLUDE title, genres)".equals(c.getText())).tryQuery().isPresent(),
                "the step's summary is shown");
        robot.clickOn("#migrationItems").write("2000000");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#migrationTotals").queryAs(Label.class).getText().startsWith("Total: 2 steps · "));

        robot.clickOn("#migrationDryRun");
        WaitForAsyncUtils.waitForFxEvents();
        ListView<CheckRow> checks = robot.lookup("#migrationChecks").queryListView();
        assertEquals(4, checks.getItems().size());
        assertTrue(robot.lookup(n -> n instanceof javafx.scene.control.ListCell<?> c && c.getText() != null
                && c.getText().startsWith("holds: Every step applies")).tryQuery().isPresent());
        assertEquals("The plan carries the sample items to exactly what the new design gives.",
                robot.lookup("#migrationVerdict").queryAs(Label.class).getText());

        robot.press(javafx.scene.input.KeyCode.ESCAPE).release(javafx.scene.input.KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#migrationDialog").tryQuery().isEmpty(), "Esc closes the dialog");
    }

    /** The movies sample committed to DynamoDB Local; the plan to v2 saved and applied there, in the background. */
    @Test
    void appliesThePlanToDynamoDbLocalWithProgress() throws Exception {
        Path v1 = Files.copy(Path.of("sample-models/movies-actors.json"), dir.resolve("movies-actors.json"));
        Path v2 = Files.copy(Path.of("sample-models/movies-actors-v2.json"), dir.resolve("movies-actors-v2.json"));
        new Commit(local.gateway(), WorkbenchJson.read(v1).model().orElseThrow(), CommitOptions.of(List.of(),
                ExistingTables.REFUSE)).run(p -> { }, () -> false);
        Connection connection = Connection.localEndpoint("Local", local.endpoint());
        try (FxTaskRunner tasks = new FxTaskRunner()) {
            Stage stage = FxToolkit.registerPrimaryStage();
            MigrationViewModel[] shown = new MigrationViewModel[1];
            FxToolkit.setupStage(s -> {
                MigrationViewModel vm = new MigrationViewModel(tasks, dialogs, new PlanOrigin.ModelFile(v1), v2,
                        c -> local.gateway(), f -> { });
                ApplyViewModel apply = new ApplyViewModel(vm, tasks, dialogs, List.of(Connection.SANDBOX, connection),
                        c -> local.gateway(), Platform::runLater, f -> { });
                s.setScene(new Scene(new Label("window"), 200, 100));
                s.show();
                new MigrationDialog(stage, vm, new ApplyPane(apply)).show();
                vm.start();
                shown[0] = vm;
            });
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> shown[0].planProperty().get() != null);
            assertTrue(robot.lookup("#migrationApply").queryButton().isDisabled(), "the plan is not saved yet");
            dialogs.fileToSave = dir.resolve("movies-plan.json");
            robot.clickOn("#migrationSavePlan");
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !robot.lookup("#migrationApply").queryButton().isDisabled());
            robot.clickOn("#migrationApply");
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#migrationApplyStatus").queryAs(Label.class)
                    .getText().startsWith("Completed"));
            assertEquals("Completed: all 2 steps done.", robot.lookup("#migrationApplyStatus").queryAs(Label.class).getText());
            ListView<String> results = robot.lookup("#migrationApplyResults").queryListView();
            assertEquals(2, results.getItems().size());
            assertEquals(1.0, robot.lookup("#migrationApplyProgress").queryAs(ProgressBar.class).getProgress());
            assertTrue(local.gateway().describeTable("Movies").orElseThrow().index("GSI-4").isPresent());
        } finally {
            local.dropAllTables();
        }
    }
}
