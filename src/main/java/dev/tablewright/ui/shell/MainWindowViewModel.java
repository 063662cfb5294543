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
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.LatestWins;
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
    private final LatestWins<List<Problem>> validation;

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
        validation = new LatestWins<>(tasks);
        recentFiles.setAll(settings.recentFiles());
        darkTheme.set(settings.darkTheme());
        darkTheme.addListener((o, a, b) -> settings.setDarkTheme(b));
        undoText.bind(document.history().undoTextProperty().map(t -> t.isEmpty() ? "Undo" : "Undo " + t));
        redoText.bind(document.history().redoTextProperty().map(t -> t.isEmpty() ? "Redo" : "Redo " + t));
        tree = new ModelTreeViewModel(document.modelProperty());
        pivots = new PivotGridsViewModel(document, tasks);
        generate = new GenerateViewModel(document, tasks);
        title.bind(Bindings.createStringBinding(
                () -> documentName.get().isEmpty() ? APP_NAME
                        : APP_NAME + " — " + (document.dirtyProperty().get() ? "*" : "") + documentName.get(),
                documentName, document.dirtyProperty()));
        // Edits, undo and redo re-check the model; opening a file checks it in its own task, and
        // a check still running on the model before it must not report on the new one.
        document.modelProperty().addListener((o, a, b) -> {
            if (b == null || opening) {
                validation.cancel();
            } else {
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
        }, failure -> openInitial(fileArgument),
                () -> openInitial(fileArgument)); // the user chose not to wait: start as usual
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
            loadDocument(fresh);
            file.set(null);
            documentName.set("Untitled.json");
            problems.setFileProblems(List.of());
            validate();
            document.selectionProperty().set(ModelPath.table("Table1"));
            status.set("New model");
        });
    }

    /** File → Close: no document afterwards. */
    public void closeDocument() {
        whenChangesSettled(() -> {
            loadDocument(null);
            file.set(null);
            documentName.set("");
            problems.setFileProblems(List.of());
            problems.setDesignProblems(List.of());
            status.set("Closed");
        });
    }

    /** Edit → Delete: deletes the selected element, asking first when it holds sample data or is a table. */
    public void deleteSelection() {
        String path = document.selectionProperty().get();
        DataModel m = document.model();
        Optional<Edit> edit = PathEdits.delete(m, path);
        if (edit.isEmpty()) {
            status.set("Select a table, entity, index or access pattern to delete it.");
            return;
        }
        String what = PathEdits.describe(m, path).orElseThrow();
        int items = itemsUnder(m, path);
        if ((what.startsWith("table ") || items > 0) && !dialogs.confirm("Delete " + what + "?",
                items > 0 ? "Its " + items + " sample item" + (items == 1 ? "" : "s") + " will be deleted too. Undo brings "
                        + (items == 1 ? "it" : "them") + " back." : "Undo brings it back.", "Delete")) {
            return;
        }
        if (document.apply(edit.get()).isEmpty()) {
            document.selectionProperty().set(ModelPath.segments(path).size() > 1 ? ModelPath.segments(path).get(0) : "");
        }
    }

    /** Adds a table, asking for its name; keys PK and SK (strings), to be shaped in the inspector. */
    public void addTable() {
        if (document.model() == null) {
            return;
        }
        String suggested = freshName(document.model().tables().stream().map(TableDesign::name).toList(), "Table");
        dialogs.askText("Add table", "Table name:", suggested).ifPresent(name -> {
            if (applyOrExplain("Cannot add table", TableEdits.add(name,
                    KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S)))) {
                document.selectionProperty().set(ModelPath.table(name));
            }
        });
    }

    /** Adds an entity to a table (named Entity, Entity2…) and selects it for the inspector. */
    public void addEntity(String table) {
        document.model().table(table).ifPresent(t -> {
            String name = EntityEdits.freshName(t, "Entity");
            if (applyOrExplain("Cannot add entity", EntityEdits.add(table, name, null))) {
                document.selectionProperty().set(ModelPath.entity(table, name));
            }
        });
    }

    /** Adds a GSI (GSIn with keys GSInPK, GSInSK, projection ALL) and selects it. */
    public void addGlobalIndex(String table) {
        document.model().table(table).ifPresent(t -> {
            String name = TableEdits.freshIndexName(t, "GSI");
            GlobalSecondaryIndex gsi = new GlobalSecondaryIndex(name,
                    KeySchema.of(name + "PK", AttributeType.S, name + "SK", AttributeType.S), Projection.ALL);
            if (applyOrExplain("Cannot add index", TableEdits.addIndex(table, gsi))) {
                document.selectionProperty().set(ModelPath.index(table, name));
            }
        });
    }

    /** Adds an LSI (LSIn with sort key LSInSK, projection ALL) and selects it. */
    public void addLocalIndex(String table) {
        document.model().table(table).ifPresent(t -> {
            String name = TableEdits.freshIndexName(t, "LSI");
            LocalSecondaryIndex lsi = new LocalSecondaryIndex(name, new AttributeDef(name + "SK", AttributeType.S),
                    Projection.ALL);
            if (applyOrExplain("Cannot add index", TableEdits.addIndex(table, lsi))) {
                document.selectionProperty().set(ModelPath.index(table, name));
            }
        });
    }

    public void addAccessPattern(String table) {
        document.model().table(table).ifPresent(t -> {
            String name = AccessPatternEdits.freshName(t, "New access pattern");
            if (applyOrExplain("Cannot add access pattern", AccessPatternEdits.add(table, name))) {
                document.selectionProperty().set(ModelPath.of(table, ModelPath.ACCESS_PATTERNS, name));
            }
        });
    }

    private boolean applyOrExplain(String title, Edit edit) {
        Optional<String> refused = document.apply(edit);
        refused.ifPresent(reason -> dialogs.showError(title, reason, List.of()));
        return refused.isEmpty();
    }

    private static String freshName(List<String> taken, String base) {
        for (int i = 1; ; i++) {
            if (!taken.contains(base + i)) {
                return base + i;
            }
        }
    }

    /** Rename (F2) of the selected element, asking for the new name. */
    public void renameSelection() {
        String path = document.selectionProperty().get();
        Optional<String> old = PathEdits.name(document.model(), path);
        if (old.isEmpty()) {
            status.set("Select a table, entity, index or access pattern to rename it.");
            return;
        }
        String what = PathEdits.describe(document.model(), path).orElseThrow();
        dialogs.askText("Rename " + what, "New name:", old.get()).ifPresent(name ->
                PathEdits.rename(document.model(), path, name).ifPresent(e -> {
                    if (applyOrExplain("Cannot rename " + what, e)) {
                        document.selectionProperty().set(PathEdits.renamedPath(path, name));
                    }
                }));
    }

    private static int itemsUnder(DataModel m, String path) {
        List<String> s = ModelPath.segments(path);
        Optional<TableDesign> t = m.table(s.get(0));
        if (t.isEmpty()) {
            return 0;
        }
        if (s.size() == 1) {
            return t.get().allItems().size();
        }
        if (s.get(1).equals(ModelPath.ENTITIES)) {
            return t.get().entity(s.get(2)).map(e -> e.items().size()).orElse(0);
        }
        return 0;
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
        }, outcome -> {
            busy.set(false);
            outcome.dispatch(loaded -> opened(loaded, path, name, otherwise), failure -> {
                status.set("Could not open " + name);
                if (otherwise != null) {
                    otherwise.run();
                    return;
                }
                dialogs.showError("Cannot open " + name, describe(failure), List.of());
            }, () -> status.set("Opening " + name + " cancelled; "
                    + (document.model() == null ? "nothing is open." : "the document is as it was.")));
        });
    }

    private void opened(Loaded loaded, Path path, String name, Runnable otherwise) {
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
        loadDocument(read.model().get());
        file.set(path);
        documentName.set(name);
        problems.setFileProblems(read.problems());
        problems.setDesignProblems(loaded.design());
        status.set("Opened " + name);
        remember(path);
        // The inspector shows something useful from the start: the first table.
        if (!read.model().get().tables().isEmpty()) {
            document.selectionProperty().set(ModelPath.table(read.model().get().tables().get(0).name()));
        }
    }

    /** Replaces the document without re-checking it: the caller has the problems or checks itself. */
    private void loadDocument(DataModel model) {
        opening = true;
        try {
            document.load(model);
        } finally {
            opening = false;
        }
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
        }, outcome -> {
            busy.set(false);
            outcome.dispatch(saved -> saved(snapshot, saved, name, afterSave), failure -> {
                status.set("Could not save " + name);
                dialogs.showError("Cannot save " + name,
                        describe(failure) + "\nThe previous contents of the file are unchanged.", List.of());
            }, () -> status.set("Saving " + name + " cancelled; the changes are not saved."));
        });
    }

    private void saved(DataModel snapshot, Path saved, String name, Runnable afterSave) {
        file.set(saved);
        documentName.set(name);
        // Edits made while the save ran are not in the file: the document stays dirty then.
        document.markSaved(snapshot);
        status.set("Saved " + name);
        remember(saved);
        afterSave.run();
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
        Optional.of(problem.path()).flatMap(tree::find).ifPresent(e -> tree.selectedPathProperty().set(e.path()));
    }

    private void validate() {
        DataModel snapshot = document.model();
        validation.submit("Checking the model", progress -> ModelValidator.validate(snapshot),
                outcome -> outcome.dispatch(problems::setDesignProblems,
                        failure -> status.set("Could not check the model: " + describe(failure)),
                        () -> status.set("Checking the model cancelled; the Problems list may be out of date.")));
    }

    static String describe(Throwable t) {
        String message = t.getMessage();
        if (message == null || message.isBlank()) {
            return "An unexpected " + t.getClass().getSimpleName() + " occurred.";
        }
        return message;
    }
}
