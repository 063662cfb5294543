package dev.tablewright.ui.shell;

import dev.tablewright.ui.common.Command;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;

/** Menu items made the same way for the window's menus and the tree's context menu. */
final class MenuItems {
    private MenuItems() {
    }

    /** A menu item that runs a command and is disabled while the command cannot run. */
    static MenuItem item(String text, String accelerator, Command command) {
        MenuItem item = item(text, accelerator, command::execute);
        item.disableProperty().bind(command.notExecutableProperty());
        return item;
    }

    /** The same, found by {@code id}. */
    static MenuItem item(String id, String text, String accelerator, Command command) {
        MenuItem item = item(text, accelerator, command);
        item.setId(id);
        return item;
    }

    static MenuItem item(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    /** What a dialog's work came to ("Exported 3 tables"), in the status line when there is something to say. */
    static void reportResults(ObservableValue<String> result, MainWindowViewModel vm) {
        result.addListener((o, a, b) -> {
            if (!b.isEmpty()) {
                vm.showStatus(b);
            }
        });
    }
}
