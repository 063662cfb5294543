package dev.tablewright.ui.diagram;

import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.FocusedPane;

import java.awt.image.BufferedImage;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Group;
import javafx.scene.SnapshotParameters;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.geometry.Pos;
import javafx.geometry.Insets;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.transform.Transform;

/**
 * The diagram screen: a toolbar over a scrollable, zoomable canvas of entity boxes and
 * relationship lines. Binds to a {@link DiagramViewModel} and turns keys into its commands (while
 * the diagram has the keyboard focus): N add, C connect, Delete, Esc, Ctrl+A, L auto-layout,
 * Ctrl+plus/minus/0 zoom, F fit. Space+drag or middle-drag pans; Ctrl+wheel zooms.
 */
public final class DiagramView extends BorderPane {
    /** The exported picture is drawn at twice the canvas resolution, sharp on high-density screens. */
    private static final double EXPORT_SCALE = 2;
    private static final double EXPORT_PADDING = 24;
    private static final KeyCombination SELECT_ALL = new KeyCodeCombination(KeyCode.A, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination ZOOM_IN = new KeyCodeCombination(KeyCode.EQUALS, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_ANY);
    private static final KeyCombination ZOOM_IN_PLUS = new KeyCodeCombination(KeyCode.PLUS, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination ZOOM_IN_ADD = new KeyCodeCombination(KeyCode.ADD, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination ZOOM_OUT = new KeyCodeCombination(KeyCode.MINUS, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination ZOOM_OUT_SUBTRACT =
            new KeyCodeCombination(KeyCode.SUBTRACT, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination ACTUAL_SIZE = new KeyCodeCombination(KeyCode.DIGIT0, KeyCombination.SHORTCUT_DOWN);

    private final DiagramViewModel vm;
    private final DiagramCanvas canvas;
    private final Viewport viewport;

    public DiagramView(DiagramViewModel vm) {
        this.vm = vm;
        setId("diagram");
        getStyleClass().add("diagram");
        getStylesheets().add(DiagramView.class.getResource("diagram.css").toExternalForm());
        canvas = new DiagramCanvas(vm);
        ScrollPane scroll = new ScrollPane();
        scroll.getStyleClass().add("diagram-scroll");
        viewport = new Viewport(scroll, canvas, vm, this);
        Command exportPng = vm.commands().exportPng(this::render);
        setTop(new VBox(new DiagramToolBar(vm, exportPng), new DiagramStatus(vm)));
        DiagramMenu menu = new DiagramMenu(vm, vm.commands().fit(viewport::zoomToFit), exportPng);
        canvas.setOnContextMenuRequested(e -> menu.show(e, canvas));
        ZoomControls zoom = new ZoomControls(vm, viewport);
        StackPane canvasArea = new StackPane(scroll, zoom);
        StackPane.setAlignment(zoom, Pos.BOTTOM_RIGHT);
        StackPane.setMargin(zoom, new Insets(0, 22, 22, 0)); // clear of the scroll bars
        setCenter(canvasArea);
        addEventHandler(KeyEvent.KEY_PRESSED, this::key);
        FocusedPane.register(this, vm.commands().edits());
    }

    private void key(KeyEvent e) {
        boolean handled = true;
        if (SELECT_ALL.match(e)) {
            vm.selection().selectAll();
        } else if (ZOOM_IN.match(e) || ZOOM_IN_PLUS.match(e) || ZOOM_IN_ADD.match(e)) {
            viewport.zoomAroundCentre(vm.zoom()::zoomIn);
        } else if (ZOOM_OUT.match(e) || ZOOM_OUT_SUBTRACT.match(e)) {
            viewport.zoomAroundCentre(vm.zoom()::zoomOut);
        } else if (ACTUAL_SIZE.match(e)) {
            viewport.zoomAroundCentre(vm.zoom()::resetZoom);
        } else if (e.isShortcutDown() || e.isAltDown()) {
            handled = false; // leave other shortcuts to the menus
        } else if (e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE) {
            vm.edits().deleteSelection();
        } else if (e.getCode() == KeyCode.ESCAPE) {
            if (vm.edits().connectingProperty().get()) {
                vm.edits().cancelConnect();
            } else {
                vm.selection().clearSelection();
            }
        } else if (e.getCode() == KeyCode.N) {
            vm.edits().addEntity();
        } else if (e.getCode() == KeyCode.C) {
            vm.edits().connectingProperty().set(!vm.edits().connectingProperty().get());
        } else if (e.getCode() == KeyCode.L) {
            vm.edits().autoLayout();
        } else if (e.getCode() == KeyCode.F) {
            viewport.zoomToFit();
        } else {
            handled = false;
        }
        if (handled) {
            e.consume();
        }
    }

    /**
     * A picture of the boxes and lines at {@link #EXPORT_SCALE}, with a margin, on the canvas's
     * background, without selection highlights.
     */
    private BufferedImage render() {
        Group drawing = canvas.drawing();
        drawing.getStyleClass().add("exporting");
        try {
            drawing.applyCss();
            Bounds b = drawing.getBoundsInParent();
            SnapshotParameters params = new SnapshotParameters();
            params.setFill(background());
            params.setTransform(Transform.scale(EXPORT_SCALE, EXPORT_SCALE));
            if (!b.isEmpty()) {
                params.setViewport(new Rectangle2D((b.getMinX() - EXPORT_PADDING) * EXPORT_SCALE,
                        (b.getMinY() - EXPORT_PADDING) * EXPORT_SCALE, (b.getWidth() + 2 * EXPORT_PADDING) * EXPORT_SCALE,
                        (b.getHeight() + 2 * EXPORT_PADDING) * EXPORT_SCALE));
            }
            WritableImage image = drawing.snapshot(params, null);
            return SwingFXUtils.fromFXImage(image, null);
        } finally {
            drawing.getStyleClass().remove("exporting");
        }
    }

    private Paint background() {
        if (canvas.getBackground() != null && !canvas.getBackground().getFills().isEmpty()) {
            return canvas.getBackground().getFills().get(0).getFill();
        }
        return Color.WHITE;
    }
}
