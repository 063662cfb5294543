package dev.tablewright.ui.shell;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.rules.ModelValidator;
import dev.tablewright.ui.compare.CompareViewModel;
import dev.tablewright.ui.failure.Failure;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.common.TextClipboard;
import dev.tablewright.ui.generate.GenerateViewModel;
import dev.tablewright.ui.patterns.AccessPatternsViewModel;
import dev.tablewright.ui.pivot.PivotGridsViewModel;
import dev.tablewright.ui.problems.ProblemsViewModel;
import dev.tablewright.ui.tree.ModelTreeViewModel;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * The main window's state: the open {@link Document}, its life as a file ({@link DocumentFiles}),
 * the commands that change its structure ({@link ModelCommands}), undo and redo, the title and
 * status line, the design check, and the child ViewModels of the tree, grids, Generate and Problems.
 */
public final class MainWindowViewModel {
    public static final String APP_NAME = "Tablewright";

    private final Document document = new Document();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(APP_NAME);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    /** The failure the status line reports; null when it reports anything else. */
    private final ReadOnlyObjectWrapper<Failure> failure = new ReadOnlyObjectWrapper<>();
    private final DialogService dialogs;
    private final ModelTreeViewModel tree;
    private final PivotGridsViewModel pivots;
    private final AccessPatternsViewModel patterns;
    private final GenerateViewModel generate;
    private final dev.tablewright.ui.csvimport.CsvImportViewModel csvImport;
    private final dev.tablewright.ui.export.ExportViewModel export;
    private final CompareViewModel compare;
    private final ProblemsViewModel problems = new ProblemsViewModel();
    private final LatestWins<List<Problem>> validation;
    private final DocumentFiles files;
    private final ModelCommands commands;
    private final Command undoCommand;
    private final Command redoCommand;
    private final BooleanProperty darkTheme = new SimpleBooleanProperty(false);
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper("Undo");
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper("Redo");

    /** For ViewModel tests: settings in memory, no recovery copies, nothing copied anywhere. */
    public MainWindowViewModel(TaskRunner tasks, DialogService dialogs) {
        this(tasks, dialogs, Settings.inMemory(), null);
    }

    /** For ViewModel tests: nothing copied anywhere. */
    public MainWindowViewModel(TaskRunner tasks, DialogService dialogs, Settings settings, Recovery recovery) {
        this(tasks, dialogs, settings, recovery, TextClipboard.DISCARD);
    }

    /**
     * @param recovery  where crash-recovery copies go; null for none
     * @param clipboard where the grids' Copy puts rows
     */
    public MainWindowViewModel(TaskRunner tasks, DialogService dialogs, Settings settings, Recovery recovery,
            TextClipboard clipboard) {
        this.dialogs = dialogs;
        validation = new LatestWins<>(tasks);
        files = new DocumentFiles(document, tasks, dialogs, settings, recovery, problems, status::set, this::validate);
        commands = new ModelCommands(document, dialogs, status::set);
        problems.setEditor(document::apply);
        problems.fixOutcomeProperty().addListener((o, a, b) -> status.set(b));
        undoCommand = new Command(document.history().undoTextProperty().isNotEmpty(), this::undo);
        redoCommand = new Command(document.history().redoTextProperty().isNotEmpty(), this::redo);
        darkTheme.set(settings.darkTheme());
        darkTheme.addListener((o, a, b) -> settings.setDarkTheme(b));
        undoText.bind(document.history().undoTextProperty().map(t -> t.isEmpty() ? "Undo" : "Undo " + t));
        redoText.bind(document.history().redoTextProperty().map(t -> t.isEmpty() ? "Redo" : "Redo " + t));
        tree = new ModelTreeViewModel(document.modelProperty());
        pivots = new PivotGridsViewModel(document, tasks, clipboard);
        pivots.reportTo(status::set);
        patterns = new AccessPatternsViewModel(document, tasks);
        patterns.markReturnedIn(pivots::highlight);
        generate = new GenerateViewModel(document, tasks);
        csvImport = new dev.tablewright.ui.csvimport.CsvImportViewModel(document, tasks, dialogs);
        export = new dev.tablewright.ui.export.ExportViewModel(document, tasks, dialogs);
        compare = new CompareViewModel(document, files.fileProperty()::get, tasks, dialogs, status::set);
        var documentName = files.documentNameProperty();
        title.bind(Bindings.createStringBinding(
                () -> documentName.get().isEmpty() ? APP_NAME
                        : APP_NAME + " — " + (document.dirtyProperty().get() ? "*" : "") + documentName.get(),
                documentName, document.dirtyProperty()));
        // Edits, undo and redo re-check the model; opening a file checks it in its own task, and
        // a check still running on the model before it must not report on the new one.
        document.modelProperty().addListener((o, a, b) -> {
            if (b == null || files.isOpening()) {
                validation.cancel();
            } else {
                validate();
            }
        });
        tree.selectedPathProperty().bindBidirectional(document.selectionProperty());
        document.refusalProperty().addListener((o, a, b) -> {
            if (!b.isEmpty()) {
                status.set(b);
            }
        });
        status.addListener((o, a, line) -> {
            if (failure.get() != null && !failure.get().headline().equals(line)) {
                failure.set(null);
            }
        });
    }

