package dev.tablewright.ui.explorer;

import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.EditCommands;
import dev.tablewright.ui.pivot.GridRow;
import java.util.List;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The live page's edit bar with its rules: nothing on a read-only connection, nothing before the table
 * is described, nothing while a write runs (but Cancel write); Duplicate, Edit as JSON and Delete need
 * selected rows. Delete is also the window's Edit › Delete while the page holds the keyboard.
 * Toolkit-free ({@code LiveEditCommandsTest}).
 */
public final class LiveEditCommands {
    private final ObservableList<GridRow> selection = FXCollections.observableArrayList();
    private final Command add;
    private final Command duplicate;
    private final Command editJson;
    private final Command delete;
    private final Command cancel;
    private final EditCommands edits;

    LiveEditCommands(LiveWrites writes, LiveEditsViewModel items, LiveDeletes deletes, ItemPrompts prompts) {
        BooleanBinding canWrite = Bindings.createBooleanBinding(() -> !writes.readOnly()
                && writes.designValue().getValue() != null && !writes.busyProperty().get(),
                writes.designValue(), writes.busyProperty());
        BooleanBinding rows = canWrite.and(Bindings.isNotEmpty(selection));
        add = new Command(canWrite, () -> items.newItemJson().ifPresent(json ->
                prompts.editJson("Add an item", json, "Add", items::add)));
        duplicate = new Command(rows, () -> current().ifPresent(row -> items.itemJson(row).ifPresent(json ->
                prompts.editJson("Duplicate the item: give the copy its own key", json, "Add the copy",
                        text -> items.duplicate(row, text)))));
        editJson = new Command(rows, () -> current().ifPresent(row -> items.itemJson(row).ifPresent(json ->
                prompts.editJson("Edit the item", json, "Save", text -> items.editJson(row, text)))));
        delete = new Command(rows, () -> deletes.askDelete(List.copyOf(selection)).ifPresent(question -> {
            if (prompts.confirm("Delete items", question.text(), "Delete")) {
                deletes.delete(question);
            }
        }));
        cancel = new Command(writes.busyProperty(), items::cancel);
        edits = EditCommands.deleting(delete);
    }

    /** The row selected last, as the grid's own selected item: what Duplicate and Edit as JSON take. */
    private Optional<GridRow> current() {
        return selection.isEmpty() ? Optional.empty() : Optional.of(selection.get(selection.size() - 1));
    }

    /** The grid's selected rows, in selection order (the view keeps it in step). */
    public ObservableList<GridRow> selection() {
        return selection;
    }

    /** Add item: asks for the new item's JSON, its key attributes to fill in. */
    public Command add() {
        return add;
    }

    /** Duplicate: the selected row's item as JSON, to give a key of its own. */
    public Command duplicate() {
        return duplicate;
    }

    /** Edit as JSON: the selected row's item, its key kept. */
    public Command editJson() {
        return editJson;
    }

    /** Delete (and the Delete key): the selected rows, after the user's yes. */
    public Command delete() {
        return delete;
    }

    /** Cancel write: while one runs. */
    public Command cancel() {
        return cancel;
    }

    /** What the window's Edit menu does while the page holds the keyboard. */
    public EditCommands edits() {
        return edits;
    }
}
