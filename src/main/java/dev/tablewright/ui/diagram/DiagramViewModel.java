package dev.tablewright.ui.diagram;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Point;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.NewElements;
import dev.tablewright.model.edit.LayoutEdits;
import dev.tablewright.model.edit.RelationshipEdits;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;

/**
 * The diagram of one table: a box per entity, a line per relationship, the selection, zoom, and the
 * commands that edit them. The table shown is the one the document's selection lies in (the first
 * table when it lies in none). Every change goes through {@link Document#apply} as one undo step;
 * boxes follow the model, so undo and redo redraw them. The diagram selection and the document's
 * selection follow each other.
 */
public final class DiagramViewModel {
    public static final double MIN_ZOOM = 0.25;
    public static final double MAX_ZOOM = 4;
    static final double ZOOM_STEP = 1.25;
    /** Room left around the boxes by zoom-to-fit, and between a new box and its neighbours. */
    static final double MARGIN = 40;
    private static final double FREE_SPOT_STEP = 40;
    private static final double MIN_CANVAS_WIDTH = 960;

    private final Document document;
    private final DialogService dialogs;

    private final ObservableList<EntityBox> boxes = FXCollections.observableArrayList();
    private final ObservableList<RelationshipLine> lines = FXCollections.observableArrayList();
    private final ObservableSet<String> selected = FXCollections.observableSet(new LinkedHashSet<>());
    private final ObservableSet<String> selectedView = FXCollections.unmodifiableObservableSet(selected);
    private final ReadOnlyIntegerWrapper selectedRelationship = new ReadOnlyIntegerWrapper(-1);
    private final ReadOnlyBooleanWrapper hasSelection = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper table = new ReadOnlyStringWrapper();
    private final ReadOnlyDoubleWrapper zoom = new ReadOnlyDoubleWrapper(1);
    private final BooleanProperty connecting = new SimpleBooleanProperty(false);
    private final ObjectProperty<Cardinality> cardinality = new SimpleObjectProperty<>(Cardinality.ONE_TO_MANY);
    private final ReadOnlyStringWrapper connectSource = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");

    private final BoxSizes sizes = new BoxSizes();
    /** Where boxes without a saved position were placed, kept so they stay put while other boxes change. */
    private final Map<String, Point> placed = new HashMap<>();
    /** The entity last clicked: the one the document selection names when several are selected. */
    private String primary;
    /** True while this ViewModel writes the document selection, so it does not follow its own write. */
    private boolean publishing;
    private final DiagramExport export;
    private final DiagramCommands commands;

    public DiagramViewModel(Document document, TaskRunner tasks, DialogService dialogs) {
        this.document = document;
        this.export = new DiagramExport(tasks, dialogs, status::set);
        this.dialogs = dialogs;
        document.modelProperty().addListener((o, a, b) -> refresh());
        document.selectionProperty().addListener((o, a, b) -> {
            if (!publishing) {
                follow(b);
            }
        });
        connecting.addListener((o, a, b) -> {
            connectSource.set("");
            status.set(b ? "Click the entity the relationship starts from (Esc cancels)." : "");
        });
        refresh();
        commands = new DiagramCommands(this);
    }

    /** The toolbar's, the menu's and the Edit menu's commands, with their rules. */
    public DiagramCommands commands() {
        return commands;
    }

    // ---- state -------------------------------------------------------------------------------

    /** One box per entity of the table shown, in the table's entity order. */
    public ObservableList<EntityBox> boxes() {
        return boxes;
    }

    public ObservableList<RelationshipLine> lines() {
        return lines;
    }

    /** Names of the selected entities (read-only; use the select commands). */
    public ObservableSet<String> selectedEntities() {
        return selectedView;
    }

