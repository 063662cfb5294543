package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.ModelPath;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.inspector.InspectorViewModel.Kind;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An inspector whose building throws (as ControlsFX's IllegalAccessError did from the jar) says so in
 * its place with Details…, reports the failure, and leaves the other inspectors working.
 */
class InspectorFailureTest {
    private static final String NO_ACCESS = "class org.controlsfx.control.textfield.AutoCompletionBinding "
            + "cannot access class com.sun.javafx.event.EventHandlerManager";

    private final FxRobot robot = new FxRobot();
    private final List<Throwable> reported = new CopyOnWriteArrayList<>();
    private volatile boolean patternFails = true;
    private Document document;

    @BeforeEach
    void show() throws Exception {
        FxToolkit.registerPrimaryStage();
        document = Movies.document();
        FxToolkit.setupStage(stage -> {
            // The app's reporter stands here: what Guarded reports goes to the thread's handler.
            Thread.currentThread().setUncaughtExceptionHandler((t, e) -> reported.add(e));
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            InspectorViewModel vm = new InspectorViewModel(document, new ImmediateTaskRunner());
            Function<Kind, Node> real = InspectorView.inspectors(vm);
            stage.setScene(new Scene(new InspectorView(vm, kind -> {
                if (kind == Kind.PATTERN && patternFails) {
                    throw new IllegalAccessError(NO_ACCESS);
                }
                return real.apply(kind);
            }), 420, 780));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void close() throws Exception {
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler(null));
        FxToolkit.cleanupStages();
    }

    private void select(ModelPath path) {
        robot.interact(() -> document.selectionProperty().set(path));
    }

    private ModelPath firstPattern() {
        return new ModelPath.AccessPatternPath(Movies.TABLE, Movies.table(document).accessPatterns().get(0).name());
    }

    private <T extends Node> T find(String query, Class<T> type) {
        return Lookups.find(robot, query, type);
    }

    @Test
    void aPatternInspectorThatCannotBeBuiltSaysSoWithDetailsAndTheOthersStillShow() {
        select(firstPattern());
        assertEquals("The inspector could not show this Access pattern.", find("#failedPaneText", Label.class).getText());
        assertEquals(1, reported.size(), "reported to the thread's handler: the app's logs it and tells the status bar");
        assertEquals("The inspector could not show this Access pattern", reported.get(0).getMessage());
        assertTrue(reported.get(0).getCause() instanceof IllegalAccessError, reported.get(0)::toString);

        robot.clickOn("#failedPaneDetails");
        assertEquals("IllegalAccessError: " + NO_ACCESS, find("#failureMessage", Label.class).getText());
        String trace = find("#failureTrace", TextArea.class).getText();
        assertTrue(trace.startsWith("java.lang.IllegalAccessError: " + NO_ACCESS), trace);
        assertTrue(trace.contains("at dev.tablewright.ui.inspector.InspectorFailureTest"), trace);
        assertTrue(find("#failureLogLine", Label.class).getText().startsWith("Not logged")
                || find("#failureLogLine", Label.class).getText().startsWith("Logged in "));
        robot.clickOn("#copyFailureDetails");
        String copied = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()));
        assertTrue(copied.startsWith("The inspector could not show this Access pattern: IllegalAccessError: "), copied);
        assertTrue(copied.contains(trace), copied);
        Window dialog = robot.lookup("#failureDialog").query().getScene().getWindow();
        robot.interact(dialog::hide);

        select(new ModelPath.EntityPath(Movies.TABLE, "Actor"));
        assertEquals("Actor", find("#entityName", TextField.class).getText());
        select(new ModelPath.Table(Movies.TABLE));
        assertEquals(Movies.TABLE, find("#tableName", TextField.class).getText());
        select(new ModelPath.RelationshipPath(Movies.TABLE, 0));
        find("#relationshipDesign", Node.class);
        assertTrue(robot.lookup("#failedPane").tryQuery().isEmpty());
    }

    @Test
    void aFailedInspectorIsBuiltAgainTheNextTimeItsKindIsShown() {
        select(firstPattern());
        find("#failedPane", Node.class);
        patternFails = false;
        select(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        find("#entityName", TextField.class);
        select(firstPattern());
        assertEquals(Movies.table(document).accessPatterns().get(0).name(), find("#patternName", TextField.class).getText());
        assertTrue(robot.lookup("#failedPane").tryQuery().isEmpty());
        assertEquals(1, reported.size());
    }
}
