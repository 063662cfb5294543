package dev.tablewright.app;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * An empty JavaFX window of the app's size: the yardstick for the app's start-up
 * ({@code -Dtablewright.bareWindow=true} opens it instead of the app; see docs/performance.md).
 */
public final class BareWindow extends Application {
    static final String PROPERTY = "tablewright.bareWindow";

    @Override
    public void start(Stage stage) {
        Scene scene = new Scene(new StackPane(), 1360, 860);
        stage.setScene(scene);
        stage.setTitle("Bare JavaFX window");
        stage.show();
        StartupProbe.reportFirstFrame(scene);
    }
}
