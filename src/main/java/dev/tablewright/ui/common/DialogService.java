package dev.tablewright.ui.common;

import dev.tablewright.model.Problem;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Every dialog the app shows goes through here, so ViewModels stay testable without a toolkit. */
public interface DialogService {

    /** What the user chose when asked about unsaved changes. */
    enum SaveChoice {
        SAVE, DISCARD, CANCEL
    }

    /** An error for the user: a headline, a sentence, and optionally the problems behind it. */
    void showError(String title, String message, List<Problem> details);

    Optional<Path> chooseFileToOpen(Path initialFolder);

    Optional<Path> chooseFileToSave(Path initialFolder, String suggestedName);

    SaveChoice askToSaveChanges(String documentName);
}
