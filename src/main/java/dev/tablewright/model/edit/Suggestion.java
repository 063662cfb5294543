package dev.tablewright.model.edit;

/**
 * A change the designer proposes for a relationship: a short title for a button, one sentence on
 * why, and the edit itself, which is applied only when the user accepts it.
 */
public record Suggestion(String title, String explanation, Edit edit) {
    public Suggestion {
        if (title == null || explanation == null || edit == null) {
            throw new NullPointerException("suggestion title, explanation and edit");
        }
    }
}
