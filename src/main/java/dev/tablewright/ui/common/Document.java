package dev.tablewright.ui.common;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.edit.Edit;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The open model that every screen edits: the current model, the one last saved (dirty is "they
 * differ", so undoing back to the saved state is clean again), the undo history, and the selection
 * shared by the tree, diagram and inspector (a {@link dev.tablewright.model.ModelPath}).
 */
public final class Document {
    private final ReadOnlyObjectWrapper<DataModel> model = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper("");
    private final StringProperty selection = new SimpleStringProperty("");
    private final UndoStack history = new UndoStack();
    private DataModel saved;

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

    /** The selected element's ModelPath, "" for none. Any screen may set it; all follow. */
    public StringProperty selectionProperty() {
        return selection;
    }

    public UndoStack history() {
        return history;
    }

    /** A freshly opened model: no history, nothing unsaved. */
    public void load(DataModel opened) {
        history.clear();
        saved = opened;
        model.set(opened);
        dirty.set(false);
        refusal.set("");
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
     * Applies an edit as one undo step.
     *
     * @return empty when applied (or when it changed nothing), else the reason it was refused
     */
    public Optional<String> apply(Edit edit) {
        DataModel before = model.get();
        if (before == null) {
            return Optional.of("There is no model open.");
        }
        DataModel after;
        try {
            after = edit.apply(before);
        } catch (IllegalArgumentException e) {
            refusal.set(e.getMessage());
            return Optional.of(e.getMessage());
        }
        refusal.set("");
        if (after.equals(before)) {
            return Optional.empty();
        }
        history.push(edit.description(), before, after);
        show(after);
        return Optional.empty();
    }

    public void undo() {
        UndoStack.Step s = history.undo();
        if (s != null) {
            show(s.before());
        }
    }

    public void redo() {
        UndoStack.Step s = history.redo();
        if (s != null) {
            show(s.after());
        }
    }

    private void show(DataModel m) {
        model.set(m);
        dirty.set(m != saved);
    }
}
