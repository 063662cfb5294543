package dev.tablewright.ui.diagram;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Point;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.LayoutEdits;
import dev.tablewright.model.edit.NewElements;
import dev.tablewright.model.edit.RelationshipEdits;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The diagram's edits of the model, each one undo step through {@link Document#apply}: add an entity
 * (where nothing stands yet, or where clicked), move the selection, delete it, connect two entities,
 * arrange the boxes. A refusal goes to the diagram's status line.
 */
public final class DiagramEdits {
    private static final double FREE_SPOT_STEP = 40;
    private static final double MIN_CANVAS_WIDTH = 960;

    private final Document document;
    private final DialogService dialogs;
    private final DiagramViewModel diagram;
    private final DiagramSelection selection;
    private final BooleanProperty connecting = new SimpleBooleanProperty(false);
    private final ObjectProperty<Cardinality> cardinality = new SimpleObjectProperty<>(Cardinality.ONE_TO_MANY);
    private final ReadOnlyStringWrapper connectSource = new ReadOnlyStringWrapper("");

    DiagramEdits(Document document, DialogService dialogs, DiagramViewModel diagram, DiagramSelection selection) {
        this.document = document;
        this.dialogs = dialogs;
        this.diagram = diagram;
        this.selection = selection;
        connecting.addListener((o, a, b) -> {
            connectSource.set("");
            diagram.say(b ? "Click the entity the relationship starts from (Esc cancels)." : "");
        });
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

    /** Adds an entity ("Entity", "Entity2"…) where nothing stands yet, and selects it. */
    public void addEntity() {
        addEntityAt(freeSpot(BoxSizes.NEW_ENTITY));
    }

    /** Adds an entity ("Entity", "Entity2"…) with its box at {@code at}, and selects it. */
    public void addEntityAt(Point at) {
        Optional<TableDesign> t = diagram.shownTable();
        if (t.isEmpty()) {
            diagram.say("There is no table to add an entity to.");
            return;
        }
        Point where = new Point(Math.max(0, at.x()), Math.max(0, at.y()));
        NewElements.Addition added = NewElements.entity(t.get(), where);
        if (apply(pinned(t.get(), added.edit()))) {
            selection.select(((ModelPath.EntityPath) added.select()).entity(), false);
        }
    }

    /**
     * How far the selection may really move by (dx, dy): no box may leave the canvas at the top or
     * left. The view drags by this while the mouse moves.
     */
    public Point clampedMove(double dx, double dy) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        for (EntityBox b : selection.selectedBoxes()) {
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
        Optional<TableDesign> t = diagram.shownTable();
        Point d = clampedMove(dx, dy);
        if (t.isEmpty() || (d.x() == 0 && d.y() == 0)) {
            return;
        }
        Map<String, Point> moved = new LinkedHashMap<>();
        for (EntityBox b : selection.selectedBoxes()) {
            moved.put(b.name(), new Point(b.position().x() + d.x(), b.position().y() + d.y()));
        }
        apply(pinned(t.get(), LayoutEdits.move(t.get().name(), moved)));
    }

    /**
     * Deletes the selected relationship, or the selected entities with their relationships in one
     * undo step, after asking when that would delete sample items.
     */
    public void deleteSelection() {
        Optional<TableDesign> shown = diagram.shownTable();
        if (shown.isEmpty()) {
            return;
        }
        TableDesign t = shown.get();
        if (selection.relationship() >= 0) {
            if (apply(RelationshipEdits.delete(t.name(), selection.relationship()))) {
                selection.clearSelection();
            }
            return;
        }
        List<Entity> doomed = t.entities().stream().filter(e -> selection.isSelected(e.name())).toList();
        if (doomed.isEmpty() || !confirmDelete(doomed)) {
            return;
        }
        Edit edit = doomed.size() == 1 ? EntityEdits.delete(t.name(), doomed.get(0).name())
                : Edit.compound("Delete " + doomed.size() + " entities",
                        doomed.stream().map(e -> EntityEdits.delete(t.name(), e.name())).toList());
        if (apply(edit)) {
            selection.clearSelection();
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
        Optional<TableDesign> t = diagram.shownTable();
        if (t.isEmpty()) {
            return;
        }
        if (apply(RelationshipEdits.add(t.get().name(), new Relationship(from, to, kind, "")))) {
            selection.selectRelationship(diagram.lines().size() - 1);
        }
    }

    /** In Connect mode: the first entity clicked is the source, the second the target. */
    public void connectClick(String entity) {
        if (!connecting.get()) {
            return;
        }
        if (connectSource.get().isEmpty()) {
            connectSource.set(entity);
            diagram.say("Now click the entity " + entity + " leads to (Esc cancels).");
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
        Optional<TableDesign> t = diagram.shownTable();
        if (t.isEmpty() || diagram.boxes().isEmpty()) {
            return;
        }
        Map<String, Size> measured = new HashMap<>();
        diagram.boxes().forEach(b -> measured.put(b.name(), diagram.sizeOf(b)));
        List<String> names = diagram.boxes().stream().map(EntityBox::name).toList();
        apply(LayoutEdits.arrange(t.get().name(), AutoLayout.arrange(names, measured, t.get().relationships())));
    }

    /**
     * Before an edit that saves positions, also saves where the auto-placed boxes stand now, so they
     * do not jump when the file is opened again. Still one undo step, named as the edit.
     */
    private Edit pinned(TableDesign t, Edit edit) {
        Map<String, Point> unsaved = new LinkedHashMap<>();
        for (EntityBox b : diagram.boxes()) {
            if (t.layout().position(b.name()).isEmpty()) {
                unsaved.put(b.name(), b.position());
            }
        }
        return unsaved.isEmpty() ? edit
                : Edit.compound(edit.description(), List.of(LayoutEdits.move(t.name(), unsaved), edit));
    }

    /** Applies an edit; a refusal goes to the status line. True when applied. */
    private boolean apply(Edit edit) {
        Optional<String> refused = document.apply(edit);
        diagram.say(refused.orElse(edit.description() + "."));
        return refused.isEmpty();
    }

    /**
     * The top-left-most free place for a box of {@code size}, with as much room from every box as
     * auto-layout leaves ({@link AutoLayout#GAP_X} beside, {@link AutoLayout#GAP_Y} above or below):
     * room for a line and its label, not boxes 20 px apart.
     */
    private Point freeSpot(Size size) {
        List<Rect> taken = diagram.boxes().stream().map(diagram::bounds).toList();
        double right = Math.max(MIN_CANVAS_WIDTH, taken.stream().mapToDouble(Rect::maxX).max().orElse(0));
        double margin = DiagramViewModel.MARGIN;
        for (double y = margin; ; y += FREE_SPOT_STEP) {
            for (double x = margin; x == margin || x + size.width() <= right; x += FREE_SPOT_STEP) {
                Rect room = new Rect(x - AutoLayout.GAP_X, y - AutoLayout.GAP_Y, size.width() + 2 * AutoLayout.GAP_X,
                        size.height() + 2 * AutoLayout.GAP_Y);
                if (taken.stream().noneMatch(room::overlaps)) {
                    return new Point(x, y);
                }
            }
        }
    }
}
