package dev.tablewright.model.edit;

import java.util.Optional;

/**
 * A change the designer proposes: a short title for a button, one sentence on why, the edit itself,
 * which is applied only when the user accepts it, and, where the change moves items within an
 * index, which index and entity to preview before and after.
 */
public record Suggestion(String title, String explanation, Edit edit, Optional<IndexPreview> preview) {
    /** The index whose item collections the change reshapes, shown for one entity's items. */
    public record IndexPreview(String index, String entity) {
    }

    public Suggestion {
        if (title == null || explanation == null || edit == null || preview == null) {
            throw new NullPointerException("suggestion title, explanation, edit and preview");
        }
    }

    public Suggestion(String title, String explanation, Edit edit) {
        this(title, explanation, edit, Optional.empty());
    }
}
