package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.SecondaryClick;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

/** The real window headless: a right-click opens a menu in the tree, the diagram and the grid, and an item works. */
class ContextMenusTest {
    private final FxRobot robot = new FxRobot();
    private RunningApp running;

    @BeforeEach
    void open() throws Exception {
        running = RunningApp.start();
    }

    @AfterEach
    void close() throws Exception {
        running.close();
    }

    private TableDesign movies() {
        return running.app.viewModel().modelProperty().get().table("Movies").orElseThrow();
    }

    /** Clicks an item of the context menu showing (a popup window of its own, not the main window's scene). */
    private void clickMenuItem(String text) {
        WaitForAsyncUtils.waitForFxEvents();
        Node menu = robot.listWindows().stream().filter(w -> w instanceof ContextMenu && w.isShowing()).findFirst()
                .orElseThrow(() -> new AssertionError("no context menu is showing")).getScene().getRoot();
        robot.clickOn(robot.from(menu).lookup(".menu-item .label").match(LabeledMatchers.hasText(text)).queryLabeled());
    }

    @Test
    void treeAddsAnIndexToTheTableRightClicked() {
        int before = movies().globalIndexes().size();
        SecondaryClick.on(robot, robot.lookup(".tree-cell").match(LabeledMatchers.hasText("Movies")).queryLabeled());
        clickMenuItem("Add GSI");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before + 1, movies().globalIndexes().size());
    }

    @Test
    void diagramAddsAnEntityWhereTheCanvasWasRightClicked() {
        robot.interact(() -> running.app.window().showTab("Diagram"));
        int before = movies().entities().size();
        Node canvas = robot.lookup("#diagramCanvas").query();
        SecondaryClick.at(robot, canvas.getScene(), emptySpot(canvas));
        clickMenuItem("Add entity here");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before + 1, movies().entities().size());
    }

    /** A point of the canvas on screen with no box, line or zoom control under it. */
    private Point2D emptySpot(Node canvas) {
        Node scroll = robot.lookup(".diagram-scroll").query();
        Bounds view = scroll.localToScreen(scroll.getBoundsInLocal());
        List<Node> taken = new ArrayList<>(robot.lookup(".entity-box").queryAll());
        taken.addAll(robot.lookup(".relationship").queryAll());
        taken.add(robot.lookup("#zoomControls").query());
        for (double y = view.getMinY() + 30; y < view.getMaxY() - 30; y += 15) {
            for (double x = view.getMinX() + 30; x < view.getMaxX() - 30; x += 15) {
                Point2D p = new Point2D(x, y);
                boolean free = taken.stream().noneMatch(n -> {
                    Bounds nb = n.localToScreen(n.getBoundsInLocal());
                    return new javafx.geometry.BoundingBox(nb.getMinX() - 12, nb.getMinY() - 12, nb.getWidth() + 24,
                            nb.getHeight() + 24).contains(p);
                });
                if (free && canvas.contains(canvas.screenToLocal(p))) {
                    return p;
                }
            }
        }
        throw new AssertionError("no empty spot on the visible canvas");
    }

    @Test
    void gridDuplicatesTheRowRightClicked() throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !running.app.viewModel().pivots().grids().isEmpty());
        robot.interact(() -> running.app.window().showTab("Movies"));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#pivotTable-Movies").tryQuery().isPresent());
        TableView<?> grid = robot.lookup("#pivotTable-Movies").queryTableView();
        // The grid is built when its tab first shows: its rows' cells come a layout pass or two later.
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> robot.from(grid).lookup(".table-row-cell .table-cell").queryAll().size() > 2);
        int before = movies().allItems().size();
        SecondaryClick.on(robot, robot.from(grid).lookup(".table-row-cell .table-cell").nth(2).query());
        clickMenuItem("Duplicate");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before + 1, movies().allItems().size());
    }
}
