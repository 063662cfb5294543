package dev.tablewright.ui.shell;

import dev.tablewright.ui.csvimport.CsvImportDialog;
import dev.tablewright.ui.export.ExportDialog;
import dev.tablewright.ui.generate.GenerateDialog;
import java.util.function.Supplier;
import javafx.stage.Window;

/** The window's dialogs on screen, owned by the main window; Generate's is made once and kept. */
public final class FxWindowDialogs implements WindowDialogs {
    private final MainWindowViewModel vm;
    private final Supplier<Window> owner;
    private GenerateDialog generateDialog;

    /** @param owner the window the dialogs belong to (asked when one opens: the stage has it by then) */
    public FxWindowDialogs(MainWindowViewModel vm, Supplier<Window> owner) {
        this.vm = vm;
        this.owner = owner;
    }

    @Override
    public void generate() {
        if (generateDialog == null) {
            generateDialog = new GenerateDialog(owner.get(), vm.generate());
        }
        generateDialog.showAndGenerate(vm.generate());
    }

    @Override
    public void export() {
        new ExportDialog(owner.get(), vm.export()).showAndExport(vm.export());
    }

    @Override
    public void importCsv() {
        new CsvImportDialog(owner.get(), vm.csvImport()).showAndImport(vm.csvImport());
    }
}
