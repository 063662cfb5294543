package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.ui.common.CutOffText;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The real app headless: the window the user left is the window the next start opens. */
class WindowMemoryTest {
    private final FxRobot robot = new FxRobot();
    private RunningApp running;

    @AfterEach
    void close() throws Exception {
        if (running != null) {
            running.close();
        }
    }

    @Test
    void sizePlaceDividersTabAndZoomComeBackAtTheNextStart() throws Exception {
        running = RunningApp.start();
        TabPane centre = robot.lookup("#centreTabs").queryAs(TabPane.class);
        String lastTab = centre.getTabs().get(centre.getTabs().size() - 1).getText();
        robot.interact(() -> {
            running.stage.setX(40);
            running.stage.setY(30);
            running.stage.setWidth(1000);
            running.stage.setHeight(700);
            split("#mainSplit").setDividerPositions(0.25, 0.7);
            split("#centreSplit").setDividerPositions(0.6);
            centre.getSelectionModel().selectLast();
        });
        robot.interact(() -> robot.lookup("#zoomInButton").queryButton().fire());
        String zoom = robot.lookup("#zoomResetButton").queryButton().getText();
        double[] main = split("#mainSplit").getDividerPositions();

        running.close();
        robot.interact(() -> { // the tests share one stage: only the restore can put it back
            running.stage.setX(300);
            running.stage.setY(200);
            running.stage.setWidth(640);
            running.stage.setHeight(480);
        });
        running = RunningApp.again();
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(1000, running.stage.getWidth(), 1);
        assertEquals(700, running.stage.getHeight(), 1);
        assertEquals(40, running.stage.getX(), 1);
        assertEquals(30, running.stage.getY(), 1);
        assertEquals(main[0], split("#mainSplit").getDividerPositions()[0], 0.01);
        assertEquals(main[1], split("#mainSplit").getDividerPositions()[1], 0.01);
        assertEquals(0.6, split("#centreSplit").getDividerPositions()[0], 0.01);
        TabPane again = robot.lookup("#centreTabs").queryAs(TabPane.class);
        assertEquals(lastTab, again.getSelectionModel().getSelectedItem().getText());
        assertEquals(zoom, robot.lookup("#zoomResetButton").queryButton().getText());
        assertTrue(!zoom.equals("100%"), zoom);
    }

    @Test
    void atTheDefaultSizeNoToolbarButtonHidesBehindTheOverflow() throws Exception {
        running = RunningApp.start();
        robot.interact(() -> running.app.window().showTab("Diagram"));
        WaitForAsyncUtils.waitForFxEvents();
        List<Node> overflow = robot.from(running.stage.getScene().getRoot())
                .lookup(".diagram-toolbar .tool-bar-overflow-button").queryAll().stream().filter(Node::isVisible).toList();
        assertEquals(List.of(), overflow);
        for (String id : List.of("#exportPngButton", "#zoomToFitButton", "#autoLayoutButton", "#addEntityButton")) {
            Button b = robot.lookup(id).queryButton();
            assertTrue(b.isVisible() && b.getScene() != null && b.localToScene(b.getBoundsInLocal()).getMaxX()
                    <= running.stage.getScene().getWidth(), id + " is on screen");
        }
    }

    @Test
    void atTheDefaultSizeNoButtonOfTheWindowIsCutShort() throws Exception {
        running = RunningApp.start();
        WaitForAsyncUtils.waitFor(20, java.util.concurrent.TimeUnit.SECONDS,
                () -> robot.lookup("#connectionsList").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        // Buttons only: a long name in a list or a table cell may end in "…", a command may not.
        List<String> buttons = new java.util.ArrayList<>();
        robot.interact(() -> running.stage.getScene().getRoot().lookupAll(".button").forEach(n -> {
            if (n instanceof javafx.scene.control.Labeled b && n.isVisible()) {
                buttons.addAll(CutOffText.under(b));
            }
        }));
        assertEquals(List.of(), buttons);
    }

    private SplitPane split(String id) {
        return robot.lookup(id).queryAs(SplitPane.class);
    }
}
