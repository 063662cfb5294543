package dev.tablewright.ui.connections;

import dev.tablewright.aws.connect.Connection;
import java.util.Objects;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
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
        list.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                vm.activate(selected());
            }
        });

        Button add = button("connectionAdd", "Add…", "Add a DynamoDB Local or AWS connection");
        add.setOnAction(e -> {
            vm.startAdding();
            openForm();
        });
        Button edit = button("connectionEdit", "Edit…", "Edit the selected connection");
        edit.setOnAction(e -> {
            if (vm.startEditing(selected())) {
                openForm();
            }
        });
        Button remove = button("connectionRemove", "Remove", "Remove the selected connection (not the Sandbox)");
        remove.setOnAction(e -> vm.remove(selected()));
        Button test = button("connectionTest", "Test", "One cheap call (ListTables) with short timeouts");
        test.setOnAction(e -> vm.test(selected()));
        Button use = button("connectionUse", "Use", "Run this tab's operations on the selected connection");
        use.setOnAction(e -> vm.activate(selected()));

        var none = list.getSelectionModel().selectedItemProperty().isNull();
        var sandbox = Bindings.createBooleanBinding(() -> selected() == null || selected().isSandbox(),
                list.getSelectionModel().selectedItemProperty());
        edit.disableProperty().bind(sandbox);
        remove.disableProperty().bind(sandbox);
        test.disableProperty().bind(none.or(vm.testingProperty()));
        use.disableProperty().bind(none);

        Label message = new Label();
        message.setId("connectionMessage");
        message.setWrapText(true);
        message.textProperty().bind(vm.message());
        // The left pane is narrow at the default window size: buttons wrap to a new line, never shrink to "Ad…".
        FlowPane buttons = new FlowPane(6, 4, add, edit, remove, test, use);
        getChildren().setAll(list, buttons, message);
    }

    private Connection selected() {
        return list.getSelectionModel().getSelectedItem();
    }

    private void openForm() {
        ConnectionDialog dialog = new ConnectionDialog(getScene() == null ? null : getScene().getWindow(), vm);
        // A taken name shows below the list (OK is disabled while the form itself says what is wrong).
        dialog.showAndWait().filter(b -> b == ButtonType.OK).ifPresent(b -> vm.commitForm());
    }

    private static Button button(String id, String text, String tip) {
        Button b = new Button(text);
        b.setId(id);
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
