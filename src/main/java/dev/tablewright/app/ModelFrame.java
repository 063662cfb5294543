package dev.tablewright.app;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.Scene;

/**
 * Work that waits for the start to show its model: the inspector, the connections and whatever
 * else the frame that shows the model does not need. Built before it, their nodes were styled and
 * laid out in that frame and put it 2.5× as far from the first frame as the first frame is from the
 * launch (docs/performance.md, "Start-up"). A start that opens no model (an unreadable file, a
 * declined recovery) must not leave them unbuilt: they also run once no model is open and no
 * background task runs any more.
 */
final class ModelFrame {
    private final Scene scene;
    private final ObservableValue<?> model;
    private final ObservableList<?> running;
    private Runnable work;
    private final ChangeListener<Object> modelCame;
    private final ListChangeListener<Object> taskEnded = c -> Platform.runLater(this::runIfNothingOpens);

    private ModelFrame(Scene scene, ObservableValue<?> model, ObservableList<?> running, Runnable work) {
        this.scene = scene;
        this.model = model;
        this.running = running;
        this.work = work;
        modelCame = (o, was, now) -> {
            if (now != null) {
                FirstFrame.then(scene, this::runOnce);
            }
        };
    }

    /**
     * Runs {@code work} once on the FX thread: right after the frame that first lays out a model
     * ({@code model} non-null), or when the start opened none ({@code model} null with {@code running}
     * empty). Call it on the FX thread after the start's opening has begun.
     *
     * @param running the background tasks: opening a file (or looking for unsaved work first) is one
     */
    static void then(Scene scene, ObservableValue<?> model, ObservableList<?> running, Runnable work) {
        ModelFrame frame = new ModelFrame(scene, model, running, work);
        if (model.getValue() != null) {
            FirstFrame.then(scene, frame::runOnce);
            return;
        }
        frame.listen();
        Platform.runLater(frame::runIfNothingOpens); // a start that began no task at all
    }

    private void listen() {
        model.addListener(modelCame);
        running.addListener(taskEnded);
    }

    private void stopListening() {
        model.removeListener(modelCame);
        running.removeListener(taskEnded);
    }

    private void runIfNothingOpens() {
        if (model.getValue() == null && running.isEmpty()) {
            runOnce();
        }
    }

    private void runOnce() {
        Runnable once = work;
        work = null;
        if (once != null) {
            stopListening();
            once.run();
            scene.getRoot().requestLayout(); // what it built is shown in the next pulse
        }
    }
}
