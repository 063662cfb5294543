package dev.tablewright.ui.shell;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.port.Importer;
import dev.tablewright.format.samples.SampleModels;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.ModelEdits;
import dev.tablewright.rules.ModelValidator;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.DialogService.RecoveryChoice;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.problems.ProblemsViewModel;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The document's life as a file: what opens at start (unsaved work of an earlier run first), New,
 * Open, Open Recent, Open Sample, Save, Save As, Close and Quit, the question about unsaved
 * changes, the recent files and the crash-recovery copy. Disk work runs on the {@link TaskRunner};
 * each task's outcome, a cancel included, resets {@link #busyProperty()}.
 */
public final class DocumentFiles {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM)
            .withZone(ZoneId.systemDefault());

    private final Document document;
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final Settings settings;
    private final Recovery recovery;
    private final ProblemsViewModel problems;
    private final Consumer<String> status;
    private final Runnable validate;
    private boolean opening;
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper documentName = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<Path> recentFiles = FXCollections.observableArrayList();
    private final Command save;
    private final Command saveAs;
    private final Command close;

    /**
     * @param recovery where crash-recovery copies go; null for none
     * @param validate checks the model after it was replaced without its problems (a new model)
     */
    DocumentFiles(Document document, TaskRunner tasks, DialogService dialogs, Settings settings, Recovery recovery,
            ProblemsViewModel problems, Consumer<String> status, Runnable validate) {
        this.document = document;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.settings = settings;
        this.recovery = recovery;
        this.problems = problems;
        this.status = status;
        this.validate = validate;
        recentFiles.setAll(settings.recentFiles());
        var hasModel = document.modelProperty().isNotNull();
        save = new Command(hasModel, busy, this::save);
        saveAs = new Command(hasModel, busy, this::saveAs);
        close = new Command(hasModel, busy, this::closeDocument);
        document.modelProperty().addListener((o, a, b) -> keepRecoveryCopy());
        document.dirtyProperty().addListener((o, a, b) -> keepRecoveryCopy());
    }

    /** The file the document was read from or last saved to; null for a sample or a new model. */
    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty documentNameProperty() {
        return documentName.getReadOnlyProperty();
    }

    /** True while the document is being read or written. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** True while an opened model replaces the document (it comes with its problems, checked already). */
    boolean isOpening() {
        return opening;
    }

    /** Recently opened or saved files, most recent first (File → Open Recent). */
    public ObservableList<Path> recentFiles() {
        return recentFiles;
    }

    /** File → Save: possible with a model open and no file being read or written. */
    public Command saveCommand() {
        return save;
    }

    public Command saveAsCommand() {
        return saveAs;
    }

    public Command closeCommand() {
        return close;
    }

    /**
     * What the app opens when it starts: unsaved work an earlier run left, if the user takes it,
     * else the file given on the command line, else the last file opened, else the first sample.
     */
    public void start(Path fileArgument) {
        if (recovery == null) {
            openInitial(fileArgument);
            return;
        }
        tasks.run("Looking for unsaved work", progress -> recovery.findAll(), outcome -> outcome.dispatch(
                found -> offer(found, fileArgument),
                failure -> openInitial(fileArgument),
                () -> openInitial(fileArgument))); // the user chose not to wait: start as usual
    }

    /** Offers each copy in turn; the first one recovered is opened and the rest wait for the next start. */
    private void offer(List<Recovery.Recovered> copies, Path fileArgument) {
        for (Recovery.Recovered copy : copies) {
            if (decide(copy) == RecoveryChoice.RECOVER) {
                recover(copy);
                return;
            }
        }
        openInitial(fileArgument);
    }

    /** Recover, Discard (asked once more: it cannot be undone) or Decide later (the copy is kept). */
    private RecoveryChoice decide(Recovery.Recovered copy) {
        while (true) {
            RecoveryChoice choice = dialogs.askToRecover(copy.documentName(), WHEN.format(copy.savedAt()));
            if (choice == RecoveryChoice.LATER) {
                recovery.keepForLater(copy);
                return choice;
            }
            if (choice == RecoveryChoice.RECOVER) {
                return choice;
            }
            if (dialogs.confirm("Discard unsaved work?", "The unsaved changes to " + copy.documentName()
                    + " will be lost for good.", "Discard")) {
                recovery.discard(copy);
                return choice;
            }
        }
    }

    private void recover(Recovery.Recovered copy) {
        recovery.discard(copy); // the document is unsaved: a fresh copy of it is kept from now on
        document.loadUnsaved(copy.model());
        file.set(copy.originalFile());
        documentName.set(copy.documentName());
        selectFirstTable(copy.model());
        status.accept("Recovered unsaved changes to " + copy.documentName());
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
            DataModel fresh = DataModel.of(ModelEdits.UNTITLED, List.of(TableDesign.of("Table1",
                    KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))));
            loadDocument(fresh);
            file.set(null);
            documentName.set(ModelEdits.UNTITLED + ".json");
            problems.setFileProblems(List.of());
            validate.run();
            selectFirstTable(fresh);
            status.accept("New model");
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
            status.accept("Closed");
        });
    }

    /** Quits once unsaved changes are dealt with; work deliberately discarded is not offered again. */
    public void quit(Runnable exit) {
        whenChangesSettled(() -> {
            if (recovery == null) {
                exit.run();
                return;
            }
            recovery.clear();
            // The copy's deletion reaches the disk before the app ends, without the FX thread waiting for it.
            tasks.run("Closing", progress -> {
                recovery.flush();
                return null;
            }, outcome -> exit.run());
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
        load("Opening " + name, () -> WorkbenchJson.read(path), path, name, otherwise, false);
    }

    /**
     * File → Import: another tool's file (a CloudFormation template, a OneTable schema) read in the
     * background into a new model, unsaved (Save asks where) and named after the file; the current
     * document's unsaved changes are dealt with first.
     */
    public void importFile(Importer importer) {
        whenChangesSettled(() -> {
            Path start = file.get() == null ? null : file.get().toAbsolutePath().getParent();
            dialogs.chooseFileToImport("Import " + importer.title(), start).ifPresent(source -> {
                String fileName = String.valueOf(source.getFileName());
                String name = ModelEdits.nameOfFile(fileName.replaceFirst("\\.(ya?ml|template)$", "")) + ".json";
                load("Importing " + fileName, () -> importer.read(List.of(source)), null, name, null, true);
            });
        });
    }

    /** Opens one of the samples shipped in the jar. */
    public void openSample(String sampleName) {
        load("Opening sample " + sampleName, () -> SampleModels.read(sampleName), null, sampleName, null, false);
    }

    /** @param unsaved the model is no file yet (an import): it opens with unsaved changes */
    private void load(String taskTitle, Supplier<ReadResult> reader, Path path, String name, Runnable otherwise,
            boolean unsaved) {
        busy.set(true);
        status.accept(taskTitle + "…");
        tasks.run(taskTitle, progress -> {
            ReadResult read = reader.get();
            // Validation can be slow on large sample data: it runs here, off the FX thread, too.
            List<Problem> design = read.model().map(ModelValidator::validate).orElse(List.of());
            return new Loaded(read, design);
        }, outcome -> {
            busy.set(false);
            outcome.dispatch(loaded -> opened(loaded, path, name, otherwise, unsaved), failure -> {
                status.accept("Could not open " + name);
                if (otherwise != null) {
                    otherwise.run();
                    return;
                }
                dialogs.showError("Cannot open " + name, MainWindowViewModel.describe(failure), List.of());
            }, () -> status.accept("Opening " + name + " cancelled; "
                    + (document.model() == null ? "nothing is open." : "the document is as it was.")));
        });
    }

    private void opened(Loaded loaded, Path path, String name, Runnable otherwise, boolean unsaved) {
        ReadResult read = loaded.read();
        if (read.model().isEmpty()) {
            status.accept("Could not open " + name);
            if (path != null) {
                settings.forget(path);
                recentFiles.setAll(settings.recentFiles());
            }
            if (otherwise != null) {
                otherwise.run();
                return;
            }
            dialogs.showError((unsaved ? "Cannot import " : "Cannot open ") + name, unsaved
                    ? "The file could not be read as that kind of file." : "The file could not be read as a NoSQL Workbench model.",
                    read.problems());
            return;
        }
        loadDocument(read.model().get(), unsaved);
        file.set(path);
        documentName.set(name);
        problems.setFileProblems(read.problems());
        problems.setDesignProblems(loaded.design());
        status.accept((unsaved ? "Imported " : "Opened ") + name + (unsaved ? " (not saved yet)" : ""));
        remember(path);
        selectFirstTable(read.model().get());
    }

    /** The inspector shows something useful from the start: the first table. */
    private void selectFirstTable(DataModel m) {
        document.select(m.tables().isEmpty() ? null : new ModelPath.Table(m.tables().get(0).name()));
    }

    /** Replaces the document without re-checking it: the caller has the problems or checks itself. */
    private void loadDocument(DataModel model) {
        loadDocument(model, false);
    }

    /** @param unsaved not from a model file (an import): unsaved from the start, so nothing is lost by closing */
    private void loadDocument(DataModel model, boolean unsaved) {
        opening = true;
        try {
            if (unsaved) {
                document.loadUnsaved(model);
            } else {
                document.load(model);
            }
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
        String name = String.valueOf(path.getFileName());
        nameAfterFile(name);
        DataModel snapshot = document.model();
        busy.set(true);
        status.accept("Saving " + name + "…");
        tasks.run("Saving " + name, progress -> {
            WorkbenchJson.save(snapshot, path);
            return path;
        }, outcome -> {
            busy.set(false);
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
        if (ModelEdits.isUntitled(document.model())) {
            document.apply(ModelEdits.rename(ModelEdits.nameOfFile(fileName)));
        }
    }

    private void saved(DataModel snapshot, Path saved, String name, Runnable afterSave) {
        file.set(saved);
        documentName.set(name);
        // Edits made while the save ran are not in the file: the document stays dirty then.
        document.markSaved(snapshot);
        status.accept("Saved " + name);
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
}
