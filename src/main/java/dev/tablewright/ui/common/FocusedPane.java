package dev.tablewright.ui.common;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;

/**
 * Which pane holds the keyboard: the nearest ancestor of the scene's focus owner that a view
 * registered with its {@link EditCommands}. A text field is its own pane with none (its keys edit its
 * text: Delete, Ctrl+A and Ctrl+C stay the field's), and so is everything no view registered (a query
 * tab's read-only grid, the connections list), so the window's Delete there deletes nothing.
 */
public final class FocusedPane {
    private static final Object KEY = new Object();

    private FocusedPane() {
    }

    /** Marks {@code pane} as the place where the Edit menu means {@code commands}. */
    public static void register(Node pane, EditCommands commands) {
        pane.getProperties().put(KEY, commands);
    }

    /** The commands of the pane that holds the keyboard in {@code scene}, following focus changes. */
    public static ReadOnlyObjectProperty<EditCommands> of(Scene scene) {
        ReadOnlyObjectWrapper<EditCommands> focused = new ReadOnlyObjectWrapper<>(commandsAt(scene.getFocusOwner()));
        scene.focusOwnerProperty().addListener((o, a, owner) -> focused.set(commandsAt(owner)));
        return focused.getReadOnlyProperty();
    }

    /** The commands registered on {@code node} or its nearest registered ancestor. */
    public static EditCommands commandsAt(Node node) {
        if (node instanceof TextInputControl) {
            return EditCommands.NONE;
        }
        for (Node n = node; n != null; n = n.getParent()) {
            if (n.getProperties().get(KEY) instanceof EditCommands commands) {
                return commands;
            }
        }
        return EditCommands.NONE;
    }
}
