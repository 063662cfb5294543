package dev.tablewright.ui.compare;

import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.diff.DiffResult;
import dev.tablewright.engine.diff.ModelDiff;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * File → Compare with…: the open document (new) against the file it was saved to or another model
 * file (old). The file is read and compared in the background; the changes are listed, and choosing
 * one selects its element in the document when the document still has it.
 */
public final class CompareViewModel {
    private final Document document;
    private final Supplier<Path> savedFile;
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final Consumer<String> status;
    private final ObservableList<Change> changes = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<DiffResult> result = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    /** Counts the comparisons shown: two equal results in a row are still two events to show. */
    private final ReadOnlyIntegerWrapper shown = new ReadOnlyIntegerWrapper(0);
    private TaskRunner.Handle handle;

    /**
     * @param savedFile the document's file, null while it has none
     * @param status    where a one-line message goes (the status bar)
     */
    public CompareViewModel(Document document, Supplier<Path> savedFile, TaskRunner tasks, DialogService dialogs,
            Consumer<String> status) {
        this.document = document;
        this.savedFile = savedFile;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.status = status;
    }

    /** Compare with › The saved version: the file on disk against the document in memory. */
    public void compareWithSaved() {
        Path file = savedFile.get();
        if (file == null) {
            status.accept("This model has not been saved yet: there is no saved version to compare with.");
            return;
        }
        compare(file, "The saved version (" + file.getFileName() + ")");
    }

    /** Compare with › Another file…: a model file the user chooses against the document. */
    public void compareWithFile() {
        Path saved = savedFile.get();
        dialogs.chooseFileToOpen(saved == null ? null : saved.toAbsolutePath().getParent())
                .ifPresent(f -> compare(f, String.valueOf(f.getFileName())));
    }

    /** Reads {@code file} and compares it with the document as it is now. */
    public void compare(Path file, String label) {
        DataModel current = document.model();
        if (current == null) {
            status.accept("There is no model open to compare.");
            return;
        }
        if (handle != null && !handle.isDone()) {
            handle.cancel();
        }
        running.set(true);
        handle = tasks.run("Comparing with " + file.getFileName(), progress -> {
            ReadResult read = WorkbenchJson.read(file);
            DataModel old = read.model().orElseThrow(() -> new UnreadableModel(read));
            return ModelDiff.compare(old, current);
        }, outcome -> {
            running.set(false);
            outcome.dispatch(diff -> show(diff, file, label), this::failed, () -> status.accept("Compare cancelled."));
        });
    }

    private void show(DiffResult diff, Path file, String label) {
        heading.set(label + " → this document");
        summary.set(diff.isSame() ? "No differences." : capitalized(diff.summary()) + ".");
        changes.setAll(diff.changes());
        result.set(diff);
        shown.set(shown.get() + 1);
        status.accept("Compared with " + file.getFileName() + ": " + diff.summary());
    }

    private void failed(Throwable error) {
        if (error instanceof UnreadableModel u) {
            dialogs.showError("Cannot compare", "The file could not be read as a model.", u.read.problems());
        } else {
            dialogs.showError("Cannot compare", error.getMessage() == null ? error.toString() : error.getMessage(),
                    java.util.List.of());
        }
    }

    /**
     * Selects the element of a change in the document when the document has it (it may have changed
     * since the comparison); otherwise says so in the status line.
     */
    public void select(Change change) {
        if (change == null) {
            return;
        }
        ModelPath at = change.element();
        if (at != null && Elements.exists(document.model(), at)) {
            document.select(at);
        } else {
            status.accept(change.path() + " is not in the document.");
        }
    }

    /** The changes of the last comparison, in order. */
    public ObservableList<Change> changes() {
        return changes;
    }

    /** Goes up by one each time a comparison's result is shown (the view opens its tab then). */
    public ReadOnlyIntegerProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /** The last comparison's result (null before the first). */
    public ReadOnlyObjectProperty<DiffResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** "The saved version (movies.json) → this document". */
    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** "3 changes: 1 added, …." or "No differences.". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** A file that held no model; the problems say why. */
    private static final class UnreadableModel extends RuntimeException {
        private final transient ReadResult read;

        UnreadableModel(ReadResult read) {
            super(read.problems().isEmpty() ? "not a model file" : read.problems().get(0).message());
            this.read = read;
        }
    }
}
