package dev.tablewright.ui.pivot;

import dev.tablewright.ui.common.FormControls;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/**
 * A grid's right-click menu: the commands of its toolbar for the rows selected (a right-click
 * selects the row under it first, as tables do), each with its shortcut.
 */
final class GridMenu {
    private GridMenu() {
    }

    static ContextMenu of(PivotGridViewModel vm) {
        GridCommands commands = vm.commands();
        ContextMenu menu = new ContextMenu();
        menu.setId("gridMenu");
        Menu add = new Menu("Add item");
        add.setId("gridMenuAdd");
        MenuItem duplicate = FormControls.commandItem("gridMenuDuplicate", "Duplicate", commands.duplicate());
        MenuItem delete = FormControls.commandItem("gridMenuDelete", "Delete", commands.delete());
        MenuItem json = FormControls.commandItem("gridMenuCopyJson", "Copy as DynamoDB JSON (Ctrl+C)",
                commands.copyJson());
        MenuItem csv = FormControls.commandItem("gridMenuCopyCsv", "Copy as CSV (Ctrl+Shift+C)", commands.copyCsv());
        menu.getItems().setAll(add, new SeparatorMenuItem(), duplicate, delete, new SeparatorMenuItem(), json, csv);
        menu.setOnShowing(e -> {
            add.getItems().setAll(vm.entities().stream().map(name -> FormControls.menuItem("gridMenuAdd-" + name, name,
                    () -> vm.edits().addItem(name))).toList());
            add.setDisable(add.getItems().isEmpty());
        });
        return menu;
    }
}
