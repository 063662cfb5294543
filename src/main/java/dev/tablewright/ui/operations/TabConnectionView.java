package dev.tablewright.ui.operations;

import dev.tablewright.aws.connect.Connection;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * A tab's connection, a toolbar row of its own above the run buttons: the picker
 * ({@code tabConnection}), Refresh of its tables ({@code tabRefresh}) and "Listing tables…" while they
 * load. Why they could not load ({@code tabError}) is a wrapping line under the row, never a toolbar
 * item: a toolbar moves what does not fit behind its "»", and an error must be read without a click.
 */
final class TabConnectionView extends ToolBar {
    private final Label status = new Label();

    TabConnectionView(TabConnection tab) {
        ChoiceBox<Connection> picker = new ChoiceBox<>(tab.connections());
        picker.setId("tabConnection");
        picker.setConverter(new StringConverter<>() {
            @Override
            public String toString(Connection c) {
                return c == null ? "" : c.name();
            }

            @Override
            public Connection fromString(String s) {
                return null;
            }
        });
        picker.valueProperty().bindBidirectional(tab.connectionProperty());
        Button refresh = new Button("Refresh tables");
        refresh.setId("tabRefresh");
        refresh.disableProperty().bind(tab.loadingProperty());
        refresh.setOnAction(e -> tab.refresh());
        status.setId("tabError");
        status.setStyle("-fx-text-fill: #b00020");
        status.setWrapText(true);
        status.setMaxWidth(Double.MAX_VALUE);
        status.setPadding(new Insets(2, 8, 2, 8));
        Label loading = new Label("Listing tables…");
        loading.visibleProperty().bind(tab.loadingProperty());
        loading.managedProperty().bind(loading.visibleProperty());
        status.textProperty().bind(tab.errorProperty());
        status.visibleProperty().bind(Bindings.isNotEmpty(tab.errorProperty()));
        status.managedProperty().bind(status.visibleProperty());
        getItems().addAll(new Label("Connection"), picker, refresh, loading);
    }

    /** The connection's row, its error line when there is one, then a tab's own toolbar. */
    static VBox above(TabConnection tab, ToolBar actions) {
        TabConnectionView row = new TabConnectionView(tab);
        return new VBox(row, row.status, actions);
    }
}
