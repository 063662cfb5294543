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
import dev.tablewright.engine.drift.DriftReport;
import dev.tablewright.operation.drift.DriftComparison;
import dev.tablewright.operation.drift.DriftOutcome;
import dev.tablewright.operation.drift.DriftSide;
import dev.tablewright.operation.drift.UnreadableSide;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
 * File → Compare with…: the open document (new) against the file it was saved to, another model
 * file or a CloudFormation or Terraform file (old), or a live table ({@link LiveCompareViewModel}: the
 * document old, the live table new, as {@code diff MODEL --endpoint … --table T}). The file is read
 * and compared in the background; the changes are listed, then what the live items and notes say
 * ({@link #findings()}), and choosing a change selects its element in the document when it still has it.
 */
public final class CompareViewModel {
    /** How the open document is named as a side. */
    static final String DOCUMENT = "this document";
    private final Document document;
    private final Supplier<Path> savedFile;
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final Consumer<String> status;
    private final ObservableList<Change> changes = FXCollections.observableArrayList();
    private final ObservableList<String> findings = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<DiffResult> result = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<PlanOrigin> planOrigin = new ReadOnlyObjectWrapper<>();
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

    /** Compare with › A template file…: a CloudFormation template or Terraform file against the document's design. */
    public void compareWithTemplate() {
        Path saved = savedFile.get();
        dialogs.chooseFileToImport("CloudFormation template or Terraform file", saved == null ? null
                : saved.toAbsolutePath().getParent()).ifPresent(this::compareWithTemplate);
    }

    /** Reads {@code file} (a template or a model) and compares it with the document, a template with its design. */
    public void compareWithTemplate(Path file) {
        DataModel current = document.model();
        if (current == null) {
            status.accept("There is no model open to compare.");
            return;
        }
        if (handle != null && !handle.isDone()) {
            handle.cancel();
        }
        running.set(true);
        handle = tasks.run("Comparing with " + file.getFileName(), progress -> new DriftComparison(Optional.empty(), 0,
                p -> { }, progress::isCancelled).compare(new DriftSide.File(file), new DriftSide.Model(current, DOCUMENT)),
                outcome -> {
                    running.set(false);
                    outcome.dispatch(this::show, this::failed, () -> status.accept("Compare cancelled."));
                });
    }

    /** A comparison run elsewhere (a template's): listed here, findings and notes included; no plan starts from it. */
    public void show(DriftOutcome outcome) {
        show(outcome, null);
    }

    /**
     * A comparison run elsewhere (a live table's), listed here.
     *
     * @param origin what a migration plan starts from (the live table); null when none can
     */
    public void show(DriftOutcome outcome, PlanOrigin origin) {
        DriftReport report = outcome.report();
        List<String> lines = new ArrayList<>(outcome.warnings());
        report.conformance().ifPresent(c -> {
            lines.add("Live items: " + c.summary());
            lines.addAll(c.findings());
        });
        report.notes().forEach(n -> lines.add("Note: " + n));
        if (outcome.cancelled()) {
            lines.add("Note: the sample of live items was cancelled before it was complete");
        }
        DiffResult diff = report.diff();
        heading.set(outcome.oldLabel() + " → " + outcome.newLabel());
        summary.set(report.isSame() ? "No differences." : (diff.isSame() ? "No design differences" : capitalized(diff.summary()))
                + report.conformance().filter(c -> !c.isClean()).map(c -> "; live items do not all follow the templates")
                        .orElse("") + ".");
        changes.setAll(diff.changes());
        findings.setAll(lines);
        planOrigin.set(origin);
        result.set(diff);
        shown.set(shown.get() + 1);
        status.accept("Compared " + outcome.oldLabel() + " with " + outcome.newLabel() + ": " + diff.summary());
    }

    /** What the changes cannot show: the live items' findings, the notes on what was not compared, a template's warnings. */
    public ObservableList<String> findings() {
        return findings;
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
        findings.clear();
        planOrigin.set(new PlanOrigin.ModelFile(file));
        result.set(diff);
        shown.set(shown.get() + 1);
        status.accept("Compared with " + file.getFileName() + ": " + diff.summary());
    }

    private void failed(Throwable error) {
        if (error instanceof UnreadableSide u) {
            dialogs.showError("Cannot compare", u.getMessage(), List.of());
        } else if (error instanceof UnreadableModel u) {
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

    /**
     * The old side of the last comparison when a migration plan can start from it (a model file, a live
     * table; the document is the new side): null before the first comparison and after a template's.
     */
    public ReadOnlyObjectProperty<PlanOrigin> planOriginProperty() {
        return planOrigin.getReadOnlyProperty();
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
