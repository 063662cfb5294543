package dev.tablewright.ui.shell;

import static dev.tablewright.ui.shell.MenuItems.item;

import dev.tablewright.format.port.Importer;
import dev.tablewright.format.registry.Importers;
import dev.tablewright.ui.compare.CompareView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/** The File menu's Export, Import and Compare with, bound to their {@link WindowCommands}; the Compare tab. */
final class FileMenus {
    private final MainWindowViewModel vm;
    private final WindowCommands commands;
    private final TabPane centre;
    private Tab compareTab;

    /** @param centre where the Compare tab opens */
    FileMenus(MainWindowViewModel vm, WindowCommands commands, TabPane centre) {
        this.vm = vm;
        this.commands = commands;
        this.centre = centre;
    }

    /** File → Export…: any export target, for the model, a table or an entity, in the background. */
    MenuItem export() {
        MenuItem export = item("exportItem", "_Export…", null, commands.export());
        MenuItems.reportResults(vm.export().resultProperty(), vm);
        return export;
    }

    /**
     * File → Import: sample rows from a CSV file into an entity, or another tool's file (a
     * CloudFormation template, a OneTable schema) as a new model, read in the background.
     */
    Menu imports() {
        MenuItem csv = item("importCsvItem", "_CSV into entity…", null, commands.importCsv());
        MenuItems.reportResults(vm.csvImport().resultProperty(), vm);
        Menu menu = new Menu("_Import", null, csv, new SeparatorMenuItem());
        // Another tool's file as a new model: each source the import command knows.
        for (String source : Importers.sources()) {
            Importer importer = Importers.find(source).orElseThrow();
            MenuItem item = item(importer.title() + "…", null, commands.importFile(importer));
            item.setId("import-" + source);
            menu.getItems().add(item);
        }
        menu.setId("importMenu");
        return menu;
    }

    /**
     * File → Compare with: the saved version, another file, a live table or a template file (CloudFormation
     * or Terraform); the result opens in the one Compare tab; then Plan migration… from its old side.
     */
    Menu compare() {
        MenuItem saved = item("compareSavedItem", "The _saved version", null, commands.compareSaved());
        MenuItem other = item("compareFileItem", "_Another file…", null, commands.compareFile());
        MenuItem live = item("compareLiveItem", "A _live table…", null, commands.compareLive());
        MenuItem template = item("compareTemplateItem", "A _template file…", null, commands.compareTemplate());
        MenuItem plan = item("planMigrationItem", "_Plan migration…", "Shortcut+Shift+M", commands.planMigration());
        Menu compare = new Menu("Compa_re with", null, saved, other, live, template, new SeparatorMenuItem(), plan);
        compare.setId("compareMenu");
        compare.disableProperty().bind(commands.compareFile().notExecutableProperty());
        vm.compare().shownProperty().addListener((o, a, b) -> {
            if (compareTab == null) {
                compareTab = new Tab("Compare", new CompareView(vm.compare(), commands.planMigration()));
                compareTab.setId("compareTab");
                compareTab.setOnClosed(e -> compareTab = null);
            }
            if (!centre.getTabs().contains(compareTab)) {
                centre.getTabs().add(compareTab);
            }
            centre.getSelectionModel().select(compareTab);
        });
        return compare;
    }
}
