package dev.tablewright.ui.shell;

import dev.tablewright.ui.tree.TreeEntry;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

/** The model tree's context menu: what can be added under, renamed or deleted at the node clicked. */
final class TreeMenu {
    private final MainWindowViewModel vm;
    private final TreeView<TreeEntry> tree;

    TreeMenu(MainWindowViewModel vm, TreeView<TreeEntry> tree) {
        this.vm = vm;
        this.tree = tree;
    }

    ContextMenu menu() {
        ContextMenu menu = new ContextMenu();
        menu.setOnShowing(e -> menu.getItems().setAll(itemsFor(selected())));
        return menu;
    }

    private TreeEntry selected() {
        TreeItem<TreeEntry> item = tree.getSelectionModel().getSelectedItem();
        return item == null ? null : item.getValue();
    }

    private List<MenuItem> itemsFor(TreeEntry e) {
        List<MenuItem> items = new ArrayList<>();
        if (vm.modelProperty().get() == null) {
            return items;
        }
        if (e == null || e.kind() == TreeEntry.Kind.MODEL) {
            items.add(MainWindow.item("Add table…", null, vm::addTable));
            return items;
        }
        String table = e.table();
        switch (e.kind()) {
            case TABLE -> {
                items.add(MainWindow.item("Add entity", null, () -> vm.addEntity(table)));
                items.add(MainWindow.item("Add GSI", null, () -> vm.addGlobalIndex(table)));
                items.add(MainWindow.item("Add LSI", null, () -> vm.addLocalIndex(table)));
                items.add(MainWindow.item("Add access pattern", null, () -> vm.addAccessPattern(table)));
            }
            case GROUP -> {
                if (e.label().equals("Entities")) {
                    items.add(MainWindow.item("Add entity", null, () -> vm.addEntity(table)));
                } else if (e.label().equals("Indexes")) {
                    items.add(MainWindow.item("Add GSI", null, () -> vm.addGlobalIndex(table)));
                    items.add(MainWindow.item("Add LSI", null, () -> vm.addLocalIndex(table)));
                } else {
                    items.add(MainWindow.item("Add access pattern", null, () -> vm.addAccessPattern(table)));
                }
                return items;
            }
            default -> {
            }
        }
        if (!items.isEmpty()) {
            items.add(new SeparatorMenuItem());
        }
        items.add(MainWindow.item("Rename…", "F2", vm::renameSelection));
        items.add(MainWindow.item("Delete", "Delete", vm::deleteSelection));
        return items;
    }
}
