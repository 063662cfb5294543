package dev.tablewright.ui.pivot;

import dev.tablewright.ui.common.FormControls;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/**
 * A grid's right-click menu: the commands of its toolbar for the rows selected (a right-click
 * selects the row under it first, as tables do), each with its shortcut. Rows the stream keeps turn
 * Duplicate and Delete off, and a line under them says why; an entity the stream keeps cannot be added.
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
        MenuItem kept = new MenuItem();
        kept.setId("gridMenuKept");
        kept.setDisable(true); // a line of text: why Duplicate and Delete are off
        kept.textProperty().bind(commands.keptReasonProperty());
        kept.visibleProperty().bind(commands.keptReasonProperty().isNotEmpty());
        menu.getItems().setAll(add, new SeparatorMenuItem(), duplicate, delete, kept, new SeparatorMenuItem(), json,
                csv);
        menu.setOnShowing(e -> {
            add.getItems().setAll(vm.entities().stream().map(name -> addItem(vm, name)).toList());
            add.setDisable(add.getItems().isEmpty());
        });
        return menu;
    }

    /** "Add item › Stream"; an entity the stream keeps is listed, off, with why. */
    static MenuItem addItem(PivotGridViewModel vm, String name) {
        java.util.Optional<String> kept = vm.edits().addRefusal(name);
        MenuItem item = FormControls.menuItem("gridMenuAdd-" + name, name + kept.map(k -> " (kept by the stream)")
                .orElse(""), () -> vm.edits().addItem(name));
        item.setDisable(kept.isPresent());
        return item;
    }
}
