package dev.tablewright.ui.shell;

import dev.tablewright.format.SampleModels;
import dev.tablewright.format.port.Importer;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.ModelEdits;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.problems.ProblemsViewModel;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ObservableList;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The document's life as a file: what opens at start (unsaved work of an earlier run first), New,
 * Open, Open Recent, Open Sample, Save, Save As, Close and Quit, the question about unsaved
 * changes, the recent files and the crash-recovery copy. Disk work runs on the {@link TaskRunner};
 * each task's outcome, a cancel included, resets {@link #busyProperty()}. This is the File menu's
 * one entry point: reading is the {@link DocumentOpener}'s, writing the {@link DocumentSaver}'s and
 * the recovery copies {@link UnsavedWork}'s.
 */
public final class DocumentFiles {
    private final CurrentFile current;
    private final RecentFiles recent;
    private final DocumentOpener opener;
    private final DocumentSaver saver;
    private final UnsavedWork unsavedWork;
    private final ProblemsViewModel problems;
    private final Consumer<String> status;
    private final Runnable validate;
    private final Command save;
    private final Command saveAs;
    private final Command close;

    /**
     * @param recovery where crash-recovery copies go; null for none
     * @param validate checks the model after it was replaced without its problems (a new model, an opened one)
     */
    DocumentFiles(Document document, TaskRunner tasks, DialogService dialogs, Settings settings, Recovery recovery,
            ProblemsViewModel problems, Consumer<String> status, Runnable validate) {
        this.problems = problems;
        this.status = status;
        this.validate = validate;
        current = new CurrentFile(document);
        recent = new RecentFiles(settings);
        FileWork work = new FileWork(current, tasks, dialogs, status);
        opener = new DocumentOpener(work, recent, problems, validate);
        saver = new DocumentSaver(work, recent);
        var hasModel = document.modelProperty().isNotNull();
        var busy = current.busyProperty();
        save = new Command(hasModel, busy, this::save);
        saveAs = new Command(hasModel, busy, this::saveAs);
        close = new Command(hasModel, busy, this::closeDocument);
        unsavedWork = new UnsavedWork(recovery, work);
    }

    /** The file the document was read from or last saved to; null for a sample or a new model. */
    public ReadOnlyObjectProperty<Path> fileProperty() {
        return current.fileProperty();
    }

    public ReadOnlyStringProperty documentNameProperty() {
        return current.nameProperty();
    }

    /** True while the document is being read or written. */
    public ReadOnlyBooleanProperty busyProperty() {
        return current.busyProperty();
    }

    /** True while an opened model replaces the document (it comes with its problems, checked already). */
    boolean isOpening() {
        return current.isOpening();
    }

    /** Recently opened or saved files, most recent first (File → Open Recent). */
    public ObservableList<Path> recentFiles() {
        return recent.list();
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
        unsavedWork.offer(() -> openInitial(fileArgument));
    }

    private void openInitial(Path fileArgument) {
        if (fileArgument != null) {
            openFile(fileArgument);
        } else if (!recent.list().isEmpty()) {
            opener.openFile(recent.list().get(0), () -> openSample(SampleModels.FIRST));
        } else {
            openSample(SampleModels.FIRST);
        }
    }

    /** File → New: a model with one table (PK, SK), after dealing with unsaved changes. */
    public void newModel() {
        whenChangesSettled(() -> {
            DataModel fresh = DataModel.of(ModelEdits.UNTITLED, List.of(TableDesign.of("Table1",
                    KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))));
            current.replace(fresh, false);
            current.set(null, ModelEdits.UNTITLED + ".json");
            problems.setFileProblems(List.of());
            validate.run();
            current.selectFirstTable(fresh);
            status.accept("New model");
        });
    }

    /** File → Close: no document afterwards. */
    public void closeDocument() {
        whenChangesSettled(() -> {
            current.replace(null, false);
            current.set(null, "");
            problems.setFileProblems(List.of());
            problems.setDesignProblems(List.of());
            status.accept("Closed");
        });
    }

    /** Quits once unsaved changes are dealt with; work deliberately discarded is not offered again. */
    public void quit(Runnable exit) {
        whenChangesSettled(() -> unsavedWork.clearThen(exit));
    }

    /** File → Open: asks for a file (after offering to save unsaved changes) and opens it. */
    public void open() {
        whenChangesSettled(opener::chooseAndOpen);
    }

    /** Opens a model file in the background; an unreadable file leaves the current document as it was. */
    public void openFile(Path path) {
        opener.openFile(path, null);
    }

    /**
     * File → Import: another tool's file (a CloudFormation template, a OneTable schema) read in the
     * background into a new model, unsaved (Save asks where) and named after the file; the current
     * document's unsaved changes are dealt with first.
     */
    public void importFile(Importer importer) {
        whenChangesSettled(() -> opener.importFile(importer));
    }

    /** Opens one of the samples shipped in the jar. */
    public void openSample(String sampleName) {
        opener.openSample(sampleName);
    }

    /** File → Save: writes to the document's file, or asks where (Save As) when it has none. */
    public void save() {
        saver.save(() -> { });
    }

    /** File → Save As: asks for a file and writes there. */
    public void saveAs() {
        saver.saveAs(() -> { });
    }

    /** Save, then {@code next} once it succeeded (never when it failed or the user cancelled). */
    public void save(Runnable next) {
        saver.save(next);
    }

    /** Save As, then {@code next} once it succeeded. */
    public void saveAs(Runnable next) {
        saver.saveAs(next);
    }

    /** Writes the document atomically in the background. */
    public void saveTo(Path path) {
        saver.saveTo(path, () -> { });
    }

    /**
     * Runs {@code next} once unsaved changes are dealt with: at once when there are none or the user
     * discards them, after a successful save when the user saves, never when the user cancels or
     * the save fails.
     */
    public void whenChangesSettled(Runnable next) {
        saver.whenChangesSettled(next);
    }
}
