package dev.tablewright.ui.common;

import java.util.concurrent.atomic.AtomicReference;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A right-click as a desktop delivers it: the secondary press and release, then the context-menu
 * request at the same point. Monocle (the headless platform of the tests) sends only the mouse
 * events and never the request that GTK, Windows and macOS send with a secondary press, so the
 * request is delivered here as the Scene delivers the platform's: to the node under the pointer,
 * bubbling up from it.
 */
public final class SecondaryClick {
    private SecondaryClick() {
    }

    public static void at(FxRobot robot, Scene scene, Point2D screen) {
        AtomicReference<MouseEvent> press = new AtomicReference<>();
        EventHandler<MouseEvent> spy = e -> {
            if (e.getButton() == MouseButton.SECONDARY) {
                press.set(e);
            }
        };
        robot.interact(() -> scene.addEventFilter(MouseEvent.MOUSE_PRESSED, spy));
        try {
            robot.rightClickOn(screen);
            WaitForAsyncUtils.waitForFxEvents();
        } finally {
            robot.interact(() -> scene.removeEventFilter(MouseEvent.MOUSE_PRESSED, spy));
        }
        MouseEvent e = press.get();
        if (e == null) {
            throw new AssertionError("the secondary press did not reach the scene at " + screen);
        }
        robot.interact(() -> Event.fireEvent(e.getPickResult().getIntersectedNode(),
                new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, e.getSceneX(), e.getSceneY(),
                        e.getScreenX(), e.getScreenY(), false, e.getPickResult())));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** At the centre of a node. */
    public static void on(FxRobot robot, javafx.scene.Node node) {
        WaitForAsyncUtils.waitForFxEvents(); // laid out where it will be clicked
        AtomicReference<Point2D> centre = new AtomicReference<>();
        robot.interact(() -> {
            javafx.geometry.Bounds b = node.localToScreen(node.getBoundsInLocal());
            centre.set(new Point2D(b.getCenterX(), b.getCenterY()));
        });
        at(robot, node.getScene(), centre.get());
    }
}
