package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.ui.shell.AppHome;
import dev.tablewright.ui.tree.TreeEntry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Opens the real window headless (Monocle) and sees the sample model in the tree and grid. */
class MainWindowSmokeTest {
    private TablewrightApp app;
    private Stage stage;
    private final FxRobot robot = new FxRobot();

    @BeforeEach
    void open() throws Exception {
        // A clean app home: no recent file to reopen, no recovery copy to offer.
        deleteRecursively(AppHome.folder());
        stage = FxToolkit.registerPrimaryStage();
        app = (TablewrightApp) FxToolkit.setupApplication(TablewrightApp::new);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> app.viewModel().modelProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
    }

    static void deleteRecursively(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
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

    @Test
    void clickingAnEntitySelectsItsTable() {
        TreeView<TreeEntry> tree = robot.lookup("#modelTree").queryAs(TreeView.class);
        TreeItem<TreeEntry> entity = tree.getRoot().getChildren().get(0).getChildren().get(0).getChildren().get(0);
        robot.interact(() -> tree.getSelectionModel().select(entity));
        assertEquals(entity.getValue().path(), app.viewModel().tree().selectedPathProperty().get());
        assertEquals(entity.getValue().table(), app.viewModel().tree().selectedTableProperty().get());
    }
}
