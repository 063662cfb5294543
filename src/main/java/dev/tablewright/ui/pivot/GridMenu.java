package dev.tablewright.ui.pivot;

import dev.tablewright.ui.common.FormControls;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
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

    static ContextMenu of(PivotGridViewModel vm, Supplier<List<GridRow>> selected, Consumer<String> copy) {
        ContextMenu menu = new ContextMenu();
        menu.setId("gridMenu");
        Menu add = new Menu("Add item");
        add.setId("gridMenuAdd");
        MenuItem duplicate = item("gridMenuDuplicate", "Duplicate", () -> vm.duplicate(selected.get()));
        MenuItem delete = item("gridMenuDelete", "Delete", () -> vm.delete(selected.get()));
        MenuItem json = item("gridMenuCopyJson", "Copy as DynamoDB JSON (Ctrl+C)",
                () -> copy.accept(vm.copyAsJson(selected.get())));
        MenuItem csv = item("gridMenuCopyCsv", "Copy as CSV (Ctrl+Shift+C)", () -> copy.accept(vm.copyAsCsv(selected.get())));
        menu.getItems().setAll(add, new SeparatorMenuItem(), duplicate, delete, new SeparatorMenuItem(), json, csv);
        menu.setOnShowing(e -> {
            add.getItems().setAll(vm.entities().stream().map(name -> item("gridMenuAdd-" + name, name,
                    () -> vm.addItem(name))).toList());
            add.setDisable(add.getItems().isEmpty());
            boolean none = selected.get().isEmpty();
            List.of(duplicate, delete, json, csv).forEach(i -> i.setDisable(none));
        });
        return menu;
    }

    private static MenuItem item(String id, String text, Runnable action) {
        return FormControls.menuItem(id, text, action);
    }
}
