package dev.tablewright.ui.shell;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.port.Importer;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.edit.ModelEdits;
import dev.tablewright.ui.problems.ProblemsViewModel;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * Reads a model into the document in the background: a model file, a sample from the jar or
 * another tool's file (an import). The read runs off the FX thread, the design check once the model is
 * shown; a file that cannot be read leaves the document as it was.
 */
final class DocumentOpener {
    private final FileWork work;
    private final RecentFiles recent;
    private final ProblemsViewModel problems;
    private final Runnable validate;

    /** @param validate checks the document's model in the background, once it is shown */
    DocumentOpener(FileWork work, RecentFiles recent, ProblemsViewModel problems, Runnable validate) {
        this.work = work;
        this.recent = recent;
        this.problems = problems;
        this.validate = validate;
    }

    /** Asks for a model file and opens it. */
    void chooseAndOpen() {
        work.dialogs().chooseFileToOpen(work.current().folder()).ifPresent(path -> openFile(path, null));
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
        work.dialogs().chooseFileToImport("Import " + importer.title(), work.current().folder()).ifPresent(source -> {
            String fileName = String.valueOf(source.getFileName());
            String name = ModelEdits.nameOfFile(fileName.replaceFirst("\\.(ya?ml|template)$", "")) + ".json";
            load("Importing " + fileName, () -> importer.read(List.of(source)), null, name, null, true);
        });
    }

    /** @param unsaved the model is no file yet (an import): it opens with unsaved changes */
    private void load(String taskTitle, Supplier<ReadResult> reader, Path path, String name, Runnable otherwise,
            boolean unsaved) {
        work.current().busy(true);
        work.status().accept(taskTitle + "…");
        work.tasks().run(taskTitle, progress -> reader.get(), outcome -> {
            work.current().busy(false);
            outcome.dispatch(read -> opened(read, path, name, otherwise, unsaved), failure -> {
                work.status().accept("Could not open " + name);
                if (otherwise != null) {
                    otherwise.run();
                    return;
                }
                work.dialogs().showError("Cannot open " + name, MainWindowViewModel.describe(failure), List.of());
            }, () -> work.status().accept("Opening " + name + " cancelled; "
                    + (work.current().document().model() == null ? "nothing is open." : "the document is as it was.")));
        });
    }

    private void opened(ReadResult read, Path path, String name, Runnable otherwise, boolean unsaved) {
        if (read.model().isEmpty()) {
            work.status().accept("Could not open " + name);
            if (path != null) {
                recent.forget(path);
            }
            if (otherwise != null) {
                otherwise.run();
                return;
            }
            work.dialogs().showError((unsaved ? "Cannot import " : "Cannot open ") + name, unsaved
                    ? "The file could not be read as that kind of file." : "The file could not be read as a NoSQL Workbench model.",
                    read.problems());
            return;
        }
        DataModel model = read.model().get();
        work.current().replace(model, unsaved);
        work.current().set(path, name);
        problems.setFileProblems(read.problems());
        // Checked once shown, not before: the model is there sooner, and a large model's check takes
        // seconds (its own task, which a later edit's check replaces).
        problems.setDesignProblems(List.of());
        validate.run();
        work.status().accept((unsaved ? "Imported " : "Opened ") + name + (unsaved ? " (not saved yet)" : ""));
        recent.remember(path);
        work.current().selectFirstTable(model);
    }
}
