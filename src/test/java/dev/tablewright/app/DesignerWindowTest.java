package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerDark;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The designer end to end in the real window, headless: two entities drawn on the canvas and
 * connected, key templates typed in the inspector, a GSI added; every step undone and redone; the
 * model saved and reopened unchanged; the dark theme loaded.
 */
class DesignerWindowTest {
    private RunningApp running;
    private TablewrightApp app;
    private final FxRobot robot = new FxRobot();

    @TempDir
    Path dir;

    @BeforeEach
    void open() throws Exception {
        running = RunningApp.start();
        app = running.app;
        robot.interact(() -> app.viewModel().files().newModel());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "Untitled.json".equals(app.viewModel().files().documentNameProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void close() throws Exception {
        running.close();
    }

    private TableDesign table() {
        return app.viewModel().modelProperty().get().table("Table1").orElseThrow();
    }

    private String undoText() {
        return app.viewModel().undoTextProperty().get();
    }

    @Test
    void drawConnectTemplateIndexUndoRedoSaveReopenAndGoDark() throws Exception {
        DataModel fresh = app.viewModel().modelProperty().get();
        List<String> steps = new ArrayList<>();

        // Two entities, by double-clicking the empty canvas.
        Node canvas = robot.lookup("#diagramCanvas").query();
        robot.doubleClickOn(canvas.localToScreen(80, 80), MouseButton.PRIMARY);
        robot.doubleClickOn(canvas.localToScreen(480, 80), MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("Entity", "Entity2"), table().entities().stream().map(e -> e.name()).toList());
        steps.add("Add entity Entity");
        steps.add("Add entity Entity2");

        // Connected: Connect, then the source box, then the target box.
        robot.clickOn("#connectButton");
        robot.clickOn("#box-Entity");
        robot.clickOn("#box-Entity2");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, table().relationships().size());
        assertEquals(Cardinality.ONE_TO_MANY, table().relationships().get(0).cardinality());
        steps.add(undoText().substring("Undo ".length()));

        // Key templates typed into the inspector, each committed with Enter.
        robot.clickOn("#box-Entity");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(new ModelPath.EntityPath("Table1", "Entity"), app.viewModel().document().selectionProperty().get());
        type("#template-PK", "ORDER#${orderId}");
        type("#template-SK", "META");
        robot.clickOn("#box-Entity2");
        WaitForAsyncUtils.waitForFxEvents();
        type("#template-PK", "ORDER#${orderId}");
        type("#template-SK", "LINE#${lineNo}");
        assertEquals("ORDER#${orderId}", table().entity("Entity").orElseThrow().template("PK").orElseThrow().source());
        assertEquals("LINE#${lineNo}", table().entity("Entity2").orElseThrow().template("SK").orElseThrow().source());
        steps.add("Set PK of Entity to ORDER#${orderId}");
        steps.add("Set SK of Entity to META");
        steps.add("Set PK of Entity2 to ORDER#${orderId}");
        steps.add("Set SK of Entity2 to LINE#${lineNo}");

        // A GSI, from the table's inspector.
        robot.interact(() -> app.viewModel().document().selectionProperty().set(new ModelPath.Table("Table1")));
        robot.clickOn("#addGsiButton");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, table().globalIndexes().size());
        steps.add(undoText().substring("Undo ".length()));
        DataModel designed = app.viewModel().modelProperty().get();

        // Undo names each step, last first, back to the new model; redo brings them all back.
        for (int i = steps.size() - 1; i >= 0; i--) {
            assertEquals("Undo " + steps.get(i), undoText());
            robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertEquals(fresh, app.viewModel().modelProperty().get());
        assertEquals("Undo", undoText());
        for (int i = 0; i < steps.size(); i++) {
            robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertEquals(designed, app.viewModel().modelProperty().get());
        assertEquals("Redo", app.viewModel().redoTextProperty().get());

        // Saved and reopened: the same model, layout included.
        Path file = dir.resolve("orders.json");
        robot.interact(() -> app.viewModel().files().saveTo(file));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !app.viewModel().dirtyProperty().get());
        assertEquals("Tablewright — orders.json", running.stage.getTitle());
        designed = designed.withName("orders"); // an Untitled model takes its file's name
        assertEquals(designed, WorkbenchJson.read(file).model().orElseThrow());
        robot.interact(() -> app.viewModel().files().closeDocument());
        robot.interact(() -> app.viewModel().files().openFile(file));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> app.viewModel().modelProperty().get() != null);
        assertEquals(designed, app.viewModel().modelProperty().get());
        assertTrue(Files.size(file) > 0);

        // The dark theme, from the View menu.
        String light = Application.getUserAgentStylesheet();
        robot.clickOn("View");
        robot.clickOn("#darkThemeItem");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(new PrimerDark().getUserAgentStylesheet(), Application.getUserAgentStylesheet());
        assertNotEquals(light, Application.getUserAgentStylesheet());
        assertTrue(app.viewModel().darkThemeProperty().get());
    }

    /** Types into an inspector field and commits with Enter. */
    /**
     * Rename movieId to filmId in the inspector, Enter, then Ctrl+Z in the same field: the model's
     * undo runs (the field's own undo would show movieId while the model says filmId, and the next
     * focus-out would record a rename back and lose Redo).
     */
    @Test
    void ctrlZInACommittedFieldIsTheModelsUndo() throws Exception {
        robot.interact(() -> app.viewModel().files().openSample(SampleModels.FIRST));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> app.viewModel().modelProperty().get() != null
                && app.viewModel().modelProperty().get().table("Movies").isPresent());
        robot.interact(() -> app.viewModel().document().select(new ModelPath.EntityPath("Movies", "Movie")));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> names = movie().attributes().stream().map(a -> a.name()).toList();
        String field = "#attributeName-" + names.indexOf("movieId");
        type(field, "filmId");
        assertEquals("Undo Rename attribute movieId → filmId", undoText());

        TextField focused = robot.lookup(field).queryAs(TextField.class);
        assertTrue(focused.isFocused(), "the field still has the keyboard");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(movie().attributes().stream().anyMatch(a -> a.name().equals("movieId")), "the model's undo ran");
        assertEquals("movieId", robot.lookup(field).queryAs(TextField.class).getText());
        assertEquals("Redo Rename attribute movieId → filmId", app.viewModel().redoTextProperty().get());

        robot.interact(() -> running.stage.getScene().getRoot().requestFocus()); // focus-out commits nothing new
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Redo Rename attribute movieId → filmId", app.viewModel().redoTextProperty().get(),
                "Redo is still there");
    }

    private dev.tablewright.model.Entity movie() {
        return app.viewModel().modelProperty().get().table("Movies").orElseThrow().entity("Movie").orElseThrow();
    }

    private void type(String query, String text) {
        TextField field = robot.lookup(query).queryAs(TextField.class);
        robot.interact(() -> {
            field.requestFocus();
            field.selectAll();
        });
        robot.write(text);
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
