package dev.tablewright.ui.inspector;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The right-hand panel: follows the Document's selection and shows the inspector that fits it. An
 * entity (or anything inside one) opens the entity inspector; a table, its keys or attributes the
 * table inspector; an index the table inspector with that index open; a relationship the
 * relationship inspector; anything else nothing. It refreshes after every change of the model, so
 * undo, redo and other screens' edits show at once.
 */
public final class InspectorViewModel {
    /** What the panel shows. */
    public enum Kind {
        NONE, ENTITY, TABLE, RELATIONSHIP
    }

    public static final String NOTHING_SELECTED = "Select an entity, table or index";

    private final DocumentEditor editor;
    private final ReadOnlyObjectWrapper<Kind> kind = new ReadOnlyObjectWrapper<>(this, "kind", Kind.NONE);
    private final EntityInspectorViewModel entity;
    private final TableInspectorViewModel table;
    private final RelationshipInspectorViewModel relationship;
    /** True while drafts are committed: the inspector shows its old target until all are in. */
    private boolean committingDrafts;

    public InspectorViewModel(Document document) {
        editor = new DocumentEditor(document);
        entity = new EntityInspectorViewModel(editor);
        table = new TableInspectorViewModel(editor);
        relationship = new RelationshipInspectorViewModel(editor);
        document.selectionProperty().addListener((o, a, b) -> {
            commitDrafts();
            refresh();
        });
        document.modelProperty().addListener((o, a, b) -> refresh());
        refresh();
    }

    /**
     * What was typed into the inspector shown and not yet committed is committed before it shows
     * something else: a click on the diagram need not take the keyboard focus (which would commit it).
     */
    private void commitDrafts() {
        if (editor.isApplying()) {
            return; // a rename moving the selection along is itself the commit
        }
        committingDrafts = true;
        try {
            switch (kind.get()) {
                case ENTITY -> editor.keepingSelection(entity::commitDrafts);
                case TABLE -> editor.keepingSelection(table::commitDrafts);
                default -> {
                }
            }
        } finally {
            committingDrafts = false;
        }
    }

    /** Shows what the selection (or the element a rename in progress moves it to) names in the current model. */
    private void refresh() {
        if (committingDrafts) {
            return;
        }
        kind.set(showSelection(editor.model(), ModelPath.segments(editor.selection())));
    }

    private Kind showSelection(DataModel model, List<String> path) {
        if (model == null || path.isEmpty()) {
            return Kind.NONE;
        }
        Optional<TableDesign> found = model.table(path.get(0));
        if (found.isEmpty()) {
            return Kind.NONE;
        }
        TableDesign t = found.get();
        if (path.size() == 1) {
            table.show(t, null);
            return Kind.TABLE;
        }
        String section = path.get(1);
        String element = path.size() > 2 ? path.get(2) : null;
        if (ModelPath.KEYS.equals(section) || ModelPath.ATTRIBUTES.equals(section)) {
            table.show(t, null);
            return Kind.TABLE;
        }
        if (ModelPath.INDEXES.equals(section)) {
            // An index gone (deleted, undone) leaves its table open.
            table.show(t, element == null ? null : t.index(element).orElse(null));
            return Kind.TABLE;
        }
        if (ModelPath.ENTITIES.equals(section) && element != null) {
            Optional<Entity> e = t.entity(element);
            e.ifPresent(x -> entity.show(t, x));
            return e.isPresent() ? Kind.ENTITY : Kind.NONE;
        }
        if (ModelPath.RELATIONSHIPS.equals(section) && element != null) {
            int i = position(element);
            if (i >= 0 && i < t.relationships().size()) {
                relationship.show(t, i);
                return Kind.RELATIONSHIP;
            }
        }
        return Kind.NONE;
    }

    private static int position(String segment) {
        try {
            return Integer.parseInt(segment);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Which inspector to show. */
    public ReadOnlyObjectProperty<Kind> kindProperty() {
        return kind.getReadOnlyProperty();
    }

    public Kind kind() {
        return kind.get();
    }

    public EntityInspectorViewModel entity() {
        return entity;
    }

    public TableInspectorViewModel table() {
        return table;
    }

    public RelationshipInspectorViewModel relationship() {
        return relationship;
    }
}
