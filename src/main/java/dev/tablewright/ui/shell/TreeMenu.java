package dev.tablewright.ui.shell;

import dev.tablewright.ui.tree.TreeEntry;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.ContextMenuEvent;

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
        menu.setId("treeMenu");
        // Filled when asked for, before the tree shows it: a ContextMenu without items never shows
        // (so filling it in its own onShowing left it empty for good).
        tree.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> menu.getItems().setAll(itemsFor(selected())));
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
        ModelCommands commands = vm.commands();
        if (e == null || e.kind() == TreeEntry.Kind.MODEL) {
            items.add(MenuItems.item("Add table…", null, commands.addTableCommand()));
            return items;
        }
        String table = e.table();
        MenuItem entity = MenuItems.item("Add entity", null, () -> commands.addEntity(table));
        MenuItem gsi = MenuItems.item("Add GSI", null, () -> commands.addGlobalIndex(table));
        MenuItem lsi = MenuItems.item("Add LSI", null, () -> commands.addLocalIndex(table));
        MenuItem pattern = MenuItems.item("Add access pattern", null, () -> commands.addAccessPattern(table));
        switch (e.kind()) {
            case TABLE -> items.addAll(List.of(entity, gsi, lsi, pattern, new SeparatorMenuItem()));
            case ENTITY_GROUP -> {
                return List.of(entity);
            }
            case INDEX_GROUP -> {
                return List.of(gsi, lsi);
            }
            case ACCESS_PATTERN_GROUP -> {
                return List.of(pattern);
            }
            default -> {
            }
        }
        items.add(MenuItems.item("Rename…", "F2", commands.renameCommand()));
        items.add(MenuItems.item("Delete", "Delete", commands.deleteCommand()));
        return items;
    }
}
