package dev.tablewright.ui.shell;

import static dev.tablewright.ui.shell.MenuItems.item;

import dev.tablewright.format.SampleModels;
import dev.tablewright.ui.common.UndoKeys;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import java.nio.file.Path;

/** The main window's menu bar: each item bound to a {@link WindowCommands} command (rule and action). */
final class WindowMenus {
    private final MainWindowViewModel vm;
    private final WindowCommands commands;
    private final TabPane centre;
    private final TextField find;

    /**
     * @param centre where the Compare tab opens
     * @param find   the model tree's Find field, for Edit › Find…
     */
    WindowMenus(MainWindowViewModel vm, WindowCommands commands, TabPane centre, TextField find) {
        this.vm = vm;
        this.commands = commands;
        this.centre = centre;
        this.find = find;
    }

    MenuBar bar() {
        MenuBar bar = new MenuBar(file(), edit(), query(), data(), view());
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    private Menu file() {
        MenuItem newModel = item("_New", "Shortcut+N", vm.files()::newModel);
        MenuItem open = item("_Open…", "Shortcut+O", vm.files()::open);
        Menu recent = new Menu("Open _Recent");
        recent.setId("recentMenu");
        Runnable fillRecent = () -> {
            recent.getItems().clear();
            for (Path p : vm.files().recentFiles()) {
                MenuItem file = item(p.getFileName() + "  —  " + p.getParent(), null,
                        () -> vm.files().whenChangesSettled(() -> vm.files().openFile(p)));
                file.setMnemonicParsing(false); // my_model.json keeps its underscore
                recent.getItems().add(file);
            }
            recent.setDisable(recent.getItems().isEmpty());
        };
        vm.files().recentFiles().addListener((ListChangeListener<Path>) c -> fillRecent.run());
        fillRecent.run();
        Menu samples = new Menu("Open _Sample");
        for (String name : SampleModels.NAMES) {
            samples.getItems().add(item(name, null, () -> vm.files().whenChangesSettled(() -> vm.files().openSample(name))));
        }
        MenuItem close = item("_Close", "Shortcut+W", vm.files().closeCommand());
        MenuItem save = item("_Save", "Shortcut+S", vm.files().saveCommand());
        MenuItem saveAs = item("Save _As…", "Shortcut+Shift+S", vm.files().saveAsCommand());
        MenuItem exit = item("E_xit", "Shortcut+Q", () -> vm.files().quit(Platform::exit));
        FileMenus fileMenus = new FileMenus(vm, commands, centre);
        return new Menu("_File", null, newModel, open, recent, samples, new SeparatorMenuItem(), save, saveAs,
                close, new SeparatorMenuItem(), fileMenus.compare(), fileMenus.export(), fileMenus.imports(),
                new SeparatorMenuItem(), exit);
    }

    private Menu edit() {
        MenuItem undo = item("undoItem", "_Undo", "Shortcut+Z", commands.undo());
        undo.textProperty().bind(vm.undoTextProperty());
        MenuItem redo = item("redoItem", "_Redo", "Shortcut+Shift+Z", commands.redo());
        redo.textProperty().bind(vm.redoTextProperty());
        // Their text names what is undone ("Rename attribute movie_id → id"): an underscore is a name's, not a mnemonic.
        undo.setMnemonicParsing(false);
        redo.setMnemonicParsing(false);
        // The keys reach the model's undo from anywhere, Ctrl+Y too (as Windows users expect; a menu
        // item has one accelerator), and a committed text field does not swallow them.
        find.sceneProperty().addListener((o, a, scene) -> {
            if (scene != null) {
                UndoKeys.install(scene, commands.undo()::execute, commands.redo()::execute);
            }
        });
        MenuItem rename = item("Re_name…", "F2", commands.rename());
        // The pane holding the keyboard decides: the diagram deletes its multi-selection as one undo
        // step, a grid its items, the tree the model's selection; a read-only grid nothing.
        MenuItem delete = item("deleteItem", "_Delete", "Delete", commands.delete());
        MenuItem selectAll = item("selectAllItem", "Select _All", "Shortcut+A", commands.selectAll());
        MenuItem copy = item("copyItem", "_Copy", "Shortcut+C", commands.copy());
        MenuItem findItem = item("_Find…", "Shortcut+F", () -> {
            find.requestFocus();
            find.selectAll();
        });
        return new Menu("_Edit", null, undo, redo, new SeparatorMenuItem(), rename, delete, selectAll, copy,
                new SeparatorMenuItem(), findItem);
    }

    private Menu data() {
        MenuItem generate = item("generateItem", "_Generate sample data…", "Shortcut+G", commands.generate());
        MenuItem reverse = item("reverseItem", "_Reverse-engineer…", null, commands.reverse());
        MenuItems.reportResults(vm.generate().resultProperty(), vm);
        return new Menu("_Data", null, generate, reverse);
    }

    private Menu view() {
        CheckMenuItem dark = new CheckMenuItem("_Dark theme");
        dark.setId("darkThemeItem");
        dark.selectedProperty().bindBidirectional(vm.darkThemeProperty());
        return new Menu("_View", null, dark);
    }

    private Menu query() {
        MenuItem newQuery = item("newQueryTabItem", "New _query tab", "Shortcut+T", commands.queryTab());
        MenuItem newItem = item("newItemTabItem", "New _item tab (Get, Put, Update, Delete)", "Shortcut+Shift+T",
                commands.itemTab());
        MenuItem newPartiql = item("newPartiqlTabItem", "New _PartiQL tab", "Shortcut+Alt+T", commands.partiqlTab());
        MenuItem newBatch = item("newBatchTabItem", "New _batch and transaction tab", "Shortcut+Shift+B",
                commands.batchTab());
        MenuItem newVector = item("newVectorTabItem", "New _vector search tab", "Shortcut+Shift+V", commands.vectorTab());
        MenuItem commit = item("commitItem", "_Commit to connection…", "Shortcut+Shift+K", commands.commit());
        return new Menu("_Query", null, newQuery, newItem, newPartiql, newBatch, newVector, new SeparatorMenuItem(), commit);
    }
}
