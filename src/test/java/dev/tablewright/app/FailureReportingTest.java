package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.ModelPath;
import dev.tablewright.ui.failure.FailureLog;
import dev.tablewright.ui.shell.AppHome;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The real app told of an uncaught exception: the status line and Details…, the log file, and the app going on. */
class FailureReportingTest {
    private static final String SECRET = "wJalrXUtnFEMI/K7MDENG";
    private final FxRobot robot = new FxRobot();
    private RunningApp running;
    private TablewrightApp app;

    @BeforeEach
    void open() throws Exception {
        running = RunningApp.start();
        app = running.app;
    }

    @AfterEach
    void close() throws Exception {
        running.close();
    }

    private String status() {
        return robot.lookup("#status").queryAs(Label.class).getText();
    }

    private void waitForStatus(String start) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> status().startsWith(start));
    }

    @Test
    void anExceptionOnTheFxThreadIsTheStatusLineAndTheLogAndTheAppGoesOn() throws Exception {
        running.expectFailures(1);
        String marker = "broken " + System.nanoTime();
        Platform.runLater(() -> {
            throw new IllegalStateException(marker + " with aws_secret_access_key=" + SECRET);
        });
        String headline = "Unexpected error on the JavaFX Application Thread: IllegalStateException: " + marker;
        waitForStatus(headline);
        assertEquals(headline + " with aws_secret_access_key=****", status());
        assertEquals(1, app.failures().count());
        assertTrue(robot.lookup("#failureDetails").query().isVisible());

        FailureLog.flush();
        Path log = FailureLog.file().orElseThrow();
        assertEquals(AppHome.folder().resolve("logs/tablewright.log"), log);
        String logged = Files.readString(log, StandardCharsets.UTF_8);
        assertTrue(logged.contains("SEVERE dev.tablewright.ui.failure.FailureReporter: Unexpected error on the JavaFX "
                + "Application Thread" + System.lineSeparator()), logged);
        assertTrue(logged.contains("java.lang.IllegalStateException: " + marker), logged);
        assertFalse(logged.contains(SECRET), "redacted");

        robot.clickOn("#failureDetails");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#failureTrace").tryQuery().isPresent());
        assertTrue(robot.lookup("#failureTrace").queryAs(TextArea.class).getText()
                .startsWith("java.lang.IllegalStateException: " + marker));
        assertEquals("Logged in " + log.toAbsolutePath(), robot.lookup("#failureLogLine").queryAs(Label.class).getText());
        Node dialog = robot.lookup("#failureDialog").query();
        robot.interact(() -> dialog.getScene().getWindow().hide());

        // Still working: the inspector follows the selection, and an edit's line replaces the failure's.
        robot.interact(() -> app.viewModel().document().select(new ModelPath.EntityPath("Movies", "Actor")));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#entityName").tryQuery().isPresent());
        assertEquals("Actor", robot.lookup("#entityName").queryAs(TextField.class).getText());
        robot.interact(() -> {
            app.viewModel().apply(new Edit("Rename model", m -> m.withName("still here")));
            app.viewModel().undo();
        });
        assertEquals("Undid Rename model", status());
        assertFalse(robot.lookup("#failureDetails").query().isVisible(), "Details… belongs to the failure's line");
    }

    @Test
    void anExceptionOnABackgroundThreadIsReportedToo() throws Exception {
        running.expectFailures(1);
        Thread worker = new Thread(() -> {
            throw new UnsupportedOperationException("not in the background");
        }, "tablewright-test-worker");
        worker.start();
        worker.join();
        waitForStatus("Unexpected error on background thread \"tablewright-test-worker\": "
                + "UnsupportedOperationException: not in the background");
        // The status line and its Details… change in one FX callback: the test thread may see one before the other.
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#failureDetails").query().isVisible());
    }
}
