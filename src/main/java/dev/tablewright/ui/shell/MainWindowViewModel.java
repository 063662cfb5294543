package dev.tablewright.ui.shell;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.samples.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.AccessPatternEdits;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.PathEdits;
import dev.tablewright.model.edit.TableEdits;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.generate.GenerateViewModel;
import dev.tablewright.ui.pivot.PivotGridsViewModel;
import dev.tablewright.ui.problems.ProblemsViewModel;
import dev.tablewright.ui.tree.ModelTreeViewModel;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
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
    private final PivotGridsViewModel pivots;
    private final GenerateViewModel generate;
    private final ProblemsViewModel problems = new ProblemsViewModel();
    private final ModelCommands commands;
    private final Command undoCommand;
    private final Command redoCommand;
    private final Command saveCommand;
    private final Command saveAsCommand;
    private final Command closeCommand;

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM)
            .withZone(ZoneId.systemDefault());
    private final Settings settings;
    private final Recovery recovery;
    private final ObservableList<Path> recentFiles = FXCollections.observableArrayList();
    private final BooleanProperty darkTheme = new SimpleBooleanProperty(false);
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper("Undo");
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper("Redo");

    /** For ViewModel tests: settings in memory, no recovery copies. */
    public MainWindowViewModel(TaskRunner tasks, DialogService dialogs) {
        this(tasks, dialogs, Settings.inMemory(), null);
    }

    /**
     * @param recovery where crash-recovery copies go; null for none
     */
    public MainWindowViewModel(TaskRunner tasks, DialogService dialogs, Settings settings, Recovery recovery) {
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.settings = settings;
        this.recovery = recovery;
        recentFiles.setAll(settings.recentFiles());
        darkTheme.set(settings.darkTheme());
        darkTheme.addListener((o, a, b) -> settings.setDarkTheme(b));
        undoText.bind(document.history().undoTextProperty().map(t -> t.isEmpty() ? "Undo" : "Undo " + t));
        redoText.bind(document.history().redoTextProperty().map(t -> t.isEmpty() ? "Redo" : "Redo " + t));
        tree = new ModelTreeViewModel(document.modelProperty());
        pivots = new PivotGridsViewModel(document, tasks);
        generate = new GenerateViewModel(document, tasks);
        commands = new ModelCommands(document, dialogs, status::set);
        undoCommand = new Command(document.history().undoTextProperty().isNotEmpty(), this::undo);
        redoCommand = new Command(document.history().redoTextProperty().isNotEmpty(), this::redo);
        var hasModel = document.modelProperty().isNotNull();
        saveCommand = new Command(hasModel, busy, this::save);
        saveAsCommand = new Command(hasModel, busy, this::saveAs);
        closeCommand = new Command(hasModel, busy, this::closeDocument);
        title.bind(Bindings.createStringBinding(
                () -> documentName.get().isEmpty() ? APP_NAME
                        : APP_NAME + " — " + (document.dirtyProperty().get() ? "*" : "") + documentName.get(),
                documentName, document.dirtyProperty()));
        // Edits, undo and redo re-check the model; opening a file checks it in its own task.
        document.modelProperty().addListener((o, a, b) -> {
            if (b != null && !opening) {
                validate();
            }
            keepRecoveryCopy();
        });
        document.dirtyProperty().addListener((o, a, b) -> keepRecoveryCopy());
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

    /** Puts a line in the status bar. */
    public void showStatus(String text) {
        status.set(text);
    }

    public ModelTreeViewModel tree() {
        return tree;
    }

    /** Data → Generate sample data. */
    public GenerateViewModel generate() {
        return generate;
    }

    /** The pivoted grids: one per table and index. */
    public PivotGridsViewModel pivots() {
        return pivots;
    }

    public ProblemsViewModel problems() {
        return problems;
    }

    /** Edit → Undo: possible when there is something to undo. */
    public Command undoCommand() {
        return undoCommand;
    }

    public Command redoCommand() {
        return redoCommand;
    }

    /** File → Save: possible with a model open and no file being read or written. */
    public Command saveCommand() {
        return saveCommand;
    }

    public Command saveAsCommand() {
        return saveAsCommand;
    }

    public Command closeCommand() {
        return closeCommand;
    }

    /** Add, rename and delete of tables, entities, indexes and access patterns. */
    public ModelCommands commands() {
        return commands;
    }

    /** Applies an edit as one undo step; a refused edit leaves the model and says why in the status line. */
    public void apply(Edit edit) {
        document.apply(edit);
    }

    /** Recently opened or saved files, most recent first (File → Open Recent). */
    public ObservableList<Path> recentFiles() {
        return recentFiles;
    }

    /** View → Dark theme; remembered. */
    public BooleanProperty darkThemeProperty() {
        return darkTheme;
    }

    /** "Undo Rename attribute status → state", or just "Undo" when there is nothing to undo. */
    public ReadOnlyStringProperty undoTextProperty() {
        return undoText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoTextProperty() {
        return redoText.getReadOnlyProperty();
    }

    public void undo() {
        document.undo();
        status.set(document.history().redoTextProperty().get().isEmpty() ? "" : "Undid " + document.history().redoTextProperty().get());
    }

    public void redo() {
        document.redo();
        status.set(document.history().undoTextProperty().get().isEmpty() ? "" : "Redid " + document.history().undoTextProperty().get());
    }

    /**
     * What the app opens when it starts: a crash-recovery copy if the user takes it, else the file
     * given on the command line, else the last file opened, else the first sample.
     */
    public void start(Path fileArgument) {
        if (recovery == null) {
            openInitial(fileArgument);
            return;
        }
        tasks.run("Looking for unsaved work", progress -> recovery.find(), found -> {
            if (found.isPresent() && dialogs.confirm("Recover unsaved work?",
                    "Tablewright ended without saving changes to " + found.get().documentName() + " (last copy "
                            + WHEN.format(found.get().savedAt()) + "). Recover them? Otherwise they are discarded.", "Recover")) {
                Recovery.Recovered r = found.get();
                document.loadUnsaved(r.model());
                file.set(r.originalFile());
                documentName.set(r.documentName());
                status.set("Recovered unsaved changes to " + r.documentName());
                return;
            }
            recovery.clear();
            openInitial(fileArgument);
        }, failure -> openInitial(fileArgument));
    }

    private void openInitial(Path fileArgument) {
        if (fileArgument != null) {
            openFile(fileArgument);
        } else if (!recentFiles.isEmpty()) {
            openFile(recentFiles.get(0), () -> openSample(SampleModels.FIRST));
        } else {
            openSample(SampleModels.FIRST);
        }
    }

    /** File → New: a model with one table (PK, SK), after dealing with unsaved changes. */
    public void newModel() {
        whenChangesSettled(() -> {
            DataModel fresh = DataModel.of("Untitled", List.of(TableDesign.of("Table1",
                    KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))));
            opening = true;
            document.load(fresh);
            opening = false;
            file.set(null);
            documentName.set("Untitled.json");
            problems.setFileProblems(List.of());
            validate();
            document.select(new ModelPath.Table("Table1"));
            status.set("New model");
        });
    }

    /** File → Close: no document afterwards. */
    public void closeDocument() {
        whenChangesSettled(() -> {
            opening = true;
            document.load(null);
            opening = false;
            file.set(null);
            documentName.set("");
            problems.setFileProblems(List.of());
            problems.setDesignProblems(List.of());
            status.set("Closed");
        });
    }

    /** Quits once unsaved changes are dealt with; work deliberately discarded is not offered again. */
    public void quit(Runnable exit) {
        whenChangesSettled(() -> {
            if (recovery != null) {
                recovery.clear();
                recovery.flush();
            }
            exit.run();
        });
    }

    private void keepRecoveryCopy() {
        if (recovery == null) {
            return;
        }
        if (document.model() != null && document.dirtyProperty().get()) {
            recovery.schedule(document.model(), file.get(), documentName.get());
        } else {
            recovery.clear();
        }
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
        openFile(path, null);
    }

    /** Opens a file; when it cannot be read, forgets it from the recent list and runs {@code otherwise} if given. */
    private void openFile(Path path, Runnable otherwise) {
        String name = String.valueOf(path.getFileName());
        load("Opening " + name, () -> WorkbenchJson.read(path), path, name, otherwise);
    }

    /** Opens one of the samples shipped in the jar. */
    public void openSample(String sampleName) {
        load("Opening sample " + sampleName, () -> SampleModels.read(sampleName), null, sampleName, null);
    }

    private void load(String taskTitle, Supplier<ReadResult> reader, Path path, String name, Runnable otherwise) {
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
                if (path != null) {
                    settings.forget(path);
                    recentFiles.setAll(settings.recentFiles());
                }
                if (otherwise != null) {
                    otherwise.run();
                    return;
                }
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
            remember(path);
            // The inspector shows something useful from the start: the first table.
            DataModel opened = read.model().get();
            document.select(opened.tables().isEmpty() ? null : new ModelPath.Table(opened.tables().get(0).name()));
        }, failure -> {
            busy.set(false);
            status.set("Could not open " + name);
            if (otherwise != null) {
                otherwise.run();
                return;
            }
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
            remember(saved);
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

    private void remember(Path path) {
        if (path != null) {
            settings.opened(path);
            recentFiles.setAll(settings.recentFiles());
        }
    }

    /** Selects the element a problem is about (double-click in the Problems list). */
    public void reveal(Problem problem) {
        ModelPath.parse(problem.path()).flatMap(tree::find).ifPresent(e -> document.select(e.path()));
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
