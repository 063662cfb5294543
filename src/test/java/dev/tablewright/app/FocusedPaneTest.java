package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalItems;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.index.IndexView;
import dev.tablewright.model.Item;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Control;
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
        String asked = deleteInFirstRow(showMovies(tables));
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

    /**
     * The case: on a read-only connection, Delete in the live grid, the Live tables list and the
     * connections list asks nothing and deletes nothing, neither the model's table nor a live item.
     */
    @Test
    void deleteOnAReadOnlyConnectionsGridAndListsTouchesNothing() throws Exception {
        try (LocalServer server = LocalServer.start()) {
            Gateway local = server.gateway();
            TableDesign movies = running.app.viewModel().document().model().table("Movies").orElseThrow();
            LocalItems.freshTable(local, movies);
            List<Item> items = IndexView.derivedItems(movies).stream().map(s -> s.item()).toList();
            items.forEach(i -> local.putItem(PutItemRequest.of(movies.name(), i)));
            robot.interact(() -> running.app.viewModel().document().select(new ModelPath.Table("Movies")));

            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#connectionsList").tryQuery().isPresent());
            robot.clickOn("#connectionAdd");
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#connectionDialog").tryQuery().isPresent());
            robot.clickOn("#connectionName").press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL)
                    .write("Read-only Local");
            robot.clickOn("#connectionEndpoint").press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL)
                    .write(server.endpoint());
            robot.clickOn("#connectionReadOnly");
            robot.clickOn("OK");
            ListView<Object> connections = robot.lookup("#connectionsList").queryListView();
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> connections.getItems().size() == 2);
            robot.interact(() -> connections.getSelectionModel().select(1));
            robot.clickOn("#connectionUse");

            ListView<String> tables = robot.lookup("#explorerTables").queryListView();
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> tables.getItems().contains("Movies")
                    && robot.lookup("#explorerTables").queryListView().getItems().size() == local.listTables().size());
            assertEquals("", deleteInFirstRow(showMovies(tables)), "read-only: the grid has nothing to delete");
            for (ListView<?> list : List.of(tables, connections)) {
                assertEquals("", deleteInFirstRow(list), "Delete in " + list.getId());
            }
            assertTrue(running.app.viewModel().document().model().table("Movies").isPresent());
            assertEquals(items.size(), local.scan(ScanRequest.of("Movies")).items().size(), "no live item deleted");
        }
    }

    /** Opens Movies from the Live tables list and shows its first page: the live grid. */
    private TableView<?> showMovies(ListView<String> tables) throws Exception {
        robot.interact(() -> tables.getSelectionModel().select("Movies"));
        robot.clickOn(tables).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> robot.lookup("#browseShow").tryQuery().isPresent()
                && !robot.lookup("#browseShow").queryButton().isDisabled());
        robot.clickOn("#browseShow");
        TableView<?> grid = robot.lookup("#browseGrid").queryTableView();
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !grid.getItems().isEmpty());
        return grid;
    }

    /** Selects the control's first row, gives it the keyboard, presses Delete: what was asked ("" for nothing). */
    private String deleteInFirstRow(Control control) {
        robot.interact(() -> {
            if (control instanceof TableView<?> t) {
                t.getSelectionModel().select(0);
            } else if (control instanceof ListView<?> l) {
                l.getSelectionModel().select(0);
            }
            control.requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(control.isFocused(), control.getId() + " holds the keyboard");
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
