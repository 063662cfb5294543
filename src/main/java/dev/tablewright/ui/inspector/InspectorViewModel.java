package dev.tablewright.ui.inspector;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The right-hand panel: follows the Document's selection and shows the inspector that fits it. An
 * entity (or anything inside one) opens the entity inspector; a table, its keys or attributes the
 * table inspector; an index the table inspector with that index open; a relationship the
 * relationship inspector; an access pattern the pattern inspector; anything else nothing. It
 * refreshes after every change of the model, so undo, redo and other screens' edits show at once.
 */
public final class InspectorViewModel {
    /** What the panel shows. */
    public enum Kind {
        NONE, ENTITY, TABLE, RELATIONSHIP, PATTERN
    }

    public static final String NOTHING_SELECTED = "Select an entity, table, index or access pattern";

    private final DocumentEditor editor;
    private final ReadOnlyObjectWrapper<Kind> kind = new ReadOnlyObjectWrapper<>(this, "kind", Kind.NONE);
    private final EntityInspectorViewModel entity;
    private final TableInspectorViewModel table;
    private final RelationshipInspectorViewModel relationship;
    private final PatternInspectorViewModel pattern;
    /** The index path last shown, so a vector index is opened in its section when selected, not on every refresh. */
    private ModelPath.Index revealedVectorIndex;
    /** True while drafts are committed: the inspector shows its old target until all are in. */
    private boolean committingDrafts;

    /** @param tasks runs the work too long for the FX thread (a suggestion's preview over the sample data) */
    public InspectorViewModel(Document document, TaskRunner tasks) {
        editor = new DocumentEditor(document);
        entity = new EntityInspectorViewModel(editor, tasks);
        table = new TableInspectorViewModel(editor, tasks);
        relationship = new RelationshipInspectorViewModel(editor, tasks);
        pattern = new PatternInspectorViewModel(editor, tasks);
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
        if (editor.isDocumentChanging()) {
            return; // the selection moves with an edit (a rename): that edit is itself the commit
        }
        committingDrafts = true;
        try {
            switch (kind.get()) {
                case ENTITY -> editor.keepingSelection(entity::commitDrafts);
                case TABLE -> editor.keepingSelection(table::commitDrafts);
                case PATTERN -> editor.keepingSelection(pattern::commitDrafts);
                default -> {
                }
            }
        } finally {
            committingDrafts = false;
        }
    }

    /** Shows what the selection (or the element a change under way moves it to) names in the current model. */
    private void refresh() {
        if (committingDrafts) {
            return;
        }
        kind.set(showSelection(editor.model(), editor.selection()));
    }

    private Kind showSelection(DataModel model, ModelPath path) {
        if (!(path instanceof ModelPath.Index)) {
            revealedVectorIndex = null;
        }
        if (model == null || path == null) {
            return Kind.NONE;
        }
        Optional<TableDesign> found = model.table(path.table());
        if (found.isEmpty()) {
            return Kind.NONE;
        }
        TableDesign t = found.get();
        Optional<ModelPath.EntityPath> inEntity = path.entityPath();
        if (inEntity.isPresent()) {
            Optional<Entity> e = t.entity(inEntity.get().entity());
            e.ifPresent(x -> entity.show(t, x));
            return e.isPresent() ? Kind.ENTITY : Kind.NONE;
        }
        if (path instanceof ModelPath.Index i) {
            // An index gone (deleted, undone) leaves its table open.
            table.show(t, t.index(i.index()).orElse(null));
            if (t.vectorIndex(i.index()).isPresent() && !i.equals(revealedVectorIndex)) {
                // A vector index selected (a problem revealed) opens in its section, once: a later change of
                // the model leaves the section on whatever the user picked there since.
                VectorIndexesSection vectors = table.settings().vectorIndexes();
                vectors.select(i.index());
                vectors.expandedProperty().set(true);
            }
            revealedVectorIndex = i;
            return Kind.TABLE;
        }
        if (path instanceof ModelPath.RelationshipPath r) {
            if (r.ordinal() < t.relationships().size()) {
                relationship.show(t, r.ordinal());
                return Kind.RELATIONSHIP;
            }
            return Kind.NONE;
        }
        if (path instanceof ModelPath.AccessPatternPath a) {
            Optional<AccessPattern> p = t.accessPatterns().stream().filter(x -> x.name().equals(a.pattern())).findFirst();
            p.ifPresent(x -> pattern.show(t, x));
            return p.isPresent() ? Kind.PATTERN : Kind.NONE;
        }
        if (path instanceof ModelPath.Table || path instanceof ModelPath.TableKey
                || path instanceof ModelPath.TableAttribute) {
            table.show(t, null);
            return Kind.TABLE;
        }
        return Kind.NONE;
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

    public PatternInspectorViewModel pattern() {
        return pattern;
    }
}
