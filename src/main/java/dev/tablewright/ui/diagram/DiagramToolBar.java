package dev.tablewright.ui.diagram;

import dev.tablewright.model.Cardinality;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.FormControls;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.util.StringConverter;

/**
 * The diagram's commands as buttons, each tooltip naming its shortcut, and the status line (zoom is
 * on the canvas: {@link ZoomControls}).
 */
final class DiagramToolBar extends ToolBar {

    DiagramToolBar(DiagramViewModel vm, Command exportPng) {
        getStyleClass().add("diagram-toolbar");
        DiagramCommands commands = vm.commands();
        Button add = button("addEntityButton", "Add entity",
                "Add an entity (N), or double-click the canvas where it should go", commands.addEntity());

        ToggleButton connect = new ToggleButton("Connect");
        connect.setId("connectButton");
        connect.setTooltip(new Tooltip("Connect two entities (C): click the source, then the target; Esc cancels"));
        connect.selectedProperty().bindBidirectional(vm.edits().connectingProperty());
        connect.disableProperty().bind(commands.connect().notExecutableProperty());
        ChoiceBox<Cardinality> cardinality = new ChoiceBox<>();
        cardinality.setId("cardinalityChoice");
        cardinality.getItems().setAll(Cardinality.values());
        cardinality.setConverter(new StringConverter<>() {
            @Override
            public String toString(Cardinality c) {
                return c == null ? "" : c.label();
            }

            @Override
            public Cardinality fromString(String s) {
                return Cardinality.parse(s).orElse(null);
            }
        });
        cardinality.valueProperty().bindBidirectional(vm.edits().cardinalityProperty());
        cardinality.setTooltip(new Tooltip("The cardinality of the next relationship you connect"));

        Button delete = button("deleteButton", "Delete", "Delete the selection (Delete)", commands.delete());
        Button arrange = button("autoLayoutButton", "Auto-layout",
                "Arrange the boxes, parents above children (L)", commands.autoLayout());
        Button export = button("exportPngButton", "Export PNG…", "Save the diagram as a PNG image", exportPng);

        Label status = new Label();
        status.setId("diagramStatus");
        status.getStyleClass().add("diagram-status");
        status.textProperty().bind(vm.statusProperty());
        // The status gives way to the buttons when the window is narrow; its tooltip has it whole.
        status.setMinWidth(0);
        status.setPrefWidth(0);
        status.setMaxWidth(Double.MAX_VALUE);
        status.setAlignment(Pos.CENTER_RIGHT);
        HBox.setHgrow(status, Priority.ALWAYS);
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(vm.statusProperty());
        status.setTooltip(whole);

        getItems().addAll(add, connect, cardinality, delete, new Separator(Orientation.VERTICAL), arrange,
                new Separator(Orientation.VERTICAL), export, status);
    }

    private static Button button(String id, String text, String tooltip, Command command) {
        Button b = FormControls.commandButton(id, text, command);
        b.setTooltip(new Tooltip(tooltip));
        return b;
    }
}
