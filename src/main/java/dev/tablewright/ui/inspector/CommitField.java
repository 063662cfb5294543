package dev.tablewright.ui.inspector;

import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One text field of an inspector form: the text being typed, the value the model holds, and why the
 * last commit was refused. Typing changes only {@link #textProperty()}; {@link #commit()} (Enter or
 * focus leaving the field) turns the text into one edit, so a field change is one undo step;
 * {@link #revert()} (Esc) puts the model's value back.
 */
public final class CommitField {
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final Function<String, Optional<String>> committer;
    private String committed = "";
    private int resets;

    /** @param committer applies the new text to the model; returns why it was refused, or empty */
    public CommitField(Function<String, Optional<String>> committer) {
        this.committer = committer;
    }

    /** What the field shows; bind a TextField to it bidirectionally. */
    public StringProperty textProperty() {
        return text;
    }

    public String text() {
        return text.get();
    }

    /** Why the last commit was refused, next to the field; empty when it was not. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** The model's value. */
    public String committed() {
        return committed;
    }

    /** True while the text differs from the model's value. */
    public boolean isModified() {
        return !text.get().equals(committed);
    }

    /** Shows the model's value (after any change of the model), dropping what was typed. */
    public void reset(String value) {
        committed = value == null ? "" : value;
        resets++;
        text.set(committed);
        error.set("");
    }

    /**
     * Applies the typed text when it differs from the model's value.
     *
     * @return true when the model now holds it; false when refused (the text stays, with the reason)
     */
    public boolean commit() {
        if (!isModified()) {
            error.set("");
            return true;
        }
        int before = resets;
        Optional<String> refusal = committer.apply(text.get());
        if (refusal.isPresent()) {
            error.set(refusal.get());
            return false;
        }
        if (resets == before) {
            revert(); // accepted but changed nothing (the same value written differently): show the model's
        }
        error.set("");
        return true;
    }

    /** Drops what was typed. */
    public void revert() {
        text.set(committed);
        error.set("");
    }
}