    /** The index of the selected relationship, -1 for none. */
    public ReadOnlyIntegerProperty selectedRelationshipProperty() {
        return selectedRelationship.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty hasSelectionProperty() {
        return hasSelection.getReadOnlyProperty();
    }

    /** The name of the table shown, null when the model has none. */
    public ReadOnlyStringProperty tableProperty() {
        return table.getReadOnlyProperty();
    }

    /** The zoom factor, {@value #MIN_ZOOM} to {@value #MAX_ZOOM}. */
    public ReadOnlyDoubleProperty zoomProperty() {
        return zoom.getReadOnlyProperty();
    }

    /** True in Connect mode: a click on an entity picks the source, the next one the target. */
    public BooleanProperty connectingProperty() {
        return connecting;
    }

    /** The cardinality the next Connect gives its relationship. */
    public ObjectProperty<Cardinality> cardinalityProperty() {
        return cardinality;
    }

    /** The source entity picked in Connect mode, "" before the first click. */
    public ReadOnlyStringProperty connectSourceProperty() {
        return connectSource.getReadOnlyProperty();
    }

    /** One line about what just happened or what to do next. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public Optional<EntityBox> box(String entity) {
        return boxes.stream().filter(b -> b.name().equals(entity)).findFirst();
    }

    /** The box's rectangle on the canvas: its position and its measured (or estimated) size. */
    public Rect bounds(EntityBox box) {
        return Rect.at(box.position(), sizes.of(box));
    }

    /** The view reports each box's size once drawn; auto-layout, fit and rubber band use it. */
    public void reportBoxSize(String entity, double width, double height) {
        sizes.measured(entity, new Size(width, height));
    }

    // ---- selection ---------------------------------------------------------------------------

    /** Selects one entity; with {@code additive} toggles it in the current selection instead. */
    public void select(String entity, boolean additive) {
        selectedRelationship.set(-1);
        if (additive && selected.contains(entity)) {
            selected.remove(entity);
        } else {
            if (!additive) {
                selected.clear();
            }
            selected.add(entity);
            primary = entity;
        }
        publish();
    }

    public void selectRelationship(int index) {
        selected.clear();
        selectedRelationship.set(index);
        publish();
    }

    public void selectAll() {
        selectedRelationship.set(-1);
        boxes.forEach(b -> selected.add(b.name()));
        publish();
    }

    public void clearSelection() {
        selected.clear();
        primary = null;
        selectedRelationship.set(-1);
        publish();
    }

    /** Selects the boxes the rectangle touches; with {@code additive} adds them to the selection. */
    public void selectInRectangle(Rect area, boolean additive) {
        selectedRelationship.set(-1);
        if (!additive) {
            selected.clear();
        }
        for (EntityBox b : boxes) {
            if (bounds(b).overlaps(area)) {
                selected.add(b.name());
                primary = b.name();
            }
        }
        publish();
    }

    public boolean isSelected(String entity) {
        return selected.contains(entity);
    }

    // ---- commands ----------------------------------------------------------------------------

    /** Adds an entity ("Entity", "Entity2"…) where nothing stands yet, and selects it. */
    public void addEntity() {
        addEntityAt(freeSpot(BoxSizes.NEW_ENTITY));
    }

    /** Adds an entity ("Entity", "Entity2"…) with its box at {@code at}, and selects it. */
    public void addEntityAt(Point at) {
        Optional<TableDesign> t = shownTable();
        if (t.isEmpty()) {
            status.set("There is no table to add an entity to.");
            return;
        }
        Point where = new Point(Math.max(0, at.x()), Math.max(0, at.y()));
        NewElements.Addition added = NewElements.entity(t.get(), where);
        if (apply(pinned(t.get(), added.edit()))) {
            select(((ModelPath.EntityPath) added.select()).entity(), false);
        }
    }

    /**
     * How far the selection may really move by (dx, dy): no box may leave the canvas at the top or
     * left. The view drags by this while the mouse moves.
     */
    public Point clampedMove(double dx, double dy) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        for (EntityBox b : selectedBoxes()) {
            minX = Math.min(minX, b.position().x());
            minY = Math.min(minY, b.position().y());
        }
        if (minX == Double.MAX_VALUE) {
            return new Point(0, 0);
        }
        return new Point(Math.max(dx, -minX), Math.max(dy, -minY));
    }

