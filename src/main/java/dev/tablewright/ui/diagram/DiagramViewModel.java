package dev.tablewright.ui.diagram;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Point;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The diagram of one table: a box per entity, a line per relationship, laid out where the model
 * saved them (boxes without a position placed below the others), and one status line. The table
 * shown is the one the document's selection lies in (the first table when it lies in none); boxes
 * follow the model, so undo and redo redraw them. Its jobs beside: {@link DiagramSelection},
 * {@link DiagramZoom}, {@link DiagramEdits}, and the commands over them, {@link DiagramCommands}.
 */
public final class DiagramViewModel {
    /** Room left around the boxes by zoom-to-fit, and between a new box and its neighbours. */
    static final double MARGIN = 40;

    private final Document document;
    private final ObservableList<EntityBox> boxes = FXCollections.observableArrayList();
    private final ObservableList<RelationshipLine> lines = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper table = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final BoxSizes sizes = new BoxSizes();
    /** Where boxes without a saved position were placed, kept so they stay put while other boxes change. */
    private final Map<String, Point> placed = new HashMap<>();
    private final DiagramExport export;
    private final DiagramSelection selection;
    private final DiagramZoom zoom;
    private final DiagramEdits edits;
    private final DiagramCommands commands;

    public DiagramViewModel(Document document, TaskRunner tasks, DialogService dialogs) {
        this.document = document;
        this.export = new DiagramExport(tasks, dialogs, status::set);
        this.selection = new DiagramSelection(document, this);
        this.zoom = new DiagramZoom(this);
        this.edits = new DiagramEdits(document, dialogs, this, selection);
        document.modelProperty().addListener((o, a, b) -> refresh());
        refresh();
        commands = new DiagramCommands(this);
    }

    /** What is selected: entities or a relationship, following the document's selection. */
    public DiagramSelection selection() {
        return selection;
    }

    /** The zoom factor and the ways to change it. */
    public DiagramZoom zoom() {
        return zoom;
    }

    /** Add, move, delete, connect, arrange: each one undo step. */
    public DiagramEdits edits() {
        return edits;
    }

    /** The toolbar's, the menu's and the Edit menu's commands, with their rules. */
    public DiagramCommands commands() {
        return commands;
    }

    /** One box per entity of the table shown, in the table's entity order. */
    public ObservableList<EntityBox> boxes() {
        return boxes;
    }

    public ObservableList<RelationshipLine> lines() {
        return lines;
    }

    /** The name of the table shown, null when the model has none. */
    public ReadOnlyStringProperty tableProperty() {
        return table.getReadOnlyProperty();
    }

    /** One line about what just happened or what to do next. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    void say(String line) {
        status.set(line);
    }

    public Optional<EntityBox> box(String entity) {
        return boxes.stream().filter(b -> b.name().equals(entity)).findFirst();
    }

    /** The box's rectangle on the canvas: its position and its measured (or estimated) size. */
    public Rect bounds(EntityBox box) {
        return Rect.at(box.position(), sizes.of(box));
    }

    Size sizeOf(EntityBox box) {
        return sizes.of(box);
    }

    /** The view reports each box's size once drawn; auto-layout, fit and rubber band use it. */
    public void reportBoxSize(String entity, double width, double height) {
        sizes.measured(entity, new Size(width, height));
    }

    /** Exports the diagram as a PNG, named after the table shown (see {@link DiagramExport}). */
    public void exportPng(Supplier<BufferedImage> render) {
        export.png(table.get() == null ? "diagram" : table.get(), render);
    }

    // ---- following the document --------------------------------------------------------------

    void refresh() {
        DataModel m = document.model();
        String shown = chooseTable(m);
        if (!Objects.equals(shown, table.get())) {
            placed.clear();
            selection.reset();
            table.set(shown);
        }
        Optional<TableDesign> t = shownTable();
        if (t.isEmpty()) {
            boxes.clear();
            lines.clear();
            selection.prune(t);
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
        selection.prune(t);
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

    Optional<TableDesign> shownTable() {
        DataModel m = document.model();
        return m == null || table.get() == null ? Optional.empty() : m.table(table.get());
    }
}
