package dev.tablewright.ui.shell;

import java.util.List;
import java.util.Optional;
import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import javafx.stage.Stage;

/**
 * The main window opens as the user left it: its size (never beyond the screen), its place (only
 * where a screen still is: a laptop undocked from its second monitor must not open the window off
 * every screen), maximized or not, and the rest {@link MainWindow#restore} puts back.
 */
public final class WindowMemory {
    /** The size a first run opens with: as large as a designer wants, within a small laptop's screen. */
    static final Dimension2D DEFAULT_SIZE = new Dimension2D(1360, 860);
    /** How much of the title bar must be on a screen for the saved place to be used. */
    private static final double GRIP = 48;

    private WindowMemory() {
    }

    /** The scene size to open with: the saved window's, or the default, within the screen. */
    public static Dimension2D sceneSize(Optional<WindowLayout> saved, Rectangle2D screen) {
        double width = saved.map(WindowLayout::width).orElse(DEFAULT_SIZE.getWidth());
        double height = saved.map(WindowLayout::height).orElse(DEFAULT_SIZE.getHeight());
        return new Dimension2D(Math.min(width, screen.getWidth()), Math.min(height, screen.getHeight()));
    }

    /** Puts the shown stage where it was, when a screen is still there; maximizes it if it was. */
    public static void place(Stage stage, WindowLayout saved, List<Rectangle2D> screens) {
        if (onAScreen(saved, screens)) {
            stage.setX(saved.x());
            stage.setY(saved.y());
        }
        stage.setMaximized(saved.maximized());
    }

    /** True when a grip's worth of the window's top edge lies on one of the screens. */
    static boolean onAScreen(WindowLayout saved, List<Rectangle2D> screens) {
        Rectangle2D titleBar = new Rectangle2D(saved.x(), saved.y(), Math.max(GRIP, saved.width()), GRIP);
        return screens.stream().anyMatch(s -> {
            double w = Math.min(titleBar.getMaxX(), s.getMaxX()) - Math.max(titleBar.getMinX(), s.getMinX());
            double h = Math.min(titleBar.getMaxY(), s.getMaxY()) - Math.max(titleBar.getMinY(), s.getMinY());
            return w >= GRIP && h >= GRIP / 2;
        });
    }

    /** Keeps how the window is left, for the next run. */
    public static void save(Stage stage, MainWindow window, Settings settings) {
        settings.setWindowLayout(window.layout(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(),
                stage.isMaximized()));
    }
}
