package dev.tablewright.ui.diagram;

import dev.tablewright.ui.common.FormControls;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * Zoom out, the zoom level (click: actual size), zoom in and Fit, floating at the canvas's
 * bottom-right corner as map views have them: in the toolbar they pushed Fit and Export PNG behind
 * its overflow button at the default window size.
 */
final class ZoomControls extends HBox {
    ZoomControls(DiagramViewModel vm, Viewport viewport) {
        super(2);
        setId("zoomControls");
        getStyleClass().add("zoom-controls");
        setAlignment(Pos.CENTER);
        setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        Button zoomOut = button("zoomOutButton", "−", "Zoom out (Ctrl+−, or Ctrl+wheel)",
                () -> viewport.zoomAroundCentre(vm.zoom()::zoomOut));
        Button zoom = button("zoomResetButton", "", "Actual size (Ctrl+0)",
                () -> viewport.zoomAroundCentre(vm.zoom()::resetZoom));
        zoom.textProperty().bind(vm.zoom().zoomProperty().multiply(100).asString("%.0f%%"));
        zoom.getStyleClass().add("zoom-level");
        Button zoomIn = button("zoomInButton", "+", "Zoom in (Ctrl++, or Ctrl+wheel)",
                () -> viewport.zoomAroundCentre(vm.zoom()::zoomIn));
        Button fit = button("zoomToFitButton", "Fit", "Zoom to fit the whole diagram (F)", viewport::zoomToFit);
        getChildren().addAll(zoomOut, zoom, zoomIn, fit);
    }

    static Button button(String id, String text, String tooltip, Runnable action) {
        Button b = FormControls.actionButton(id, text, action);
        b.setTooltip(new Tooltip(tooltip));
        return b;
    }
}