    /** Moves every selected box by (dx, dy) in one undo step; the view calls it when a drag ends. */
    public void moveSelection(double dx, double dy) {
        Optional<TableDesign> t = shownTable();
        Point d = clampedMove(dx, dy);
        if (t.isEmpty() || (d.x() == 0 && d.y() == 0)) {
            return;
        }
        Map<String, Point> moved = new LinkedHashMap<>();
        for (EntityBox b : selectedBoxes()) {
            moved.put(b.name(), new Point(b.position().x() + d.x(), b.position().y() + d.y()));
        }
        apply(pinned(t.get(), LayoutEdits.move(t.get().name(), moved)));
    }

    /**
     * Deletes the selected relationship, or the selected entities with their relationships in one
     * undo step, after asking when that would delete sample items.
     */
    public void deleteSelection() {
        Optional<TableDesign> shown = shownTable();
        if (shown.isEmpty()) {
            return;
        }
        TableDesign t = shown.get();
        if (selectedRelationship.get() >= 0) {
            if (apply(RelationshipEdits.delete(t.name(), selectedRelationship.get()))) {
                clearSelection();
            }
            return;
        }
        List<Entity> doomed = t.entities().stream().filter(e -> selected.contains(e.name())).toList();
        if (doomed.isEmpty() || !confirmDelete(doomed)) {
            return;
        }
        Edit edit = doomed.size() == 1 ? EntityEdits.delete(t.name(), doomed.get(0).name())
                : Edit.compound("Delete " + doomed.size() + " entities",
                        doomed.stream().map(e -> EntityEdits.delete(t.name(), e.name())).toList());
        if (apply(edit)) {
            clearSelection();
        }
    }

    private boolean confirmDelete(List<Entity> doomed) {
        int items = doomed.stream().mapToInt(e -> e.items().size()).sum();
        if (items == 0) {
            return true;
        }
        String what = doomed.size() == 1 ? "entity " + doomed.get(0).name() : doomed.size() + " entities";
        String holds = doomed.size() == 1 ? doomed.get(0).name() + " holds " : "They hold ";
        return dialogs.confirm("Delete " + what + "?",
                holds + items + (items == 1 ? " sample item" : " sample items")
                        + ". Deleting removes the items and the relationships too; Undo brings them back.",
                "Delete");
    }

    /** Adds a relationship and selects it. */
    public void connect(String from, String to, Cardinality kind) {
        Optional<TableDesign> t = shownTable();
        if (t.isEmpty()) {
            return;
        }
        if (apply(RelationshipEdits.add(t.get().name(), new Relationship(from, to, kind, "")))) {
            selectRelationship(lines.size() - 1);
        }
    }

    /** In Connect mode: the first entity clicked is the source, the second the target. */
    public void connectClick(String entity) {
        if (!connecting.get()) {
            return;
        }
        if (connectSource.get().isEmpty()) {
            connectSource.set(entity);
            status.set("Now click the entity " + entity + " leads to (Esc cancels).");
            return;
        }
        String from = connectSource.get();
        connecting.set(false);
        connect(from, entity, cardinality.get());
    }

    public void cancelConnect() {
        connecting.set(false);
    }

    /** Arranges every box by the relationships (parents above children) as one undo step. */
    public void autoLayout() {
        Optional<TableDesign> t = shownTable();
        if (t.isEmpty() || boxes.isEmpty()) {
            return;
        }
        Map<String, Size> measured = new HashMap<>();
        boxes.forEach(b -> measured.put(b.name(), sizes.of(b)));
        List<String> names = boxes.stream().map(EntityBox::name).toList();
        apply(LayoutEdits.arrange(t.get().name(), AutoLayout.arrange(names, measured, t.get().relationships())));
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
        if (boxes.isEmpty() || viewportWidth <= 0 || viewportHeight <= 0) {
            resetZoom();
            return;
        }
        double right = boxes.stream().mapToDouble(b -> bounds(b).maxX()).max().orElse(0) + MARGIN;
        double bottom = boxes.stream().mapToDouble(b -> bounds(b).maxY()).max().orElse(0) + MARGIN;
        setZoom(Math.min(1, Math.min(viewportWidth / right, viewportHeight / bottom)));
    }

