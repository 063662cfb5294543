package dev.tablewright.ui.migrate;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.ui.common.FormControls;
import dev.tablewright.ui.connections.ConnectionCell;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Migration dialog's Apply part: the connection, Apply… and Cancel, why Apply cannot run (a
 * read-only connection, an unsaved plan …), the step under way with its items and a progress bar, then
 * each step's outcome and the status line.
 */
public final class ApplyPane extends VBox {
    public ApplyPane(ApplyViewModel vm) {
        super(6);
        setId("migrationApplyPane");
        ComboBox<Connection> connection = new ComboBox<>(vm.connections());
        connection.setId("migrationConnection");
        connection.valueProperty().bindBidirectional(vm.connectionProperty());
        connection.setCellFactory(l -> new ConnectionCell());
        connection.setButtonCell(new ConnectionCell());
        connection.disableProperty().bind(vm.busyProperty());
        Button apply = FormControls.button("Apply…", "migrationApply", vm.applyCommand());
        Button cancel = FormControls.button("Cancel", "migrationCancel", vm.cancelCommand());
        Label blocker = new Label();
        blocker.setId("migrationApplyBlocker");
        blocker.setWrapText(true);
        blocker.textProperty().bind(vm.blockerProperty());
        blocker.getStyleClass().add("text-muted");
        Label to = new Label("Apply to");
        HBox row = new HBox(8, to, connection, apply, cancel);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getChildren().forEach(n -> ((Region) n).setMinWidth(Region.USE_PREF_SIZE));

        Label step = new Label();
        step.setId("migrationApplyStep");
        step.textProperty().bind(vm.stepProperty());
        Label items = new Label();
        items.setId("migrationApplyItems");
        items.textProperty().bind(vm.itemsProperty());
        ProgressBar bar = new ProgressBar();
        bar.setId("migrationApplyProgress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(vm.progressProperty());
        VBox running = new VBox(4, step, items, bar);
        running.visibleProperty().bind(vm.busyProperty().or(step.textProperty().isNotEmpty()));
        running.managedProperty().bind(running.visibleProperty());

        ListView<String> results = new ListView<>(vm.results());
        results.setId("migrationApplyResults");
        results.setPrefHeight(90);
        results.visibleProperty().bind(Bindings.isNotEmpty(vm.results()));
        results.managedProperty().bind(results.visibleProperty());
        Label status = new Label();
        status.setId("migrationApplyStatus");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        status.setStyle("-fx-font-weight: bold");
        getChildren().addAll(row, blocker, running, results, status);
    }
}
