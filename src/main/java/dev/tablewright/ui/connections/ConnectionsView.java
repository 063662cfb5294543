package dev.tablewright.ui.connections;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.FormControls;
import java.util.Objects;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The connections panel: the list (the active one marked), Add / Edit / Remove, Test and Use, and the
 * last test's answer. Double-click uses a connection.
 */
public final class ConnectionsView extends VBox {
    private final ConnectionsViewModel vm;
    private final ListView<Connection> list;

    public ConnectionsView(ConnectionsViewModel vm) {
        super(6);
        this.vm = vm;
        setId("connectionsView");
        setPadding(new Insets(6));
        list = new ListView<>(vm.connections());
        list.setId("connectionsList");
        list.setCellFactory(v -> new ConnectionCell());
        list.setPrefHeight(160);
        VBox.setVgrow(list, Priority.ALWAYS);
        vm.activeProperty().addListener((o, a, b) -> list.refresh());
        ConnectionCommands commands = vm.commands();
        commands.selectedProperty().bind(list.getSelectionModel().selectedItemProperty());
        list.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                commands.use().execute();
            }
        });

        Button add = button("connectionAdd", "Add…", "Add a DynamoDB Local or AWS connection", commands.add());
        Button edit = button("connectionEdit", "Edit…", "Edit the selected connection", commands.edit());
        Button remove = button("connectionRemove", "Remove", "Remove the selected connection (not the Sandbox)",
                commands.remove());
        Button test = button("connectionTest", "Test", "One cheap call (ListTables) with short timeouts",
                commands.test());
        Button use = button("connectionUse", "Use", "Run this tab's operations on the selected connection",
                commands.use());

        Label message = new Label();
        message.setId("connectionMessage");
        message.setWrapText(true);
        message.textProperty().bind(vm.message());
        // The left pane is narrow at the default window size: buttons wrap to a new line, never shrink to "Ad…".
        FlowPane buttons = new FlowPane(6, 4, add, edit, remove, test, use);
        getChildren().setAll(list, buttons, message);
    }

    private static Button button(String id, String text, String tip, Command command) {
        Button b = FormControls.commandButton(id, text, command);
        b.setTooltip(new Tooltip(tip));
        b.setMinWidth(Region.USE_PREF_SIZE);
        return b;
    }

    private final class ConnectionCell extends ListCell<Connection> {
        @Override
        protected void updateItem(Connection c, boolean empty) {
            super.updateItem(c, empty);
            if (empty || c == null) {
                setText(null);
                setStyle("");
                return;
            }
            boolean active = Objects.equals(c, vm.activeProperty().get());
            setText((active ? "● " : "   ") + c.describe());
            setStyle(active ? "-fx-font-weight: bold;" : "");
        }
    }
}
