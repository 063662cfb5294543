package dev.tablewright.ui.diagram;

import dev.tablewright.model.Point;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.collections.SetChangeListener;
import javafx.geometry.Bounds;
import javafx.scene.Cursor;
import javafx.scene.Group;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Rectangle;

/**
 * The drawing surface, in canvas units (the zoom is a transform on it): relationship lines under
 * entity boxes, and the rubber band. It keeps one node per box and per line in step with the
 * ViewModel and turns mouse gestures into its commands: click and Shift/Ctrl-click select, drag
 * moves the selection (applied once, on release), dragging on empty canvas selects by rectangle,
 * double-clicking empty canvas adds an entity, and in Connect mode two clicks connect.
 */
final class DiagramCanvas extends Pane {
    /** Below this many pixels a press and release is a click, not a drag. */
    private static final double DRAG_THRESHOLD = 3;

    private final DiagramViewModel vm;
    private final Group lineLayer = new Group();
    private final Group boxLayer = new Group();
    /** Everything the PNG export shows. */
    private final Group drawing = new Group(lineLayer, boxLayer);
    private final Rectangle band = new Rectangle();
    private final Map<String, EntityBoxNode> boxes = new LinkedHashMap<>();
    private final List<RelationshipNode> lines = new ArrayList<>();
    /** A change (not invalidation) listener: it must fire on every move, though nobody reads the bounds. */
    private final ChangeListener<Bounds> boxMoved = (o, was, now) -> layoutLines();

    /** The drag in progress on a box, or null. */
    private BoxDrag drag;
    /** Where the rubber band started (canvas units), or null. */
    private Point bandStart;

    private static final class BoxDrag {
        final String entity;
        final double startSceneX;
        final double startSceneY;
        Point delta = new Point(0, 0);
        boolean moved;

        BoxDrag(String entity, MouseEvent press) {
            this.entity = entity;
            this.startSceneX = press.getSceneX();
            this.startSceneY = press.getSceneY();
        }
    }

