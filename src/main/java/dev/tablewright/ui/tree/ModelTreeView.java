package dev.tablewright.ui.tree;

import dev.tablewright.model.ModelPath;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

/** The model tree control, bound to its ViewModel both ways for the selection. */
public final class ModelTreeView extends TreeView<TreeEntry> {
    private boolean syncing;

    public ModelTreeView(ModelTreeViewModel vm) {
        setId("modelTree");
        setShowRoot(true);
        setCellFactory(tv -> new javafx.scene.control.TreeCell<>() {
            @Override
            protected void updateItem(TreeEntry entry, boolean empty) {
                super.updateItem(entry, empty);
                setText(empty || entry == null ? null : entry.label());
                getStyleClass().removeIf(c -> c.startsWith("tree-kind-"));
                if (!empty && entry != null) {
                    getStyleClass().add(entry.kind().styleClass());
                }
                setContextMenu(!empty && entry != null && entry.kind() == TreeEntry.Kind.OPERATION
                        ? SavedOperationMenu.of(vm, entry, this) : null);
            }
        });
        setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                openSelected(vm);
            }
        });
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                openSelected(vm);
            }
        });
        vm.rootProperty().addListener((o, a, b) -> show(b, vm.selectedPathProperty().get()));
        show(vm.rootProperty().get(), vm.selectedPathProperty().get());
        getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (syncing || b == null) {
                return;
            }
            TreeEntry e = b.getValue();
            if (!e.table().isEmpty()) {
                vm.selectedTableProperty().set(e.table());
            }
            vm.selectedPathProperty().set(e.path());
        });
        vm.selectedPathProperty().addListener((o, a, b) -> select(b));
    }

    private void openSelected(ModelTreeViewModel vm) {
        TreeItem<TreeEntry> selected = getSelectionModel().getSelectedItem();
        if (selected != null) {
            vm.open(selected.getValue());
        }
    }

    private void show(TreeEntry root, ModelPath selectedPath) {
        syncing = true;
        try {
            setRoot(root == null ? null : item(root, 0));
        } finally {
            syncing = false;
        }
        select(selectedPath);
    }

    private static TreeItem<TreeEntry> item(TreeEntry entry, int depth) {
        TreeItem<TreeEntry> item = new TreeItem<>(entry);
        // Tables and their groups start expanded: the whole design at a glance.
        item.setExpanded(depth < 3);
        entry.children().forEach(c -> item.getChildren().add(item(c, depth + 1)));
        return item;
    }

    private void select(ModelPath path) {
        if (path == null || getRoot() == null) {
            return;
        }
        TreeItem<TreeEntry> hit = findItem(getRoot(), path);
        if (hit != null && getSelectionModel().getSelectedItem() != hit) {
            for (TreeItem<TreeEntry> p = hit.getParent(); p != null; p = p.getParent()) {
                p.setExpanded(true);
            }
            getSelectionModel().select(hit);
            scrollTo(getRow(hit));
        }
    }

    private static TreeItem<TreeEntry> findItem(TreeItem<TreeEntry> node, ModelPath path) {
        if (path.equals(node.getValue().path())) {
            return node;
        }
        for (TreeItem<TreeEntry> c : node.getChildren()) {
            TreeItem<TreeEntry> hit = findItem(c, path);
            if (hit != null) {
                return hit;
            }
        }
        return null;
    }
}
