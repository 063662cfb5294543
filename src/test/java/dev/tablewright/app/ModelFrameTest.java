package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.ui.common.FxStages;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What waits for the model's frame runs once: after the frame that shows the model, or when the start
 * opened none; never while the opening still runs.
 */
@ExtendWith(FxStages.class)
class ModelFrameTest {
    private final SimpleObjectProperty<String> model = new SimpleObjectProperty<>();
    private final ObservableList<String> running = FXCollections.observableArrayList();
    private final AtomicInteger runs = new AtomicInteger();
    private final AtomicInteger runsBeforeModelFrame = new AtomicInteger(-1);
    private final StackPane root = new StackPane();

    private void start() throws Exception {
        FxToolkit.setupStage(stage -> {
            Scene scene = new Scene(root, 300, 200);
            stage.setScene(scene);
            stage.show();
            running.add("Opening movies.json");
            ModelFrame.then(scene, model, running, runs::incrementAndGet);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void runsOnceAfterTheFrameThatShowsTheModel() throws Exception {
        start();
        assertEquals(0, runs.get(), "not while the model is being read");
        FxToolkit.setupFixture(() -> {
            running.clear(); // as the opening task ends, its outcome sets the model
            model.set("movies");
            root.getChildren().add(new Label("movies")); // the window shows it
            runsBeforeModelFrame.set(runs.get());
        });
        WaitForAsyncUtils.waitForFxEvents();
        FxToolkit.setupFixture(() -> model.set("other"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, runsBeforeModelFrame.get(), "not before the frame that lays the model out");
        assertEquals(1, runs.get());
    }

    @Test
    void runsWhenTheStartOpensNoModel() throws Exception {
        start();
        FxToolkit.setupFixture(running::clear); // the file could not be read: no model
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, runs.get());
        FxToolkit.setupFixture(() -> running.setAll(List.of("Opening other.json")));
        FxToolkit.setupFixture(running::clear);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, runs.get());
    }
}