    DiagramCanvas(DiagramViewModel vm) {
        this.vm = vm;
        setId("diagramCanvas");
        getStyleClass().add("diagram-canvas");
        setFocusTraversable(true);
        band.getStyleClass().add("rubber-band");
        band.setManaged(false);
        band.setMouseTransparent(true);
        band.setVisible(false);
        getChildren().addAll(drawing, band);

        vm.boxes().addListener((ListChangeListener<EntityBox>) c -> syncBoxes());
        vm.lines().addListener((ListChangeListener<RelationshipLine>) c -> syncLines());
        vm.selection().selectedEntities().addListener((SetChangeListener<String>) c -> showSelection());
        vm.selection().selectedRelationshipProperty().addListener(o -> showSelection());
        vm.edits().connectSourceProperty().addListener(o -> showSelection());
        vm.edits().connectingProperty().addListener((o, a, b) -> setCursor(b ? Cursor.CROSSHAIR : Cursor.DEFAULT));

        addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressCanvas);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragCanvas);
        addEventHandler(MouseEvent.MOUSE_RELEASED, this::releaseCanvas);
        addEventHandler(MouseEvent.MOUSE_CLICKED, this::clickCanvas);
        syncBoxes();
        syncLines();
    }

    /** The boxes and lines, as the PNG export pictures them. */
    Group drawing() {
        return drawing;
    }

    // ---- keeping nodes in step with the ViewModel ----------------------------------------------

    private void syncBoxes() {
        Map<String, EntityBoxNode> old = new HashMap<>(boxes);
        boxes.clear();
        List<EntityBoxNode> ordered = new ArrayList<>();
        for (EntityBox b : vm.boxes()) {
            EntityBoxNode node = old.remove(b.name());
            if (node == null) {
                node = newBoxNode(b);
            } else if (!node.box().equals(b)) {
                node.show(b);
            }
            boxes.put(b.name(), node);
            ordered.add(node);
        }
        old.values().forEach(n -> n.boundsInParentProperty().removeListener(boxMoved));
        boxLayer.getChildren().setAll(ordered);
        drag = null;
        showSelection();
        syncLines();
    }

    private EntityBoxNode newBoxNode(EntityBox b) {
        EntityBoxNode node = new EntityBoxNode(b);
        String name = b.name();
        node.boundsInParentProperty().addListener(boxMoved);
        node.layoutBoundsProperty().addListener((o, was, now) ->
                vm.reportBoxSize(node.box().name(), now.getWidth(), now.getHeight()));
        node.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> pressBox(node.box().name(), e));
        node.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> dragBox(e));
        node.addEventHandler(MouseEvent.MOUSE_RELEASED, e -> releaseBox(node.box().name(), e));
        // A double-click on a box must not reach the canvas (which would add an entity).
        node.addEventHandler(MouseEvent.MOUSE_CLICKED, MouseEvent::consume);
        return node;
    }

    private void syncLines() {
        lines.clear();
        for (RelationshipLine l : vm.lines()) {
            RelationshipNode node = new RelationshipNode(l);
            node.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
                if (e.getButton() == MouseButton.PRIMARY && !vm.edits().connectingProperty().get()) {
                    requestFocus();
                    vm.selection().selectRelationship(l.index());
                    e.consume();
                }
            });
            node.addEventHandler(MouseEvent.MOUSE_CLICKED, MouseEvent::consume);
            lines.add(node);
        }
        lineLayer.getChildren().setAll(lines);
        layoutLines();
        showSelection();
    }

    /** Redraws every line from the boxes' current bounds (which include a drag in progress). */
    private void layoutLines() {
        Map<String, Rect> at = new LinkedHashMap<>();
        boxes.forEach((name, node) -> at.put(name, rect(node)));
        Map<RelationshipLine, LinePlan.Placed> plan = LinePlan.of(at, lines.stream().map(RelationshipNode::line).toList());
        for (RelationshipNode n : lines) {
            LinePlan.Placed placed = plan.get(n.line());
            n.setVisible(placed != null);
            if (placed == null) {
                continue;
            }
            if (placed.loop()) {
                n.layoutLoop(at.get(n.line().from()), placed.loopLane(), placed.labelCentre());
            } else {
                n.layoutRoute(placed.route(), placed.labelCentre());
            }
        }
    }

    /** The box's own rectangle where it stands now (a drag included), without its shadow. */
    private static Rect rect(EntityBoxNode box) {
        Bounds b = box.getLayoutBounds();
        return new Rect(box.getLayoutX() + box.getTranslateX() + b.getMinX(),
                box.getLayoutY() + box.getTranslateY() + b.getMinY(), b.getWidth(), b.getHeight());
    }

    private void showSelection() {
        Set<String> selected = vm.selection().selectedEntities();
        String source = vm.edits().connectSourceProperty().get();
        boxes.forEach((name, node) -> {
            node.pseudoClassStateChanged(EntityBoxNode.SELECTED, selected.contains(name));
            node.pseudoClassStateChanged(EntityBoxNode.CONNECT_SOURCE, name.equals(source));
        });
        int relationship = vm.selection().selectedRelationshipProperty().get();
        lines.forEach(n -> n.showSelected(n.line().index() == relationship));
    }

    // ---- gestures on boxes -------------------------------------------------------------------

    private void pressBox(String entity, MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        e.consume();
        requestFocus();
        drag = null;
        if (vm.edits().connectingProperty().get()) {
            vm.edits().connectClick(entity);
        } else if (e.isShortcutDown() || e.isShiftDown()) {
            vm.selection().select(entity, true);
        } else {
            if (!vm.selection().isSelected(entity)) {
                vm.selection().select(entity, false);
            }
            drag = new BoxDrag(entity, e);
        }
    }

    private void dragBox(MouseEvent e) {
        e.consume();
        if (drag == null || !follow(drag, e)) {
            return;
        }
        // Only the nodes move while dragging; the model changes once, on release.
        for (String name : vm.selection().selectedEntities()) {
            EntityBoxNode node = boxes.get(name);
            if (node != null) {
                node.setTranslateX(drag.delta.x());
                node.setTranslateY(drag.delta.y());
            }
        }
    }

    /** Updates the drag's delta (canvas units) from the mouse; false while it is still a click. */
    private boolean follow(BoxDrag d, MouseEvent e) {
        double zoom = vm.zoom().zoomProperty().get();
        double dx = (e.getSceneX() - d.startSceneX) / zoom;
        double dy = (e.getSceneY() - d.startSceneY) / zoom;
        d.moved |= Math.hypot(dx, dy) * zoom >= DRAG_THRESHOLD;
        if (d.moved) {
            d.delta = vm.edits().clampedMove(dx, dy);
        }
        return d.moved;
    }

    private void releaseBox(String entity, MouseEvent e) {
        e.consume();
        BoxDrag done = drag;
        drag = null;
        if (done == null) {
            return;
        }
        follow(done, e); // the release may come from further than the last drag event
        boxes.values().forEach(n -> {
            n.setTranslateX(0);
            n.setTranslateY(0);
        });
        if (done.moved) {
            vm.edits().moveSelection(done.delta.x(), done.delta.y());
        } else if (vm.selection().selectedEntities().size() > 1) {
            vm.selection().select(entity, false); // a plain click in a multi-selection picks that one box
        }
    }

    // ---- gestures on empty canvas ------------------------------------------------------------

    private void pressCanvas(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        requestFocus();
        if (vm.edits().connectingProperty().get()) {
            return;
        }
        bandStart = new Point(e.getX(), e.getY());
    }

    private void dragCanvas(MouseEvent e) {
        if (bandStart == null) {
            return;
        }
        Rect r = Rect.spanning(bandStart.x(), bandStart.y(), e.getX(), e.getY());
        band.setX(r.x());
        band.setY(r.y());
        band.setWidth(r.width());
        band.setHeight(r.height());
        band.setVisible(true);
    }

    private void releaseCanvas(MouseEvent e) {
        if (bandStart == null) {
            return;
        }
        Rect r = Rect.spanning(bandStart.x(), bandStart.y(), e.getX(), e.getY());
        bandStart = null;
        band.setVisible(false);
        boolean additive = e.isShortcutDown() || e.isShiftDown();
        if (Math.max(r.width(), r.height()) * vm.zoom().zoomProperty().get() >= DRAG_THRESHOLD) {
            vm.selection().selectInRectangle(r, additive);
        } else if (!additive) {
            vm.selection().clearSelection();
        }
    }

    private void clickCanvas(MouseEvent e) {
        if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && e.isStillSincePress()
                && !vm.edits().connectingProperty().get()) {
            vm.edits().addEntityAt(new Point(e.getX(), e.getY()));
        }
    }
}
