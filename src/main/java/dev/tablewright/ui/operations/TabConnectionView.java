package dev.tablewright.ui.operations;

import dev.tablewright.aws.connect.Connection;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * A tab's connection, a toolbar row of its own above the run buttons (so a long error never pushes
 * them into the overflow): the picker ({@code tabConnection}), Refresh of its tables
 * ({@code tabRefresh}) and one line while they load or when they could not ({@code tabError}).
 */
final class TabConnectionView extends ToolBar {
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
        Label status = new Label();
        status.setId("tabError");
        status.setStyle("-fx-text-fill: #b00020");
        Label loading = new Label("Listing tables…");
        loading.visibleProperty().bind(tab.loadingProperty());
        loading.managedProperty().bind(loading.visibleProperty());
        status.textProperty().bind(tab.errorProperty());
        status.visibleProperty().bind(Bindings.isNotEmpty(tab.errorProperty()));
        status.managedProperty().bind(status.visibleProperty());
        getItems().addAll(new Label("Connection"), picker, refresh, loading, status);
    }

    /** The connection's row above a tab's own toolbar. */
    static VBox above(TabConnection tab, ToolBar actions) {
        return new VBox(new TabConnectionView(tab), actions);
    }
}
