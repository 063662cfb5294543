package dev.tablewright.ui.shell;

import dev.tablewright.format.port.Importer;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.EditCommands;
import java.util.function.Function;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;

/**
 * Every command of the main window's menus, each with its rule (mvvmFX style): the window binds a
 * menu item's {@code disable} to {@link Command#notExecutableProperty()} and its action to
 * {@link Command#execute()}. Delete, Select All and Copy are the focused pane's ({@link #followFocus}),
 * never chosen by the tab shown. No toolkit: {@code WindowCommandsTest} checks every rule.
 */
public final class WindowCommands {
    private final MainWindowViewModel vm;
    private final WindowDialogs dialogs;
    private final ObjectProperty<LiveActions> live = new SimpleObjectProperty<>();
    private final ObjectProperty<EditCommands> focused = new SimpleObjectProperty<>(EditCommands.NONE);
    private final BooleanBinding model;
    private final BooleanBinding modelAndLive;
    private final Command queryTab;
    private final Command itemTab;
    private final Command partiqlTab;
    private final Command batchTab;
    private final Command vectorTab;
    private final Command commit;
    private final Command reverse;
    private final Command generate;
    private final Command export;
    private final Command importCsv;
    private final Command compareSaved;
    private final Command compareFile;
    private final Command compareTemplate;
    private final Command compareLive;
    private final ObjectProperty<Command> migration = new SimpleObjectProperty<>(Command.disabled());
    private final Command planMigration = Command.following(migration);
    private final Command delete;
    private final Command selectAll;
    private final Command copy;
    private final EditCommands modelEdits;

    public WindowCommands(MainWindowViewModel vm, WindowDialogs dialogs) {
        this.vm = vm;
        this.dialogs = dialogs;
        model = vm.modelProperty().isNotNull();
        modelAndLive = model.and(live.isNotNull());
        queryTab = liveCommand(LiveActions::queryTab);
        itemTab = liveCommand(LiveActions::itemTab);
        partiqlTab = liveCommand(LiveActions::partiqlTab);
        batchTab = liveCommand(LiveActions::batchTab);
        vectorTab = liveCommand(LiveActions::vectorTab);
        commit = liveCommand(LiveActions::commit);
        reverse = liveCommand(LiveActions::reverse);
        compareLive = liveCommand(LiveActions::compareLive);
        generate = new Command(model, vm.generate().runningProperty(), () -> {
            vm.generate().prepare();
            dialogs.generate();
        });
        export = new Command(model, vm.export().runningProperty(), () -> {
            vm.export().prepare();
            dialogs.export();
        });
        importCsv = new Command(model, vm.csvImport().runningProperty(), () -> {
            if (vm.csvImport().chooseFile()) {
                dialogs.importCsv();
            }
        });
        compareFile = new Command(model, vm.compare().runningProperty(), vm.compare()::compareWithFile);
        compareTemplate = new Command(model, vm.compare().runningProperty(), vm.compare()::compareWithTemplate);
        compareSaved = new Command(model.and(vm.files().fileProperty().isNotNull()), vm.compare().runningProperty(),
                vm.compare()::compareWithSaved);
        delete = Command.following(focused.map(EditCommands::delete));
        selectAll = Command.following(focused.map(EditCommands::selectAll));
        copy = Command.following(focused.map(EditCommands::copy));
        modelEdits = EditCommands.deleting(vm.commands().deleteCommand());
    }

    private Command liveCommand(Function<LiveActions, Runnable> action) {
        return new Command(modelAndLive, () -> action.apply(live.get()).run());
    }

    /** The connections are ready: the query tabs, Commit and Reverse-engineer can open from now on. */
    public void connect(LiveActions actions) {
        live.set(actions);
    }

    /** Plan migration… can run from now on, as {@code command} says (it needs the connections too). */
    public void connectMigration(Command command) {
        migration.set(command);
    }

    /** The Edit commands of the pane holding the keyboard (see {@code FocusedPane}). */
    public void followFocus(ObservableValue<EditCommands> pane) {
        focused.bind(pane);
    }

    /** Query › New query tab (Ctrl+T): with a model, once the connections are read. */
    public Command queryTab() {
        return queryTab;
    }

    /** Query › New item tab (Ctrl+Shift+T). */
    public Command itemTab() {
        return itemTab;
    }

    /** Query › New PartiQL tab. */
    public Command partiqlTab() {
        return partiqlTab;
    }

    /** Query › New batch and transaction tab. */
    public Command batchTab() {
        return batchTab;
    }

    /** A new Vector search tab (SearchVectors). */
    public Command vectorTab() {
        return vectorTab;
    }

    /** Query › Commit to connection…. */
    public Command commit() {
        return commit;
    }

    /** Data › Reverse-engineer…. */
    public Command reverse() {
        return reverse;
    }

    /** Data › Generate sample data…: with a model, not while generating. */
    public Command generate() {
        return generate;
    }

    /** File › Export…: with a model, not while exporting. */
    public Command export() {
        return export;
    }

    /** File › Import › CSV into entity…: with a model, not while importing. */
    public Command importCsv() {
        return importCsv;
    }

    /** File › Import › another tool's file: a new model, not while a file is being read. */
    public Command importFile(Importer importer) {
        return new Command(vm.files().busyProperty().not(), () -> vm.files().importFile(importer));
    }

    /** File › Compare with › The saved version: the document has a file. */
    public Command compareSaved() {
        return compareSaved;
    }

    /** File › Compare with › A template file…: a CloudFormation template or Terraform file. */
    public Command compareTemplate() {
        return compareTemplate;
    }

    /** File › Compare with › A live table…: once the connections are read. */
    public Command compareLive() {
        return compareLive;
    }

    /** File › Compare with › Another file…; also the Compare with menu's own rule. */
    public Command compareFile() {
        return compareFile;
    }

    /** File › Compare with › Plan migration… and the Compare tab's button: once a comparison has two designs. */
    public Command planMigration() {
        return planMigration;
    }

    /** Edit › Delete: the focused pane's selection. */
    public Command delete() {
        return delete;
    }

    /** Edit › Select All: everything the focused pane shows. */
    public Command selectAll() {
        return selectAll;
    }

    /** Edit › Copy: the focused pane's selection to the clipboard. */
    public Command copy() {
        return copy;
    }

    /** Edit › Undo: the model's last edit. */
    public Command undo() {
        return vm.undoCommand();
    }

    /** Edit › Redo. */
    public Command redo() {
        return vm.redoCommand();
    }

    /** Edit › Rename… (F2): the model's selection. */
    public Command rename() {
        return vm.commands().renameCommand();
    }

    /** The model's own Edit commands (the tree, the inspector, Problems, Access patterns hold them). */
    public EditCommands modelEdits() {
        return modelEdits;
    }
}
