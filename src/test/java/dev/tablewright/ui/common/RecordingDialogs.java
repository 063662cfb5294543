package dev.tablewright.ui.common;

import dev.tablewright.model.Problem;
import dev.tablewright.ui.failure.Failure;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A DialogService for ViewModel tests: scripted answers, recorded errors and questions. */
public final class RecordingDialogs implements DialogService {
    public record Shown(String title, String message, List<Problem> details) {
    }

    public final List<Shown> errors = new ArrayList<>();
    /** Failures whose details were shown, in order. */
    public final List<Failure> failures = new ArrayList<>();
    /** Titles of confirmations asked, in order. */
    public final List<String> confirmations = new ArrayList<>();
    /** Their messages, in the same order. */
    public final List<String> confirmationMessages = new ArrayList<>();
    public Path fileToOpen;
    public Path fileToSave;
    public Path imageToSave;
    public SaveChoice saveChoice = SaveChoice.CANCEL;
    public boolean confirmAnswer = true;
    /** The answer to askText; null answers as a cancel. */
    public String textAnswer;
    public int saveQuestions;
    /** Answers to askToRecover, in order; LATER once they run out (as closing the dialog). */
    public final java.util.Deque<RecoveryChoice> recoveryChoices = new java.util.ArrayDeque<>();
    /** Documents offered for recovery, in order. */
    public final List<String> recoveryOffers = new ArrayList<>();

    @Override
    public void showError(String title, String message, List<Problem> details) {
        errors.add(new Shown(title, message, details));
    }

    @Override
    public void showFailure(Failure failure) {
        failures.add(failure);
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path initialFolder) {
        return Optional.ofNullable(fileToOpen);
    }

    /** What the last save chooser offered: its folder and file name. */
    public Path offeredFolder;
    public String offeredName;

    @Override
    public Optional<Path> chooseFileToSave(Path initialFolder, String suggestedName) {
        offeredFolder = initialFolder;
        offeredName = suggestedName;
        return Optional.ofNullable(fileToSave);
    }

    @Override
    public SaveChoice askToSaveChanges(String documentName) {
        saveQuestions++;
        return saveChoice;
    }

    @Override
    public RecoveryChoice askToRecover(String documentName, String when) {
        recoveryOffers.add(documentName);
        return recoveryChoices.isEmpty() ? RecoveryChoice.LATER : recoveryChoices.poll();
    }

    @Override
    public Optional<Path> chooseImageToSave(Path initialFolder, String suggestedName) {
        return Optional.ofNullable(imageToSave);
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        confirmations.add(title);
        confirmationMessages.add(message);
        return confirmAnswer;
    }

    @Override
    public Optional<String> askText(String title, String prompt, String initialValue) {
        return Optional.ofNullable(textAnswer);
    }
}
