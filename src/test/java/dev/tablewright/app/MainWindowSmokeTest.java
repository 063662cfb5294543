package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.ui.tree.TreeEntry;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Opens the real window headless (Monocle) and sees the sample model in the tree and grid. */
class MainWindowSmokeTest {
    private RunningApp running;
    private TablewrightApp app;
    private Stage stage;
    private final FxRobot robot = new FxRobot();

    @BeforeEach
    void open() throws Exception {
        running = RunningApp.start();
        app = running.app;
        stage = running.stage;
    }

    @AfterEach
    void close() throws Exception {
        running.close();
    }

    @Test
    void showsTheSampleModelInTheTreeAndGrid() throws Exception {
        assertEquals("Tablewright — movies-actors.json", stage.getTitle());
        TreeView<TreeEntry> tree = robot.lookup("#modelTree").queryAs(TreeView.class);
        TreeItem<TreeEntry> root = tree.getRoot();
        assertNotNull(root);
        TreeItem<TreeEntry> table = root.getChildren().get(0);
        assertEquals(TreeEntry.Kind.TABLE, table.getValue().kind());
        assertTrue(table.isExpanded());
        assertEquals(3, table.getChildren().size());
        assertFalse(table.getChildren().get(0).getChildren().isEmpty(), "entities are listed");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !app.viewModel().pivots().grids().isEmpty());
        robot.interact(() -> app.window().showTab("Movies"));
        TableView<?> grid = robot.lookup("#pivotTable-Movies").queryAs(TableView.class);
        assertFalse(grid.getItems().isEmpty());
        assertNotNull(robot.lookup("#problemsList").query());
    }

    /** Edit › Undo names the edit as it is: an underscore in a name is not taken for a mnemonic. */
    @Test
    void undoNamesAnEditWithItsUnderscores() {
        robot.interact(() -> app.viewModel().document().apply(dev.tablewright.model.edit.EntityEdits.changeAttribute(
                "Movies", "Movie", "title", new dev.tablewright.model.AttributeDef("movie_title",
                        dev.tablewright.model.AttributeType.S, true))));
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        javafx.scene.control.MenuItem undo = bar.getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> "undoItem".equals(i.getId())).findFirst().orElseThrow();
        assertTrue(undo.getText().contains("movie_title"), undo.getText());
        assertFalse(undo.isMnemonicParsing(), "the underscore is shown, not eaten");
    }

    @Test
    void aQueryTabRunsOnTheActiveConnectionTheSandbox() throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#connectionsList").tryQuery().isPresent());
        javafx.scene.control.ListView<?> connections = robot.lookup("#connectionsList").queryListView();
        assertTrue(connections.getItems().get(0).toString().contains("Sandbox"), connections.getItems().toString());
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.T)
                .release(javafx.scene.input.KeyCode.T, javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#opKey-pk").tryQuery().isPresent());
        assertTrue(robot.lookup(".tab-label").match(org.testfx.matcher.control.LabeledMatchers.hasText("Query · Sandbox"))
                .tryQuery().isPresent(), "the tab's title names its connection");
        javafx.scene.control.ChoiceBox<Connection> picker = robot.lookup("#tabConnection").queryAs(
                javafx.scene.control.ChoiceBox.class);
        assertEquals(Connection.SANDBOX, picker.getValue(), "a tab opens on the active connection");
        robot.clickOn("#opKey-pk").write("mov#tt1375666");
        robot.clickOn("#opRun");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> !robot.lookup("#opGrid").queryTableView().getItems().isEmpty());
    }

    @Test
    void clickingAnEntitySelectsItsTable() {
        TreeView<TreeEntry> tree = robot.lookup("#modelTree").queryAs(TreeView.class);
        TreeItem<TreeEntry> entity = tree.getRoot().getChildren().get(0).getChildren().get(0).getChildren().get(0);
        robot.interact(() -> tree.getSelectionModel().select(entity));
        assertEquals(entity.getValue().path(), app.viewModel().tree().selectedPathProperty().get());
        assertEquals(entity.getValue().table(), app.viewModel().tree().selectedTableProperty().get());
    }
}
