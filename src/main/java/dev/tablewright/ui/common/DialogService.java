package dev.tablewright.ui.common;

import dev.tablewright.model.Problem;
import dev.tablewright.ui.failure.Failure;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Every dialog the app shows goes through here, so ViewModels stay testable without a toolkit. */
public interface DialogService {

    /** What the user chose when asked about unsaved changes. */
    enum SaveChoice {
        SAVE, DISCARD, CANCEL
    }

    /** What the user chose when offered the unsaved work of an earlier run. */
    enum RecoveryChoice {
        /** Open it as an unsaved document. */
        RECOVER,
        /** Throw it away (the caller asks once more). */
        DISCARD,
        /** Keep the copy and offer it again at the next start; also what closing the dialog means. */
        LATER
    }

    /**
     * Offers unsaved work an earlier run left.
     *
     * @param documentName the document the work belongs to
     * @param when         when the copy was written, as the user reads it
     */
    RecoveryChoice askToRecover(String documentName, String when);

    /** An error for the user: a headline, a sentence, and optionally the problems behind it. */
    void showError(String title, String message, List<Problem> details);

    /** Details… of a failure the status bar reported: what failed, its stack trace, where it is logged. */
    void showFailure(Failure failure);

    Optional<Path> chooseFileToOpen(Path initialFolder);

    Optional<Path> chooseFileToSave(Path initialFolder, String suggestedName);

    /** Where File › Export writes (any kind of file); the model-file chooser where there is no other. */
    default Optional<Path> chooseExportFile(Path initialFolder, String suggestedName) {
        return chooseFileToSave(initialFolder, suggestedName);
    }

    /** Where a migration plan (JSON) is saved; the model-file chooser where there is no other. */
    default Optional<Path> choosePlanFileToSave(Path initialFolder, String suggestedName) {
        return chooseFileToSave(initialFolder, suggestedName);
    }

    /** Another tool's file to import as a new model (File → Import); any kind of file. */
    default Optional<Path> chooseFileToImport(String title, Path initialFolder) {
        return chooseFileToOpen(initialFolder);
    }

    /** A CSV file to read (File → Import → CSV into entity); any file where there is no filter. */
    default Optional<Path> chooseCsvToOpen(Path initialFolder) {
        return chooseFileToOpen(initialFolder);
    }

    SaveChoice askToSaveChanges(String documentName);

    /** A PNG file to write (diagram export). */
    Optional<Path> chooseImageToSave(Path initialFolder, String suggestedName);

    /** Asks before something the user may regret; true to go ahead. */
    boolean confirm(String title, String message, String confirmLabel);

    /** One line of text (a new name …); empty when cancelled. */
    Optional<String> askText(String title, String prompt, String initialValue);
}
