package dev.tablewright.ui.diagram;

import dev.tablewright.model.Cardinality;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;

/** The diagram's commands as buttons, each tooltip naming its shortcut, and the status line. */
final class DiagramToolBar extends ToolBar {

    DiagramToolBar(DiagramViewModel vm, Viewport viewport, Runnable exportPng) {
        getStyleClass().add("diagram-toolbar");
        BooleanBinding noTable = vm.tableProperty().isNull();
        BooleanBinding noBoxes = Bindings.isEmpty(vm.boxes());

        Button add = button("addEntityButton", "Add entity",
                "Add an entity (N), or double-click the canvas where it should go", vm::addEntity);
        add.disableProperty().bind(noTable);

        ToggleButton connect = new ToggleButton("Connect");
        connect.setId("connectButton");
        connect.setTooltip(new Tooltip("Connect two entities (C): click the source, then the target; Esc cancels"));
        connect.selectedProperty().bindBidirectional(vm.connectingProperty());
        connect.disableProperty().bind(noBoxes);
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
        cardinality.valueProperty().bindBidirectional(vm.cardinalityProperty());
        cardinality.setTooltip(new Tooltip("The cardinality of the next relationship you connect"));

        Button delete = button("deleteButton", "Delete", "Delete the selection (Delete)", vm::deleteSelection);
        delete.disableProperty().bind(vm.hasSelectionProperty().not());
        Button arrange = button("autoLayoutButton", "Auto-layout",
                "Arrange the boxes, parents above children (L)", vm::autoLayout);
        arrange.disableProperty().bind(noBoxes);

        Button zoomOut = button("zoomOutButton", "−", "Zoom out (Ctrl+−, or Ctrl+wheel)",
                () -> viewport.zoomAroundCentre(vm::zoomOut));
        Button zoom = button("zoomResetButton", "", "Actual size (Ctrl+0)",
                () -> viewport.zoomAroundCentre(vm::resetZoom));
        zoom.textProperty().bind(vm.zoomProperty().multiply(100).asString("%.0f%%"));
        zoom.getStyleClass().add("zoom-level");
        Button zoomIn = button("zoomInButton", "+", "Zoom in (Ctrl++, or Ctrl+wheel)",
                () -> viewport.zoomAroundCentre(vm::zoomIn));
        Button fit = button("zoomToFitButton", "Fit", "Zoom to fit the whole diagram (F)", viewport::zoomToFit);

        Button export = button("exportPngButton", "Export PNG…", "Save the diagram as a PNG image", exportPng);
        export.disableProperty().bind(noBoxes);

        Label status = new Label();
        status.setId("diagramStatus");
        status.getStyleClass().add("diagram-status");
        status.textProperty().bind(vm.statusProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);

        getItems().addAll(add, connect, cardinality, delete, new Separator(Orientation.VERTICAL), arrange, new Separator(Orientation.VERTICAL), zoomOut, zoom,
                zoomIn, fit, new Separator(Orientation.VERTICAL), export, spacer, status);
    }

    private static Button button(String id, String text, String tooltip, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setTooltip(new Tooltip(tooltip));
        b.setOnAction(e -> action.run());
        return b;
    }
}
