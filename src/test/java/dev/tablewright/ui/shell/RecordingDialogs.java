package dev.tablewright.ui.shell;

import dev.tablewright.model.Problem;
import dev.tablewright.ui.common.DialogService;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A DialogService for ViewModel tests: scripted answers, recorded errors. */
final class RecordingDialogs implements DialogService {
    record Shown(String title, String message, List<Problem> details) {
    }

    final List<Shown> errors = new ArrayList<>();
    Path fileToOpen;
    Path fileToSave;
    SaveChoice saveChoice = SaveChoice.CANCEL;
    int saveQuestions;

    @Override
    public void showError(String title, String message, List<Problem> details) {
        errors.add(new Shown(title, message, details));
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path initialFolder) {
        return Optional.ofNullable(fileToOpen);
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialFolder, String suggestedName) {
        return Optional.ofNullable(fileToSave);
    }

    @Override
    public SaveChoice askToSaveChanges(String documentName) {
        saveQuestions++;
        return saveChoice;
    }
}
