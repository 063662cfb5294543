package dev.tablewright.ui.operations;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A comparison with the Sandbox, side by side across the bottom of a query tab ({@code opComparePane}):
 * its one line and, under it, the {@link ComparisonTable}. It shows when a comparison finds differences
 * and hides again with Hide ({@code opCompareHide}) or when a new comparison starts.
 */
final class ComparisonPane extends VBox {
    private final BooleanProperty hidden = new SimpleBooleanProperty();

    ComparisonPane(PatternComparison comparison) {
        super(4);
        setId("opComparePane");
        Label title = new Label();
        title.setId("opCompareTitle");
        title.setWrapText(true);
        title.textProperty().bind(comparison.textProperty());
        HBox.setHgrow(title, Priority.ALWAYS);
        title.setMaxWidth(Double.MAX_VALUE);
        Button hide = new Button("Hide");
        hide.setId("opCompareHide");
        hide.setOnAction(e -> hidden.set(true));
        HBox header = new HBox(8, title, hide);
        header.setAlignment(Pos.CENTER_LEFT);
        ComparisonTable table = new ComparisonTable(comparison);
        table.setPrefHeight(200);
        getChildren().addAll(header, table);
        setPadding(new Insets(6));
        comparison.finishedProperty().addListener((o, a, b) -> hidden.set(false));
        managedProperty().bind(Bindings.isNotEmpty(comparison.rows()).and(hidden.not()));
        visibleProperty().bind(managedProperty());
    }
}
