package dev.tablewright.app;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The yardsticks for the app's start-up, windows of the app's size started the same way
 * ({@code -Dtablewright.bareWindow=true} or {@code =controls} opens one instead of the app; see
 * docs/performance.md): an empty JavaFX window, what the toolkit alone costs; and one holding the
 * kinds of controls the app's first frame has ({@link ControlsWindow}), what any window of a menu bar,
 * a tree, tab panes, a table and split panes costs, so that our own cost is told from the toolkit's.
 */
public final class BareWindow extends Application {
    static final String PROPERTY = "tablewright.bareWindow";
    static final String CONTROLS = "controls";

    /** Which window {@code -Dtablewright.bareWindow} asks for; null: the app. */
    static Class<? extends Application> chosen() {
        String kind = System.getProperty(PROPERTY, "false");
        if (CONTROLS.equals(kind)) {
            return ControlsWindow.class;
        }
        return Boolean.parseBoolean(kind) ? BareWindow.class : null;
    }

    @Override
    public void start(Stage stage) {
        Scene scene = new Scene(new StackPane(), 1360, 860);
        stage.setScene(scene);
        stage.setTitle("Bare JavaFX window");
        stage.show();
        StartupProbe.reportFirstFrame(scene);
    }
}
