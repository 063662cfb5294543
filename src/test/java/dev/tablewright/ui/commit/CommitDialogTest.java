package dev.tablewright.ui.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.FxTaskRunner;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Query › Commit to connection… on a shown window (Monocle): check, commit to DynamoDB Local, see the report. */
class CommitDialogTest {
    private static final DataModel MODEL = SampleModels.read("customer-orders.json").model().orElseThrow();
    private static LocalServer server;
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();

    @BeforeAll
    static void start() throws Exception {
        FxToolkit.registerPrimaryStage();
        server = LocalServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
        tasks.close();
    }

    @Test
    void checkThenCommitShowsTheReport() throws Exception {
        server.gateway().listTables().forEach(t -> server.gateway().deleteTable(t));
        String table = MODEL.tables().get(0).name();
        CommitViewModel vm = new CommitViewModel(tasks, () -> MODEL,
                List.of(Connection.SANDBOX, Connection.localEndpoint("Local", server.endpoint())), c -> server.gateway());
        javafx.stage.Stage owner = FxToolkit.setupStage(stage -> {
            stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 300, 200));
            stage.show();
        });
        robot.interact(() -> new CommitDialog(owner, vm).show());
        assertTrue(robot.lookup("#commitRun").queryAs(Button.class).isDisabled(), "check first");
        robot.clickOn("#commitCheck");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> !robot.lookup("#commitRun").queryAs(Button.class).isDisabled());
        assertEquals("None of them exists yet: Commit creates them.",
                robot.lookup("#commitStatus").queryAs(Label.class).getText());
        robot.clickOn("#commitRun");
        TextArea report = robot.lookup("#commitReport").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !report.getText().isEmpty());
        assertTrue(report.getText().startsWith(table + ": created"), report.getText());
        robot.interact(() -> robot.lookup("#commitDialog").queryAs(javafx.scene.control.DialogPane.class)
                .getScene().getWindow().hide());
    }

    /** On an empty DynamoDB Local, the dialog's Check then Commit of a generated model of 20,000 items: its ViewModel. */
    private CommitViewModel commitTwentyThousandItems() throws Exception {
        server.gateway().listTables().forEach(t -> server.gateway().deleteTable(t));
        DataModel shop = dev.tablewright.engine.synthetic.SyntheticModel.generate(20_000, 3);
        CommitViewModel vm = new CommitViewModel(tasks, () -> shop,
                List.of(Connection.localEndpoint("Local", server.endpoint())), c -> server.gateway());
        javafx.stage.Stage owner = FxToolkit.setupStage(stage -> {
            stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 300, 200));
            stage.show();
        });
        robot.interact(() -> new CommitDialog(owner, vm).show());
        robot.clickOn("#commitCheck");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> !robot.lookup("#commitRun").queryAs(Button.class).isDisabled());
        robot.clickOn("#commitRun");
        return vm;
    }

    @Test
    void theWindowKeepsAnsweringWhileACommitWritesTwentyThousandItems() throws Exception {
        CommitViewModel vm = commitTwentyThousandItems();
        dev.tablewright.app.FxPing.assertKeptAnswering(() -> vm.busyProperty().get(), "Commit of 20,000 items");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm.statusProperty().get().contains("0 failed"), vm.statusProperty().get());
        robot.interact(() -> robot.lookup("#commitDialog").queryAs(javafx.scene.control.DialogPane.class)
                .getScene().getWindow().hide());
    }

    @Test
    void cancelStopsTheWritersAndTheReportSaysWhatWasNotWrittenThenResumeIsOffered() throws Exception {
        CommitViewModel vm = commitTwentyThousandItems();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !server.gateway().listTables().isEmpty());
        Thread.sleep(300); // some batches written, most of the 20,000 items still to go
        robot.clickOn("#commitCancel");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !vm.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String status = robot.lookup("#commitStatus").queryAs(Label.class).getText();
        assertTrue(status.startsWith("Commit stopped: cancelled; ") && status.contains(" items written; choose Resume"),
                status);
        String report = robot.lookup("#commitReport").queryAs(TextArea.class).getText();
        assertTrue(report.contains(" not written"), report);
        robot.clickOn("#commitResume");
        assertEquals(dev.tablewright.aws.commit.ExistingTables.RESUME, vm.existingProperty().get());
        robot.interact(() -> robot.lookup("#commitDialog").queryAs(javafx.scene.control.DialogPane.class)
                .getScene().getWindow().hide());
    }
}
