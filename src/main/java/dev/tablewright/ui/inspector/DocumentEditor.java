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
    private boolean applying;
    private boolean keepSelection;

    DocumentEditor(Document document) {
        this.document = document;
    }

    DataModel model() {
        return document.model();
    }

    /** @return why the edit was refused, or empty */
    Optional<String> apply(Edit edit) {
        boolean outer = !applying;
        applying = true;
        try {
            return document.apply(edit);
        } finally {
            if (outer) {
                applying = false;
            }
        }
    }

    /** Applies an edit after which the selection should be {@code newPath} (a rename, a new index). */
    Optional<String> applyAndSelect(Edit edit, String newPath) {
        if (keepSelection) {
            return apply(edit);
        }
        pendingSelection = newPath;
        boolean outer = !applying;
        applying = true;
        try {
            Optional<String> refusal = document.apply(edit);
            pendingSelection = null;
            if (refusal.isEmpty()) {
                document.selectionProperty().set(newPath);
            }
            return refusal;
        } finally {
            pendingSelection = null;
            if (outer) {
                applying = false;
            }
        }
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

    /** True while an edit is being applied through this editor. */
    boolean isApplying() {
        return applying;
    }

    void select(String path) {
        document.selectionProperty().set(path);
    }

    /** The path the inspector should show: the one an edit in progress moves to, else the selection. */
    String selection() {
        return pendingSelection != null ? pendingSelection : document.selectionProperty().get();
    }
}
