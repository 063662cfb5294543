package dev.tablewright.ui.shell;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.samples.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.grid.ItemGridViewModel;
import dev.tablewright.ui.problems.ProblemsViewModel;
import dev.tablewright.ui.tree.ModelTreeViewModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The main window's state and commands: the open document (model, file, dirty flag), opening,
 * saving, and the child ViewModels of the tree, grid and Problems list. All disk work runs on the
 * {@link TaskRunner}; dialogs go through the {@link DialogService}.
 */
public final class MainWindowViewModel {
    public static final String APP_NAME = "Tablewright";

    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final Document document = new Document();
    private boolean opening;
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper documentName = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(APP_NAME);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ModelTreeViewModel tree;
    private final ItemGridViewModel grid;
    private final ProblemsViewModel problems = new ProblemsViewModel();

    public MainWindowViewModel(TaskRunner tasks, DialogService dialogs) {
        this.tasks = tasks;
        this.dialogs = dialogs;
        tree = new ModelTreeViewModel(document.modelProperty());
        grid = new ItemGridViewModel(document.modelProperty(), tree.selectedTableProperty());
        title.bind(Bindings.createStringBinding(
                () -> documentName.get().isEmpty() ? APP_NAME
                        : APP_NAME + " — " + (document.dirtyProperty().get() ? "*" : "") + documentName.get(),
                documentName, document.dirtyProperty()));
        // Edits, undo and redo re-check the model; opening a file checks it in its own task.
        document.modelProperty().addListener((o, a, b) -> {
            if (b != null && !opening) {
                validate();
            }
        });
        tree.selectedPathProperty().bindBidirectional(document.selectionProperty());
        document.refusalProperty().addListener((o, a, b) -> {
            if (!b.isEmpty()) {
                status.set(b);
            }
        });
    }

    /** The open model, its undo history and the shared selection. */
    public Document document() {
        return document;
    }

    public ReadOnlyObjectProperty<DataModel> modelProperty() {
        return document.modelProperty();
    }

    /** The file the document was read from or last saved to; null for a sample or a new model. */
    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty documentNameProperty() {
        return documentName.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return document.dirtyProperty();
    }

    /** True while the document is being read or written. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** {@code Tablewright — movies.json}, with {@code *} before the name when there are unsaved changes. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** One line for the status bar: the last thing that happened. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ModelTreeViewModel tree() {
        return tree;
    }

    public ItemGridViewModel grid() {
        return grid;
    }

    public ProblemsViewModel problems() {
        return problems;
    }

    /** Applies an edit as one undo step; a refused edit leaves the model and says why in the status line. */
    public void apply(Edit edit) {
        document.apply(edit);
    }

    /** File → Open: asks for a file (after offering to save unsaved changes) and opens it. */
    public void open() {
        whenChangesSettled(() -> {
            Path start = file.get() == null ? null : file.get().toAbsolutePath().getParent();
            dialogs.chooseFileToOpen(start).ifPresent(this::openFile);
        });
    }

    /** Opens a model file in the background; an unreadable file leaves the current document as it was. */
    public void openFile(Path path) {
        String name = String.valueOf(path.getFileName());
        load("Opening " + name, () -> WorkbenchJson.read(path), path, name);
    }

    /** Opens one of the samples shipped in the jar. */
    public void openSample(String sampleName) {
        load("Opening sample " + sampleName, () -> SampleModels.read(sampleName), null, sampleName);
    }

    private void load(String taskTitle, Supplier<ReadResult> reader, Path path, String name) {
        busy.set(true);
        status.set(taskTitle + "…");
        tasks.run(taskTitle, progress -> {
            ReadResult read = reader.get();
            // Validation can be slow on large sample data: it runs here, off the FX thread, too.
            List<Problem> design = read.model().map(ModelValidator::validate).orElse(List.of());
            return new Loaded(read, design);
        }, loaded -> {
            busy.set(false);
            ReadResult read = loaded.read();
            if (read.model().isEmpty()) {
                status.set("Could not open " + name);
                dialogs.showError("Cannot open " + name, "The file could not be read as a NoSQL Workbench model.",
                        read.problems());
                return;
            }
            opening = true;
            document.load(read.model().get());
            opening = false;
            file.set(path);
            documentName.set(name);
            problems.setFileProblems(read.problems());
            problems.setDesignProblems(loaded.design());
            status.set("Opened " + name);
        }, failure -> {
            busy.set(false);
            status.set("Could not open " + name);
            dialogs.showError("Cannot open " + name, describe(failure), List.of());
        });
    }

    private record Loaded(ReadResult read, List<Problem> design) {
    }

    /** File → Save: writes to the document's file, or asks where (Save As) when it has none. */
    public void save() {
        save(() -> { });
    }

    private void save(Runnable afterSave) {
        if (document.model() == null) {
            return;
        }
        if (file.get() == null) {
            saveAs(afterSave);
        } else {
            saveTo(file.get(), afterSave);
        }
    }

    /** File → Save As: asks for a file and writes there. */
    public void saveAs() {
        saveAs(() -> { });
    }

    private void saveAs(Runnable afterSave) {
        if (document.model() == null) {
            return;
        }
        Path start = file.get() == null ? null : file.get().toAbsolutePath().getParent();
        String suggested = documentName.get().isEmpty() ? "model.json" : documentName.get();
        dialogs.chooseFileToSave(start, suggested).ifPresent(p -> saveTo(p, afterSave));
    }

    /** Writes the document atomically in the background. */
    public void saveTo(Path path) {
        saveTo(path, () -> { });
    }

    private void saveTo(Path path, Runnable afterSave) {
        DataModel snapshot = document.model();
        String name = String.valueOf(path.getFileName());
        busy.set(true);
        status.set("Saving " + name + "…");
        tasks.run("Saving " + name, progress -> {
            WorkbenchJson.save(snapshot, path);
            return path;
        }, saved -> {
            busy.set(false);
            file.set(saved);
            documentName.set(name);
            // Edits made while the save ran are not in the file: the document stays dirty then.
            document.markSaved(snapshot);
            status.set("Saved " + name);
            afterSave.run();
        }, failure -> {
            busy.set(false);
            status.set("Could not save " + name);
            dialogs.showError("Cannot save " + name,
                    describe(failure) + "\nThe previous contents of the file are unchanged.", List.of());
        });
    }

    /**
     * Runs {@code next} once unsaved changes are dealt with: at once when there are none or the user
     * discards them, after a successful save when the user saves, never when the user cancels or
     * the save fails.
     */
    public void whenChangesSettled(Runnable next) {
        if (!document.dirtyProperty().get()) {
            next.run();
            return;
        }
        switch (dialogs.askToSaveChanges(documentName.get())) {
            case SAVE -> save(next);
            case DISCARD -> next.run();
            case CANCEL -> { }
        }
    }

    /** Selects the element a problem is about (double-click in the Problems list). */
    public void reveal(Problem problem) {
        Optional.of(problem.path()).flatMap(tree::find).ifPresent(e -> tree.selectedPathProperty().set(e.path()));
    }

    private void validate() {
        DataModel snapshot = document.model();
        tasks.run("Checking the model", progress -> ModelValidator.validate(snapshot), found -> {
            if (document.model() == snapshot) {
                problems.setDesignProblems(found);
            }
        }, failure -> status.set("Could not check the model: " + describe(failure)));
    }

    static String describe(Throwable t) {
        String message = t.getMessage();
        if (message == null || message.isBlank()) {
            return "An unexpected " + t.getClass().getSimpleName() + " occurred.";
        }
        return message;
    }
}
