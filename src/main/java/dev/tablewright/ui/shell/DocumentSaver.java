package dev.tablewright.ui.shell;

import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.edit.ModelEdits;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.SaveFailures;
import java.nio.file.Path;
import java.util.List;

/**
 * Save, Save As and the question about unsaved changes. Each save writes a snapshot of the model
 * atomically in the background; what runs after it ({@code afterSave}) runs only once it succeeded.
 */
final class DocumentSaver {
    private final FileWork work;
    private final RecentFiles recent;

    DocumentSaver(FileWork work, RecentFiles recent) {
        this.work = work;
        this.recent = recent;
    }

    /** Writes to the document's file, or asks where (Save As) when it has none. */
    void save(Runnable afterSave) {
        if (work.current().document().model() == null) {
            return;
        }
        if (work.current().file() == null) {
            saveAs(afterSave);
        } else {
            saveTo(work.current().file(), afterSave);
        }
    }

    /** Asks for a file and writes there. */
    void saveAs(Runnable afterSave) {
        if (work.current().document().model() == null) {
            return;
        }
        String suggested = work.current().name().isEmpty() ? "model.json" : work.current().name();
        work.dialogs().chooseFileToSave(work.current().folder(), suggested).ifPresent(p -> saveTo(p, afterSave));
    }

    void saveTo(Path path, Runnable afterSave) {
        saveTo(path, afterSave, ReadOnlyTarget.REFUSE);
    }

    /**
     * A read-only file is refused by the save itself (off the FX thread); the user is then asked, and
     * the save runs again replacing it, or the document stays unsaved and {@code afterSave} never runs.
     */
    private void saveTo(Path path, Runnable afterSave, ReadOnlyTarget readOnly) {
        String name = String.valueOf(path.getFileName());
        nameAfterFile(name);
        DataModel snapshot = work.current().document().model();
        work.current().busy(true);
        work.status().accept("Saving " + name + "…");
        work.tasks().run("Saving " + name, progress -> {
            WorkbenchJson.save(snapshot, path, readOnly);
            return path;
        }, outcome -> {
            work.current().busy(false);
            outcome.dispatch(saved -> saved(snapshot, saved, name, afterSave), failure -> {
                if (SaveFailures.askToReplace(work.dialogs(), failure)) {
                    saveTo(path, afterSave, ReadOnlyTarget.REPLACE);
                } else if (SaveFailures.isReadOnly(failure)) {
                    work.status().accept("Not saved: " + SaveFailures.readOnlyLine(failure));
                } else {
                    work.status().accept("Could not save " + name);
                    work.dialogs().showError("Cannot save " + name,
                            SaveFailures.describe(failure) + "\nThe previous contents of the file are unchanged.", List.of());
                }
            }, () -> work.status().accept("Saving " + name + " cancelled; the changes are not saved."));
        });
    }

    /** An "Untitled" model saved as orders.json is called "orders" from now on (one undoable step). */
    private void nameAfterFile(String fileName) {
        Document document = work.current().document();
        if (ModelEdits.isUntitled(document.model())) {
            document.apply(ModelEdits.rename(ModelEdits.nameOfFile(fileName)));
        }
    }

    private void saved(DataModel snapshot, Path saved, String name, Runnable afterSave) {
        work.current().set(saved, name);
        // Edits made while the save ran are not in the file: the document stays dirty then.
        work.current().document().markSaved(snapshot);
        work.status().accept("Saved " + name);
        recent.remember(saved);
        afterSave.run();
    }

    /**
     * Runs {@code next} once unsaved changes are dealt with: at once when there are none or the user
     * discards them, after a successful save when the user saves, never when the user cancels or
     * the save fails.
     */
    void whenChangesSettled(Runnable next) {
        if (!work.current().document().dirtyProperty().get()) {
            next.run();
            return;
        }
        switch (work.dialogs().askToSaveChanges(work.current().name())) {
            case SAVE -> save(next);
            case DISCARD -> next.run();
            case CANCEL -> { }
        }
    }
}
