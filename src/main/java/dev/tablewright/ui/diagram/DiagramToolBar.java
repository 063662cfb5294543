package dev.tablewright.ui.diagram;

import dev.tablewright.model.Cardinality;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.FormControls;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.util.StringConverter;

/**
 * The diagram's commands as buttons, each tooltip naming its shortcut (the status line is under it,
 * {@link DiagramStatus}; zoom is on the canvas, {@link ZoomControls}).
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

        getItems().addAll(add, connect, cardinality, delete, new Separator(Orientation.VERTICAL), arrange,
                new Separator(Orientation.VERTICAL), export);
    }

    private static Button button(String id, String text, String tooltip, Command command) {
        Button b = FormControls.commandButton(id, text, command);
        b.setTooltip(new Tooltip(tooltip));
        return b;
    }
}
