package dev.tablewright.ui.inspector;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.ui.common.Document;
import java.util.Optional;

/**
 * How the inspectors change the model: every edit through the {@link Document} (one undo step
 * each), and a rename that moves the selection to the renamed element in the same step, so the
 * inspector never blinks to "nothing selected" in between (which would also take the keyboard focus
 * away from the field being committed).
 */
final class DocumentEditor {
    private final Document document;
    private boolean keepSelection;

    DocumentEditor(Document document) {
        this.document = document;
    }

    DataModel model() {
        return document.model();
    }

    /** @return why the edit was refused, or empty */
    Optional<String> apply(Edit edit) {
        return document.apply(edit);
    }

    /** Applies an edit after which the selection should be {@code newPath} (a rename, a new index). */
    Optional<String> applyAndSelect(Edit edit, ModelPath newPath) {
        return keepSelection ? document.apply(edit) : document.apply(edit, newPath);
    }

    /**
     * Runs {@code commits} without moving the selection: drafts committed because the user selected
     * something else must not take the selection back (a rename would otherwise select the renamed).
     */
    void keepingSelection(Runnable commits) {
        keepSelection = true;
        try {
            commits.run();
        } finally {
            keepSelection = false;
        }
    }

    /** True while the document changes: a selection moved by that change is no cue to commit drafts. */
    boolean isDocumentChanging() {
        return document.isChanging();
    }

    void select(ModelPath path) {
        document.select(path);
    }

    /** The selection, or the one the change under way ends on. */
    ModelPath selection() {
        return document.selection();
    }
}
