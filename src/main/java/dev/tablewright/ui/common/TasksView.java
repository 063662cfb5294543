package dev.tablewright.ui.common;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;

/** The status bar's task area: one progress bar with a cancel button per running task. */
public final class TasksView extends HBox {
    public TasksView(ObservableList<BackgroundTask> running) {
        super(8);
        setId("tasks");
        setAlignment(Pos.CENTER_RIGHT);
        running.addListener((ListChangeListener<BackgroundTask>) c -> rebuild(running));
    }

    private void rebuild(ObservableList<BackgroundTask> running) {
        getChildren().clear();
        for (BackgroundTask task : running) {
            Label title = new Label();
            title.textProperty().bind(task.messageProperty().map(m -> m.isEmpty() ? task.title() : task.title() + ": " + m));
            ProgressBar bar = new ProgressBar();
            bar.setPrefWidth(120);
            bar.progressProperty().bind(task.progressProperty());
            Button cancel = new Button("\u2715");
            cancel.getStyleClass().add("flat");
            cancel.setOnAction(e -> task.cancel());
            cancel.setAccessibleText("Cancel " + task.title());
            getChildren().addAll(title, bar, cancel);
        }
    }
}
