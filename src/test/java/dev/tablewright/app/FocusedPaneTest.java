package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.ModelPath;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Edit menu's keys act on the pane that holds the keyboard, never on the tab shown: Delete in the
 * live explorer's grid is the grid's (its items), not the model's "Delete table"; in a text field,
 * Delete and Ctrl+A edit the text.
 */
class FocusedPaneTest {
    private RunningApp running;
    private final FxRobot robot = new FxRobot();

    @BeforeEach
    void open() throws Exception {
        running = RunningApp.start();
    }

    @AfterEach
    void close() throws Exception {
        running.close();
    }

    @Test
    void deleteInTheLiveExplorersGridNeverOpensTheModelsDeleteTableDialog() throws Exception {
        // The model's selection is a table: the model's Delete would ask "Delete table Movies?".
        robot.interact(() -> running.app.viewModel().document().select(new ModelPath.Table("Movies")));
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> robot.lookup("#explorerTables").tryQuery().isPresent());
        ListView<String> tables = robot.lookup("#explorerTables").queryListView();
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !tables.getItems().isEmpty());
        robot.interact(() -> tables.getSelectionModel().select("Movies"));
        robot.clickOn(tables).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> robot.lookup("#browseShow").tryQuery().isPresent()
                && !robot.lookup("#browseShow").queryButton().isDisabled());
        robot.clickOn("#browseShow");
        TableView<?> grid = robot.lookup("#browseGrid").queryTableView();
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !grid.getItems().isEmpty());
        String asked = deleteInFirstRow(grid);
        assertFalse(asked.startsWith("Delete table"), "the model's Delete table was asked: " + asked);
        assertTrue(running.app.viewModel().document().model().table("Movies").isPresent());
        assertEquals("Delete items", asked, "the grid's own Delete asks about its items");
    }

    @Test
    void deleteInAQueryTabsReadOnlyGridDoesNothingToTheModel() throws Exception {
        robot.interact(() -> running.app.viewModel().document().select(new ModelPath.Table("Movies")));
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> robot.lookup("#connectionsList").tryQuery().isPresent());
        robot.press(KeyCode.CONTROL, KeyCode.T).release(KeyCode.T, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> robot.lookup("#opKey-pk").tryQuery().isPresent());
        robot.clickOn("#opKey-pk").write("mov#tt1375666");
        robot.clickOn("#opRun");
        TableView<?> grid = robot.lookup("#opGrid").queryTableView();
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !grid.getItems().isEmpty());
        String asked = deleteInFirstRow(grid);
        assertEquals("", asked, "a read-only grid has nothing to delete");
        assertTrue(running.app.viewModel().document().model().table("Movies").isPresent());
    }

    @Test
    void deleteAndSelectAllInATextFieldEditTheText() throws Exception {
        robot.interact(() -> running.app.viewModel().document().select(new ModelPath.Table("Movies")));
        TextField find = robot.lookup("#findField").queryAs(TextField.class);
        robot.clickOn(find).write("abc");
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("abc", find.getSelectedText(), "Ctrl+A selects the field's text");
        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        String asked = dialogHeader();
        cancelDialogs();
        assertEquals("", asked, "no dialog: Delete edits the text");
        assertEquals("", find.getText(), "Delete took the selected text");
        assertTrue(running.app.viewModel().document().model().table("Movies").isPresent());
    }

    /** Selects the grid's first row, gives it the keyboard, presses Delete: what was asked ("" for nothing). */
    private String deleteInFirstRow(TableView<?> grid) {
        robot.interact(() -> {
            grid.getSelectionModel().select(0);
            grid.requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(grid.isFocused(), "the grid holds the keyboard");
        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        String asked = dialogHeader();
        cancelDialogs();
        return asked;
    }

    /** The header of a dialog showing now, "" when none. */
    private String dialogHeader() {
        return robot.lookup(".dialog-pane").tryQueryAs(DialogPane.class).map(DialogPane::getHeaderText).orElse("");
    }

    private void cancelDialogs() {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w.getScene() != null
                && w.getScene().getRoot() instanceof DialogPane).toList().forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
