package dev.tablewright.ui.diagram;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;

/** The diagram's zoom factor, {@value #MIN_ZOOM} to {@value #MAX_ZOOM}, and the ways to change it. */
public final class DiagramZoom {
    public static final double MIN_ZOOM = 0.25;
    public static final double MAX_ZOOM = 4;
    static final double ZOOM_STEP = 1.25;

    private final DiagramViewModel diagram;
    private final ReadOnlyDoubleWrapper zoom = new ReadOnlyDoubleWrapper(1);

    DiagramZoom(DiagramViewModel diagram) {
        this.diagram = diagram;
    }

    public ReadOnlyDoubleProperty zoomProperty() {
        return zoom.getReadOnlyProperty();
    }

    public void zoomIn() {
        setZoom(zoom.get() * ZOOM_STEP);
    }

    public void zoomOut() {
        setZoom(zoom.get() / ZOOM_STEP);
    }

    public void resetZoom() {
        setZoom(1);
    }

    /** Sets the zoom (as the user left it last time), within its limits. */
    public void zoomTo(double factor) {
        setZoom(factor);
    }

    /** Multiplies the zoom (the mouse wheel), within its limits. */
    public void zoomBy(double factor) {
        setZoom(zoom.get() * factor);
    }

    /** Zooms so every box fits the viewport, never larger than actual size. */
    public void zoomToFit(double viewportWidth, double viewportHeight) {
        if (diagram.boxes().isEmpty() || viewportWidth <= 0 || viewportHeight <= 0) {
            resetZoom();
            return;
        }
        double right = diagram.boxes().stream().mapToDouble(b -> diagram.bounds(b).maxX()).max().orElse(0)
                + DiagramViewModel.MARGIN;
        double bottom = diagram.boxes().stream().mapToDouble(b -> diagram.bounds(b).maxY()).max().orElse(0)
                + DiagramViewModel.MARGIN;
        setZoom(Math.min(1, Math.min(viewportWidth / right, viewportHeight / bottom)));
    }

    private void setZoom(double factor) {
        zoom.set(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, factor)));
    }
}
