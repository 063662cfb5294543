package dev.tablewright.ui.diagram;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * The diagram's status line, under its toolbar: the Connect hint and what the last edit did, whole.
 * Beside the buttons it had what they left, and at the default window size the hint read "Click th…".
 */
final class DiagramStatus extends Label {
    DiagramStatus(DiagramViewModel vm) {
        setId("diagramStatus");
        getStyleClass().add("diagram-status");
        textProperty().bind(vm.statusProperty());
        setWrapText(true); // a narrow window gets a second line, never a cut one
        setMaxWidth(Double.MAX_VALUE);
        // One line even when empty: the canvas does not jump down when a hint appears.
        setMinHeight(Region.USE_PREF_SIZE);
        setPadding(new Insets(2, 8, 2, 8));
    }
}