    /** The open model, its undo history and the shared selection. */
    public Document document() {
        return document;
    }

    /** New, Open, Save, Close, Quit, recent files and unsaved work of an earlier run. */
    public DocumentFiles files() {
        return files;
    }

    /** Add, rename and delete of tables, entities, indexes and access patterns. */
    public ModelCommands commands() {
        return commands;
    }

    public ReadOnlyObjectProperty<DataModel> modelProperty() {
        return document.modelProperty();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return document.dirtyProperty();
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

    /** An uncaught failure (from the app's reporter): its headline in the status line, with Details…. */
    public void showFailure(Failure shown) {
        failure.set(null);
        status.set(shown.headline());
        failure.set(shown);
    }

    /** The failure the status line reports, for its Details…; null once the line says something else. */
    public ReadOnlyObjectProperty<Failure> failureProperty() {
        return failure.getReadOnlyProperty();
    }

    /** Details… beside the status line: what failed, the stack trace and where it is logged. */
    public void showFailureDetails() {
        if (failure.get() != null) {
            dialogs.showFailure(failure.get());
        }
    }

    public ModelTreeViewModel tree() {
        return tree;
    }

    /** File → Export…. */
    public dev.tablewright.ui.export.ExportViewModel export() {
        return export;
    }

    /** File → Import → CSV into entity. */
    public dev.tablewright.ui.csvimport.CsvImportViewModel csvImport() {
        return csvImport;
    }

    /** Data → Generate sample data. */
    public GenerateViewModel generate() {
        return generate;
    }

    /** File → Compare with…: the saved version or another file against the document. */
    public CompareViewModel compare() {
        return compare;
    }

    /** The pivoted grids: one per table and index. */
    public PivotGridsViewModel pivots() {
        return pivots;
    }

    /** The Access patterns tab: the selected table's patterns, checked on the sample data. */
    public AccessPatternsViewModel patterns() {
        return patterns;
    }

    public ProblemsViewModel problems() {
        return problems;
    }

    /** Applies an edit as one undo step; a refused edit leaves the model and says why in the status line. */
    public void apply(Edit edit) {
        document.apply(edit);
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

    /** Edit → Undo: possible when there is something to undo. */
    public Command undoCommand() {
        return undoCommand;
    }

    public Command redoCommand() {
        return redoCommand;
    }

    public void undo() {
        document.undo();
        String undone = document.history().redoTextProperty().get();
        status.set(undone.isEmpty() ? "" : "Undid " + undone);
    }

    public void redo() {
        document.redo();
        String redone = document.history().undoTextProperty().get();
        status.set(redone.isEmpty() ? "" : "Redid " + redone);
    }

    /** Selects the element a problem is about (double-click in the Problems list). */
    public void reveal(Problem problem) {
        ModelPath.parse(problem.path()).flatMap(tree::find).ifPresent(e -> document.select(e.path()));
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
