package dev.tablewright.ui.diagram;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Cursor;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.transform.Scale;

/**
 * The scrolling window onto the canvas: scales it by the ViewModel's zoom, keeps it at least as big
 * as the window (so empty space can be clicked) and a little bigger than the drawing, pans with
 * middle-drag or Space+drag, and zooms around the pointer with Ctrl+wheel. A plain wheel scrolls.
 */
final class Viewport {
    /** Room to drag boxes into beyond the drawing's right and bottom edges. */
    private static final double SLACK = 400;
    private static final double WHEEL_ZOOM = 1.1;

    private final ScrollPane scroll;
    private final DiagramCanvas canvas;
    private final DiagramViewModel vm;
    private boolean spaceDown;
    private Point2D panStart;
    private double panStartX;
    private double panStartY;

    Viewport(ScrollPane scroll, DiagramCanvas canvas, DiagramViewModel vm, Node keySource) {
        this.scroll = scroll;
        this.canvas = canvas;
        this.vm = vm;
        Scale scale = new Scale();
        scale.xProperty().bind(vm.zoom().zoomProperty());
        scale.yProperty().bind(vm.zoom().zoomProperty());
        canvas.getTransforms().add(scale);
        scroll.setContent(new Group(canvas));
        scroll.setPannable(false);
        scroll.setFocusTraversable(false); // a click on the canvas leaves the keyboard focus there

        scroll.viewportBoundsProperty().addListener(o -> fitCanvas());
        vm.zoom().zoomProperty().addListener(o -> fitCanvas());
        canvas.drawing().boundsInParentProperty().addListener(o -> fitCanvas());

        scroll.addEventFilter(ScrollEvent.SCROLL, this::wheel);
        scroll.addEventFilter(MouseEvent.MOUSE_PRESSED, this::startPan);
        scroll.addEventFilter(MouseEvent.MOUSE_DRAGGED, this::pan);
        scroll.addEventFilter(MouseEvent.MOUSE_RELEASED, this::endPan);
        keySource.addEventFilter(KeyEvent.KEY_PRESSED, e -> space(e, true));
        keySource.addEventFilter(KeyEvent.KEY_RELEASED, e -> space(e, false));
        fitCanvas();
    }

    /** Zooms so the whole drawing shows, and scrolls to its top-left corner. */
    void zoomToFit() {
        Bounds view = scroll.getViewportBounds();
        vm.zoom().zoomToFit(view.getWidth(), view.getHeight());
        scroll.layout();
        scroll.setHvalue(0);
        scroll.setVvalue(0);
    }

    /** Runs a zoom change keeping the canvas point at the middle of the window where it was. */
    void zoomAroundCentre(Runnable zoomChange) {
        Bounds view = scroll.getViewportBounds();
        zoomAround(view.getWidth() / 2, view.getHeight() / 2, zoomChange);
    }

    private void fitCanvas() {
        Bounds view = scroll.getViewportBounds();
        Bounds drawn = canvas.drawing().getBoundsInParent();
        double zoom = vm.zoom().zoomProperty().get();
        double width = Math.max(view.getWidth() / zoom, Math.max(0, drawn.getMaxX()) + SLACK);
        double height = Math.max(view.getHeight() / zoom, Math.max(0, drawn.getMaxY()) + SLACK);
        canvas.setMinSize(width, height);
        canvas.setPrefSize(width, height);
        canvas.setMaxSize(width, height);
    }

    private void wheel(ScrollEvent e) {
        if (!e.isShortcutDown() || e.getDeltaY() == 0) {
            return;
        }
        e.consume();
        Point2D inView = viewportPoint(e.getSceneX(), e.getSceneY());
        double factor = e.getDeltaY() > 0 ? WHEEL_ZOOM : 1 / WHEEL_ZOOM;
        zoomAround(inView.getX(), inView.getY(), () -> vm.zoom().zoomBy(factor));
    }

    /** Keeps the canvas point under (viewX, viewY) of the window there while the zoom changes. */
    private void zoomAround(double viewX, double viewY, Runnable zoomChange) {
        double before = vm.zoom().zoomProperty().get();
        double canvasX = (scrollX() + viewX) / before;
        double canvasY = (scrollY() + viewY) / before;
        zoomChange.run();
        double after = vm.zoom().zoomProperty().get();
        scroll.layout();
        scrollTo(canvasX * after - viewX, canvasY * after - viewY);
    }

    private void startPan(MouseEvent e) {
        boolean middle = e.getButton() == MouseButton.MIDDLE;
        if (!middle && !(spaceDown && e.getButton() == MouseButton.PRIMARY)) {
            return;
        }
        e.consume();
        panStart = new Point2D(e.getSceneX(), e.getSceneY());
        panStartX = scrollX();
        panStartY = scrollY();
        scroll.setCursor(Cursor.CLOSED_HAND);
    }

    private void pan(MouseEvent e) {
        if (panStart == null) {
            return;
        }
        e.consume();
        scrollTo(panStartX - (e.getSceneX() - panStart.getX()), panStartY - (e.getSceneY() - panStart.getY()));
    }

    private void endPan(MouseEvent e) {
        if (panStart == null) {
            return;
        }
        e.consume();
        panStart = null;
        scroll.setCursor(spaceDown ? Cursor.OPEN_HAND : null);
    }

    private void space(KeyEvent e, boolean down) {
        if (e.getCode() != KeyCode.SPACE || (down && !canvasHasFocus())) {
            return; // Space on a focused toolbar button still presses it
        }
        e.consume(); // else the scroll pane pages down
        spaceDown = down;
        if (panStart == null) {
            scroll.setCursor(down ? Cursor.OPEN_HAND : null);
        }
    }

    private boolean canvasHasFocus() {
        Node owner = scroll.getScene() == null ? null : scroll.getScene().getFocusOwner();
        return owner == canvas || owner == scroll;
    }

    // ScrollPane speaks in fractions of the scrollable range; these speak in pixels.

    private double scrollX() {
        return scroll.getHvalue() * Math.max(0, contentWidth() - scroll.getViewportBounds().getWidth());
    }

    private double scrollY() {
        return scroll.getVvalue() * Math.max(0, contentHeight() - scroll.getViewportBounds().getHeight());
    }

    private void scrollTo(double x, double y) {
        double rangeX = contentWidth() - scroll.getViewportBounds().getWidth();
        double rangeY = contentHeight() - scroll.getViewportBounds().getHeight();
        scroll.setHvalue(rangeX <= 0 ? 0 : Math.max(0, Math.min(1, x / rangeX)));
        scroll.setVvalue(rangeY <= 0 ? 0 : Math.max(0, Math.min(1, y / rangeY)));
    }

    private double contentWidth() {
        return scroll.getContent().getLayoutBounds().getWidth();
    }

    private double contentHeight() {
        return scroll.getContent().getLayoutBounds().getHeight();
    }

    /** A scene point in the window's coordinates (0, 0 at its visible top-left corner). */
    private Point2D viewportPoint(double sceneX, double sceneY) {
        Point2D inCanvas = canvas.sceneToLocal(sceneX, sceneY);
        double zoom = vm.zoom().zoomProperty().get();
        return new Point2D(inCanvas.getX() * zoom - scrollX(), inCanvas.getY() * zoom - scrollY());
    }
}
