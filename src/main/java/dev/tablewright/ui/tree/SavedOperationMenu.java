package dev.tablewright.ui.tree;

import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextInputDialog;

/**
 * The context menu of a saved operation in the tree: Open, Rename…, Delete. A refusal (a name
 * taken) shows where the document's refusals show, as for every other edit.
 */
final class SavedOperationMenu {
    private SavedOperationMenu() {
    }

    static ContextMenu of(ModelTreeViewModel vm, TreeEntry entry, Node owner) {
        MenuItem open = new MenuItem("Open");
        open.setOnAction(e -> vm.open(entry));
        MenuItem rename = new MenuItem("Rename…");
        rename.setOnAction(e -> {
            TextInputDialog dialog = new TextInputDialog(entry.operation());
            dialog.setTitle("Rename saved operation");
            dialog.setHeaderText("A new name for '" + entry.operation() + "'");
            if (owner.getScene() != null) {
                dialog.initOwner(owner.getScene().getWindow());
            }
            dialog.showAndWait().ifPresent(name -> vm.rename(entry, name));
        });
        MenuItem delete = new MenuItem("Delete");
        delete.setOnAction(e -> vm.delete(entry)); // undoable: no confirmation
        return new ContextMenu(open, rename, delete);
    }
}
