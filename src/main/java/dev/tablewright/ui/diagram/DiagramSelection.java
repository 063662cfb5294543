package dev.tablewright.ui.diagram;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

/**
 * What the diagram has selected: entities (one of them the last clicked, the one the document's
 * selection names) or one relationship. It and the document's selection follow each other.
 */
public final class DiagramSelection {
    private final Document document;
    private final DiagramViewModel diagram;
    private final ObservableSet<String> selected = FXCollections.observableSet(new LinkedHashSet<>());
    private final ObservableSet<String> selectedView = FXCollections.unmodifiableObservableSet(selected);
    private final ReadOnlyIntegerWrapper relationship = new ReadOnlyIntegerWrapper(-1);
    private final ReadOnlyBooleanWrapper any = new ReadOnlyBooleanWrapper(false);
    /** The entity last clicked: the one the document selection names when several are selected. */
    private String primary;
    /** True while this writes the document selection, so it does not follow its own write. */
    private boolean publishing;

    DiagramSelection(Document document, DiagramViewModel diagram) {
        this.document = document;
        this.diagram = diagram;
        document.selectionProperty().addListener((o, a, b) -> {
            if (!publishing) {
                follow(b);
            }
        });
    }

    /** Names of the selected entities (read-only; use the select commands). */
    public ObservableSet<String> selectedEntities() {
        return selectedView;
    }

    /** The index of the selected relationship, -1 for none. */
    public ReadOnlyIntegerProperty selectedRelationshipProperty() {
        return relationship.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty hasSelectionProperty() {
        return any.getReadOnlyProperty();
    }

    /** Selects one entity; with {@code additive} toggles it in the current selection instead. */
    public void select(String entity, boolean additive) {
        relationship.set(-1);
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
        relationship.set(index);
        publish();
    }

    public void selectAll() {
        relationship.set(-1);
        diagram.boxes().forEach(b -> selected.add(b.name()));
        publish();
    }

    public void clearSelection() {
        selected.clear();
        primary = null;
        relationship.set(-1);
        publish();
    }

    /** Selects the boxes the rectangle touches; with {@code additive} adds them to the selection. */
    public void selectInRectangle(Rect area, boolean additive) {
        relationship.set(-1);
        if (!additive) {
            selected.clear();
        }
        for (EntityBox b : diagram.boxes()) {
            if (diagram.bounds(b).overlaps(area)) {
                selected.add(b.name());
                primary = b.name();
            }
        }
        publish();
    }

    public boolean isSelected(String entity) {
        return selected.contains(entity);
    }

    /** The selected relationship's index, -1 for none. */
    int relationship() {
        return relationship.get();
    }

    List<EntityBox> selectedBoxes() {
        return diagram.boxes().stream().filter(b -> selected.contains(b.name())).toList();
    }

    /** The table shown changed: nothing of the last one stays selected. */
    void reset() {
        selected.clear();
        relationship.set(-1);
    }

    /** The model changed: drops what is gone, then follows the document again. */
    void prune(Optional<TableDesign> shown) {
        if (shown.isEmpty()) {
            updateAny();
            return;
        }
        TableDesign t = shown.get();
        selected.removeIf(n -> t.entity(n).isEmpty());
        if (relationship.get() >= t.relationships().size()) {
            relationship.set(-1);
        }
        // The document may have named an element before it existed (an edit then a selection in
        // either order): follow it again now that the model has changed.
        follow(document.selection());
    }

    /** Shows what the document selection names, when it lies in this diagram's table. */
    private void follow(ModelPath path) {
        DataModel m = document.model();
        String table = diagram.tableProperty().get();
        if (m != null && path != null && m.table(path.table()).isPresent() && !path.table().equals(table)) {
            diagram.refresh(); // switches table, then follows again
            return;
        }
        Optional<TableDesign> t = diagram.shownTable();
        if (t.isEmpty() || path == null || !path.table().equals(t.get().name())) {
            updateAny();
            return;
        }
        Optional<ModelPath.EntityPath> entityPath = path.entityPath();
        if (entityPath.isPresent()) {
            String entity = entityPath.get().entity();
            if (t.get().entity(entity).isPresent() && !(selected.contains(entity) && entity.equals(primary))) {
                relationship.set(-1);
                selected.clear();
                selected.add(entity);
                primary = entity;
            }
        } else if (path instanceof ModelPath.RelationshipPath r) {
            if (r.ordinal() < t.get().relationships().size()) {
                selected.clear();
                relationship.set(r.ordinal());
            }
        } else {
            selected.clear();
            relationship.set(-1);
        }
        updateAny();
    }

    /** Tells the document what the diagram selected: the last-clicked entity, the relationship, or the table. */
    private void publish() {
        updateAny();
        String table = diagram.tableProperty().get();
        if (table == null) {
            return;
        }
        ModelPath path;
        if (relationship.get() >= 0) {
            path = new ModelPath.RelationshipPath(table, relationship.get());
        } else if (!selected.isEmpty()) {
            if (!selected.contains(primary)) {
                primary = selected.iterator().next();
            }
            path = new ModelPath.EntityPath(table, primary);
        } else {
            path = new ModelPath.Table(table);
        }
        publishing = true;
        try {
            document.selectionProperty().set(path);
        } finally {
            publishing = false;
        }
    }

    private void updateAny() {
        any.set(!selected.isEmpty() || relationship.get() >= 0);
    }
}