    private void setZoom(double factor) {
        zoom.set(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, factor)));
    }

    /** Exports the diagram as a PNG, named after the table shown (see {@link DiagramExport}). */
    public void exportPng(Supplier<BufferedImage> render) {
        export.png(table.get() == null ? "diagram" : table.get(), render);
    }

    // ---- following the document --------------------------------------------------------------

    private void refresh() {
        DataModel m = document.model();
        String shown = chooseTable(m);
        if (!Objects.equals(shown, table.get())) {
            placed.clear();
            selected.clear();
            selectedRelationship.set(-1);
            table.set(shown);
        }
        Optional<TableDesign> t = shownTable();
        if (t.isEmpty()) {
            boxes.clear();
            lines.clear();
            updateHasSelection();
            return;
        }
        List<EntityBox> newBoxes = layOut(t.get());
        if (!newBoxes.equals(boxes)) {
            boxes.setAll(newBoxes);
        }
        List<RelationshipLine> newLines = new ArrayList<>();
        List<Relationship> rels = t.get().relationships();
        for (int i = 0; i < rels.size(); i++) {
            Relationship r = rels.get(i);
            newLines.add(new RelationshipLine(i, r.from(), r.to(), r.cardinality(), r.label()));
        }
        if (!newLines.equals(lines)) {
            lines.setAll(newLines);
        }
        pruneSelection(t.get());
    }

    /** The table of the document's selection; else the one shown so far; else the first. */
    private String chooseTable(DataModel m) {
        if (m == null || m.tables().isEmpty()) {
            return null;
        }
        ModelPath path = document.selection();
        if (path != null && m.table(path.table()).isPresent()) {
            return path.table();
        }
        if (table.get() != null && m.table(table.get()).isPresent()) {
            return table.get();
        }
        return m.tables().get(0).name();
    }

    /** Boxes at their saved positions; boxes without one are auto-laid out below the others. */
    private List<EntityBox> layOut(TableDesign t) {
        List<EntityBox> content = new ArrayList<>();
        for (int i = 0; i < t.entities().size(); i++) {
            content.add(EntityBox.of(t, i));
        }
        Map<String, Point> at = new HashMap<>();
        List<String> unplaced = new ArrayList<>();
        double bottom = 0;
        for (EntityBox b : content) {
            Point p = t.layout().position(b.name()).orElse(placed.get(b.name()));
            if (p == null) {
                unplaced.add(b.name());
            } else {
                at.put(b.name(), p);
                bottom = Math.max(bottom, p.y() + sizes.of(b).height());
            }
        }
        if (!unplaced.isEmpty()) {
            Map<String, Size> unplacedSizes = new HashMap<>();
            content.stream().filter(b -> unplaced.contains(b.name()))
                    .forEach(b -> unplacedSizes.put(b.name(), sizes.of(b)));
            double top = at.isEmpty() ? AutoLayout.MARGIN : bottom + AutoLayout.GAP_Y;
            DiagramLayout auto = AutoLayout.arrange(unplaced, unplacedSizes, t.relationships(), top);
            placed.putAll(auto.positions());
            at.putAll(auto.positions());
        }
        return content.stream().map(b -> b.at(at.get(b.name()))).toList();
    }

    /**
     * Before an edit that saves positions, also saves where the auto-placed boxes stand now, so they
     * do not jump when the file is opened again. Still one undo step, named as the edit.
     */
    private Edit pinned(TableDesign t, Edit edit) {
        Map<String, Point> unsaved = new LinkedHashMap<>();
        for (EntityBox b : boxes) {
            if (t.layout().position(b.name()).isEmpty()) {
                unsaved.put(b.name(), b.position());
            }
        }
        return unsaved.isEmpty() ? edit
                : Edit.compound(edit.description(), List.of(LayoutEdits.move(t.name(), unsaved), edit));
    }

    private void pruneSelection(TableDesign t) {
        selected.removeIf(n -> t.entity(n).isEmpty());
        if (selectedRelationship.get() >= t.relationships().size()) {
            selectedRelationship.set(-1);
        }
        // The document may have named an element before it existed (an edit then a selection in
        // either order): follow it again now that the model has changed.
        follow(document.selection());
    }

    /** Shows what the document selection names, when it lies in this diagram's table. */
    private void follow(ModelPath path) {
        DataModel m = document.model();
        if (m != null && path != null && m.table(path.table()).isPresent() && !path.table().equals(table.get())) {
            refresh(); // switches table, then follows again
            return;
        }
        Optional<TableDesign> t = shownTable();
        if (t.isEmpty() || path == null || !path.table().equals(t.get().name())) {
            updateHasSelection();
            return;
        }
        Optional<ModelPath.EntityPath> entityPath = path.entityPath();
        if (entityPath.isPresent()) {
            String entity = entityPath.get().entity();
            if (t.get().entity(entity).isPresent() && !(selected.contains(entity) && entity.equals(primary))) {
                selectedRelationship.set(-1);
                selected.clear();
                selected.add(entity);
                primary = entity;
            }
        } else if (path instanceof ModelPath.RelationshipPath r) {
            if (r.ordinal() < t.get().relationships().size()) {
                selected.clear();
                selectedRelationship.set(r.ordinal());
            }
        } else {
            selected.clear();
            selectedRelationship.set(-1);
        }
        updateHasSelection();
    }

    /** Tells the document what the diagram selected: the last-clicked entity, the relationship, or the table. */
    private void publish() {
        updateHasSelection();
        if (table.get() == null) {
            return;
        }
        ModelPath path;
        if (selectedRelationship.get() >= 0) {
            path = new ModelPath.RelationshipPath(table.get(), selectedRelationship.get());
        } else if (!selected.isEmpty()) {
            if (!selected.contains(primary)) {
                primary = selected.iterator().next();
            }
            path = new ModelPath.EntityPath(table.get(), primary);
        } else {
            path = new ModelPath.Table(table.get());
        }
        publishing = true;
        try {
            document.selectionProperty().set(path);
        } finally {
            publishing = false;
        }
    }

    private void updateHasSelection() {
        hasSelection.set(!selected.isEmpty() || selectedRelationship.get() >= 0);
    }

    // ---- helpers -----------------------------------------------------------------------------

    private Optional<TableDesign> shownTable() {
        DataModel m = document.model();
        return m == null || table.get() == null ? Optional.empty() : m.table(table.get());
    }

    private List<EntityBox> selectedBoxes() {
        return boxes.stream().filter(b -> selected.contains(b.name())).toList();
    }

    /** Applies an edit; a refusal goes to the status line. True when applied. */
    private boolean apply(Edit edit) {
        Optional<String> refused = document.apply(edit);
        refused.ifPresent(status::set);
        if (refused.isEmpty()) {
            status.set(edit.description() + ".");
        }
        return refused.isEmpty();
    }

    /**
     * The top-left-most free place for a box of {@code size}, with as much room from every box as
     * auto-layout leaves ({@link AutoLayout#GAP_X} beside, {@link AutoLayout#GAP_Y} above or below):
     * room for a line and its label, not boxes 20 px apart.
     */
    private Point freeSpot(Size size) {
        List<Rect> taken = boxes.stream().map(this::bounds).toList();
        double right = Math.max(MIN_CANVAS_WIDTH, taken.stream().mapToDouble(Rect::maxX).max().orElse(0));
        for (double y = MARGIN; ; y += FREE_SPOT_STEP) {
            for (double x = MARGIN; x == MARGIN || x + size.width() <= right; x += FREE_SPOT_STEP) {
                Rect room = new Rect(x - AutoLayout.GAP_X, y - AutoLayout.GAP_Y, size.width() + 2 * AutoLayout.GAP_X,
                        size.height() + 2 * AutoLayout.GAP_Y);
                if (taken.stream().noneMatch(room::overlaps)) {
                    return new Point(x, y);
                }
            }
        }
    }
}
