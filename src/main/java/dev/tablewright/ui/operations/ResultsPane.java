package dev.tablewright.ui.operations;

import dev.tablewright.operation.run.HistoryEntry;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * What a tab's runs show: the summary, the error in one line, the items as a pivoted grid and as
 * DynamoDB JSON, and the session's history (a double click brings a run back).
 * Ids are {@code prefix} + Grid, ResultJson, Summary, Error, History.
 */
final class ResultsPane extends VBox {
    ResultsPane(String prefix, OperationTab tab) {
        super(6);
        Runs runs = tab.runs();
        ResultGrid grid = new ResultGrid();
        tab.results().gridProperty().addListener((o, a, b) -> grid.show(b));
        grid.setId(prefix + "Grid");
        TextArea items = new TextArea();
        items.setId(prefix + "ResultJson");
        items.setEditable(false);
        items.setStyle("-fx-font-family: monospace");
        items.textProperty().bind(tab.results().jsonProperty());
        TabPane results = new TabPane(new Tab("Grid", grid), new Tab("DynamoDB JSON", items));
        results.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        Label summary = new Label();
        summary.setId(prefix + "Summary");
        summary.textProperty().bind(runs.summaryProperty());
        Label error = new Label();
        error.setId(prefix + "Error");
        error.setWrapText(true);
        error.setStyle("-fx-text-fill: #b00020");
        error.textProperty().bind(runs.errorProperty());
        ListView<HistoryEntry> history = new ListView<>(runs.history());
        history.setId(prefix + "History");
        history.setPrefHeight(120);
        history.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && history.getSelectionModel().getSelectedItem() != null) {
                tab.recall(history.getSelectionModel().getSelectedItem());
            }
        });
        SplitPane body = new SplitPane(results, new VBox(4, new Label("History"), history));
        body.setOrientation(Orientation.VERTICAL);
        body.setDividerPositions(0.8);
        getChildren().addAll(summary, error, body);
        VBox.setVgrow(body, Priority.ALWAYS);
        setPadding(new Insets(6));
    }
}
