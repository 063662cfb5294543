package dev.tablewright.ui.shell;

import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.edit.ModelEdits;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * Save, Save As and the question about unsaved changes. Each save writes a snapshot of the model
 * atomically in the background; what runs after it ({@code afterSave}) runs only once it succeeded.
 */
final class DocumentSaver {
    private final CurrentFile current;
    private final RecentFiles recent;
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final Consumer<String> status;

    DocumentSaver(CurrentFile current, RecentFiles recent, TaskRunner tasks, DialogService dialogs,
            Consumer<String> status) {
        this.current = current;
        this.recent = recent;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.status = status;
    }

    /** Writes to the document's file, or asks where (Save As) when it has none. */
    void save(Runnable afterSave) {
        if (current.document().model() == null) {
            return;
        }
        if (current.file() == null) {
            saveAs(afterSave);
        } else {
            saveTo(current.file(), afterSave);
        }
    }

    /** Asks for a file and writes there. */
    void saveAs(Runnable afterSave) {
        if (current.document().model() == null) {
            return;
        }
        String suggested = current.name().isEmpty() ? "model.json" : current.name();
        dialogs.chooseFileToSave(current.folder(), suggested).ifPresent(p -> saveTo(p, afterSave));
    }

    void saveTo(Path path, Runnable afterSave) {
        String name = String.valueOf(path.getFileName());
        nameAfterFile(name);
        DataModel snapshot = current.document().model();
        current.busy(true);
        status.accept("Saving " + name + "…");
        tasks.run("Saving " + name, progress -> {
            WorkbenchJson.save(snapshot, path);
            return path;
        }, outcome -> {
            current.busy(false);
            outcome.dispatch(saved -> saved(snapshot, saved, name, afterSave), failure -> {
                status.accept("Could not save " + name);
                dialogs.showError("Cannot save " + name,
                        MainWindowViewModel.describe(failure) + "\nThe previous contents of the file are unchanged.",
                        List.of());
            }, () -> status.accept("Saving " + name + " cancelled; the changes are not saved."));
        });
    }

    /** An "Untitled" model saved as orders.json is called "orders" from now on (one undoable step). */
    private void nameAfterFile(String fileName) {
        Document document = current.document();
        if (ModelEdits.isUntitled(document.model())) {
            document.apply(ModelEdits.rename(ModelEdits.nameOfFile(fileName)));
        }
    }

    private void saved(DataModel snapshot, Path saved, String name, Runnable afterSave) {
        current.set(saved, name);
        // Edits made while the save ran are not in the file: the document stays dirty then.
        current.document().markSaved(snapshot);
        status.accept("Saved " + name);
        recent.remember(saved);
        afterSave.run();
    }

    /**
     * Runs {@code next} once unsaved changes are dealt with: at once when there are none or the user
     * discards them, after a successful save when the user saves, never when the user cancels or
     * the save fails.
     */
    void whenChangesSettled(Runnable next) {
        if (!current.document().dirtyProperty().get()) {
            next.run();
            return;
        }
        switch (dialogs.askToSaveChanges(current.name())) {
            case SAVE -> save(next);
            case DISCARD -> next.run();
            case CANCEL -> { }
        }
    }
}
