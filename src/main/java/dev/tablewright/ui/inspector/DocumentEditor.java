package dev.tablewright.ui.inspector;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.ui.common.Document;
import java.util.Optional;

/**
 * How the inspectors change the model: every edit through the {@link Document} (one undo step
 * each), and a rename that keeps the selection on the renamed element. While such an edit is being
 * applied the inspector already follows the new path, so it never blinks to "nothing selected" in
 * between (which would also take the keyboard focus away from the field being committed).
 */
final class DocumentEditor {
    private final Document document;
    private String pendingSelection;

    DocumentEditor(Document document) {
        this.document = document;
    }

    Document document() {
        return document;
    }

    DataModel model() {
        return document.model();
    }

    /** @return why the edit was refused, or empty */
    Optional<String> apply(Edit edit) {
        return document.apply(edit);
    }

    /** Applies an edit after which the selection should be {@code newPath} (a rename, a new index). */
    Optional<String> applyAndSelect(Edit edit, String newPath) {
        pendingSelection = newPath;
        Optional<String> refusal;
        try {
            refusal = document.apply(edit);
        } finally {
            pendingSelection = null;
        }
        if (refusal.isEmpty()) {
            document.selectionProperty().set(newPath);
        }
        return refusal;
    }

    void select(String path) {
        document.selectionProperty().set(path);
    }

    /** The path the inspector should show: the one an edit in progress moves to, else the selection. */
    String selection() {
        return pendingSelection != null ? pendingSelection : document.selectionProperty().get();
    }
}
