package dev.tablewright.ui.common;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EditRefused;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The open model that every screen edits: the current model, the one last saved (dirty is "they
 * differ", so undoing back to the saved state is clean again), the undo history, and the selection
 * shared by the tree, diagram and inspector.
 *
 * <p>A change of the document (an edit, undo, redo, load) is one step: the model and the selection
 * after it are decided first, then listeners are told, and while they run {@link #selection()}
 * already answers the selection the step ends on. Listeners may move the selection but must not
 * change the model: a change started while another is under way is a bug and is refused with an
 * {@link IllegalStateException} (as Scene Builder's JobManager does), not held off by flags.
 */
public final class Document {
    private final ReadOnlyObjectWrapper<DataModel> model = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper("");
    private final ObjectProperty<ModelPath> selection = new SimpleObjectProperty<>();
    private final UndoStack history = new UndoStack();
    private DataModel saved;
    /** What the change under way is (for the message when another starts inside it); null when none is. */
    private String changing;
    /** The selection the change under way ends on. */
    private ModelPath selectionAfter;

    public ReadOnlyObjectProperty<DataModel> modelProperty() {
        return model.getReadOnlyProperty();
    }

    public DataModel model() {
        return model.get();
    }

    /** True when the model differs from what was last opened or saved. */
    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    /** Why the last edit was refused ("There is already an entity named 'Movie'."), empty after a successful one. */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }

    /** The selected element, null for none. Any screen may set it; all follow. */
    public ObjectProperty<ModelPath> selectionProperty() {
        return selection;
    }

    /** The selection, or while a change is under way the one it ends on. */
    public ModelPath selection() {
        return changing != null ? selectionAfter : selection.get();
    }

    /** Selects an element (null: nothing). */
    public void select(ModelPath path) {
        selection.set(path);
    }

    /** True while a change of the document is applied and its listeners run. */
    public boolean isChanging() {
        return changing != null;
    }

    public UndoStack history() {
        return history;
    }

    /** A freshly opened model (null: none): no history, nothing unsaved; the selection is the caller's. */
    public void load(DataModel opened) {
        begin("Open a model");
        try {
            history.clear();
            saved = opened;
            refusal.set("");
            selectionAfter = selection.get();
            model.set(opened);
            dirty.set(false);
        } finally {
            changing = null;
        }
    }

    /** A model that is not a file yet (a new model, a recovered copy): unsaved from the start. */
    public void loadUnsaved(DataModel unsaved) {
        load(unsaved);
        saved = null;
        dirty.set(true);
    }

    /** Records that {@code snapshot} is now on disk. */
    public void markSaved(DataModel snapshot) {
        saved = snapshot;
        dirty.set(model.get() != saved);
    }

    /**
     * Applies an edit as one undo step; the selection stays.
     *
     * @return empty when applied (or when it changed nothing), else the reason it was refused
     */
    public Optional<String> apply(Edit edit) {
        return applyStep(edit, null, false);
    }

    /**
     * Applies an edit as one undo step that ends with {@code selectAfter} selected (a renamed or new
     * element); undo selects again what was selected before.
     *
     * @return empty when applied (or when it changed nothing), else the reason it was refused
     */
    public Optional<String> apply(Edit edit, ModelPath selectAfter) {
        return applyStep(edit, selectAfter, true);
    }

    private Optional<String> applyStep(Edit edit, ModelPath selectAfter, boolean moveSelection) {
        begin(edit.description());
        try {
            DataModel before = model.get();
            if (before == null) {
                return Optional.of("There is no model open.");
            }
            DataModel after;
            try {
                after = edit.apply(before);
            } catch (EditRefused e) {
                refusal.set(e.getMessage());
                return Optional.of(e.getMessage());
            }
            refusal.set("");
            if (after.equals(before)) {
                return Optional.empty();
            }
            ModelPath selectedBefore = selection.get();
            ModelPath target = moveSelection ? selectAfter : selectedBefore;
            history.push(new UndoStack.Step(edit.description(), before, after, selectedBefore, target));
            show(after, target, moveSelection);
            return Optional.empty();
        } finally {
            changing = null;
        }
    }

    public void undo() {
        travel("Undo", history::undo, true);
    }

    public void redo() {
        travel("Redo", history::redo, false);
    }

    /** Undo or redo: the model and the selection of one side of a step. */
    private void travel(String what, java.util.function.Supplier<UndoStack.Step> move, boolean back) {
        begin(what);
        try {
            UndoStack.Step s = move.get();
            if (s != null) {
                show(back ? s.before() : s.after(), back ? s.selectedBefore() : s.selectedAfter(), true);
            }
        } finally {
            changing = null;
        }
    }

    private void begin(String what) {
        if (changing != null) {
            throw new IllegalStateException("'" + what + "' was started while '" + changing
                    + "' was under way: a listener must not change the document");
        }
        changing = what;
    }

    /** Listeners may move the selection while the model changes; a step that names its selection has the last word. */
    private void show(DataModel m, ModelPath selectAfter, boolean moveSelection) {
        selectionAfter = selectAfter;
        model.set(m);
        dirty.set(m != saved);
        if (moveSelection) {
            selection.set(selectAfter);
        }
    }
}
