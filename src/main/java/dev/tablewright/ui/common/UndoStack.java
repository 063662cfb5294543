package dev.tablewright.ui.common;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import java.util.ArrayDeque;
import java.util.Deque;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * One undo history for every screen: each step keeps the model before and after an edit (models are
 * immutable and share what an edit did not touch, so a step is cheap). {@link #undoTextProperty()}
 * names the next undo for the Edit menu, empty when there is none.
 */
public final class UndoStack {
    /** Old steps fall off beyond this many. */
    static final int DEPTH = 1_000;

    /** An edit with the models and the selections before and after it (a selection may be null). */
    record Step(String description, DataModel before, DataModel after, ModelPath selectedBefore,
                ModelPath selectedAfter) {
    }

    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper("");

    void push(Step step) {
        undo.push(step);
        if (undo.size() > DEPTH) {
            undo.removeLast();
        }
        redo.clear();
        publish();
    }

    /** The step undone, or null when there was none. */
    Step undo() {
        Step s = undo.poll();
        if (s != null) {
            redo.push(s);
        }
        publish();
        return s;
    }

    /** The step redone, or null when there was none. */
    Step redo() {
        Step s = redo.poll();
        if (s != null) {
            undo.push(s);
        }
        publish();
        return s;
    }

    void clear() {
        undo.clear();
        redo.clear();
        publish();
    }

    /** The description of what Undo would undo ("Rename attribute status → state"), or empty. */
    public ReadOnlyStringProperty undoTextProperty() {
        return undoText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoTextProperty() {
        return redoText.getReadOnlyProperty();
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    private void publish() {
        undoText.set(undo.isEmpty() ? "" : undo.peek().description());
        redoText.set(redo.isEmpty() ? "" : redo.peek().description());
    }
}
