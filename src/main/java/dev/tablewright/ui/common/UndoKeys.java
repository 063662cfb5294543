package dev.tablewright.ui.common;

import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y mean the model's undo and redo wherever the keyboard is, except
 * in a text field that holds typing of its own not yet committed, where they take that typing back.
 * Without this a focused text field swallows the keys: its own undo would show an older text than
 * the model holds (and the next commit would record it as a new edit and lose Redo), and an empty
 * field would make the keys do nothing at all.
 */
public final class UndoKeys {
    /**
     * Key of a text field's {@link Node#getProperties()} entry, a {@link BooleanSupplier} that says
     * whether the field holds uncommitted typing. A field without it counts its own undo history.
     */
    public static final Object LOCAL_EDITS = new Object();

    private static final KeyCombination UNDO = KeyCombination.keyCombination("Shortcut+Z");
    private static final KeyCombination REDO = KeyCombination.keyCombination("Shortcut+Shift+Z");
    private static final KeyCombination REDO_TOO = KeyCombination.keyCombination("Shortcut+Y");

    private UndoKeys() {
    }

    /** Routes the keys of the whole scene; {@code undo} and {@code redo} are the model's. */
    public static void install(Scene scene, Runnable undo, Runnable redo) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            boolean isUndo = UNDO.match(e);
            if (!isUndo && !REDO.match(e) && !REDO_TOO.match(e)) {
                return;
            }
            if (handledByTheField(scene.getFocusOwner(), isUndo)) {
                return;
            }
            e.consume();
            (isUndo ? undo : redo).run();
        });
    }

    private static boolean handledByTheField(Node focused, boolean isUndo) {
        if (!(focused instanceof TextInputControl field)) {
            return false;
        }
        Object local = field.getProperties().get(LOCAL_EDITS);
        if (local instanceof BooleanSupplier modified) {
            return modified.getAsBoolean();
        }
        return isUndo ? field.isUndoable() : field.isRedoable();
    }
}
