package dev.tablewright.ui.shell;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.port.Importer;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.edit.ModelEdits;
import dev.tablewright.rules.ModelValidator;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.problems.ProblemsViewModel;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Reads a model into the document in the background: a model file, a sample from the jar or
 * another tool's file (an import). The read and the design check run off the FX thread; a file that
 * cannot be read leaves the document as it was.
 */
final class DocumentOpener {
    private final CurrentFile current;
    private final RecentFiles recent;
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final ProblemsViewModel problems;
    private final Consumer<String> status;

    DocumentOpener(CurrentFile current, RecentFiles recent, TaskRunner tasks, DialogService dialogs,
            ProblemsViewModel problems, Consumer<String> status) {
        this.current = current;
        this.recent = recent;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.problems = problems;
        this.status = status;
    }

    /** Asks for a model file and opens it. */
    void chooseAndOpen() {
        dialogs.chooseFileToOpen(current.folder()).ifPresent(path -> openFile(path, null));
    }

    /** Opens a file; when it cannot be read, forgets it from the recent list and runs {@code otherwise} if given. */
    void openFile(Path path, Runnable otherwise) {
        String name = String.valueOf(path.getFileName());
        load("Opening " + name, () -> WorkbenchJson.read(path), path, name, otherwise, false);
    }

    void openSample(String sampleName) {
        load("Opening sample " + sampleName, () -> SampleModels.read(sampleName), null, sampleName, null, false);
    }

    /** Asks for a file of {@code importer}'s kind and reads it into a new model named after it, unsaved. */
    void importFile(Importer importer) {
        dialogs.chooseFileToImport("Import " + importer.title(), current.folder()).ifPresent(source -> {
            String fileName = String.valueOf(source.getFileName());
            String name = ModelEdits.nameOfFile(fileName.replaceFirst("\\.(ya?ml|template)$", "")) + ".json";
            load("Importing " + fileName, () -> importer.read(List.of(source)), null, name, null, true);
        });
    }

    /** @param unsaved the model is no file yet (an import): it opens with unsaved changes */
    private void load(String taskTitle, Supplier<ReadResult> reader, Path path, String name, Runnable otherwise,
            boolean unsaved) {
        current.busy(true);
        status.accept(taskTitle + "…");
        tasks.run(taskTitle, progress -> {
            ReadResult read = reader.get();
            // Validation can be slow on large sample data: it runs here, off the FX thread, too.
            List<Problem> design = read.model().map(ModelValidator::validate).orElse(List.of());
            return new Loaded(read, design);
        }, outcome -> {
            current.busy(false);
            outcome.dispatch(loaded -> opened(loaded, path, name, otherwise, unsaved), failure -> {
                status.accept("Could not open " + name);
                if (otherwise != null) {
                    otherwise.run();
                    return;
                }
                dialogs.showError("Cannot open " + name, MainWindowViewModel.describe(failure), List.of());
            }, () -> status.accept("Opening " + name + " cancelled; "
                    + (current.document().model() == null ? "nothing is open." : "the document is as it was.")));
        });
    }

    private void opened(Loaded loaded, Path path, String name, Runnable otherwise, boolean unsaved) {
        ReadResult read = loaded.read();
        if (read.model().isEmpty()) {
            status.accept("Could not open " + name);
            if (path != null) {
                recent.forget(path);
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
        DataModel model = read.model().get();
        current.replace(model, unsaved);
        current.set(path, name);
        problems.setFileProblems(read.problems());
        problems.setDesignProblems(loaded.design());
        status.accept((unsaved ? "Imported " : "Opened ") + name + (unsaved ? " (not saved yet)" : ""));
        recent.remember(path);
        current.selectFirstTable(model);
    }

    private record Loaded(ReadResult read, List<Problem> design) {
    }
}
