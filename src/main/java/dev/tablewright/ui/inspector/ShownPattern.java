package dev.tablewright.ui.inspector;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.edit.AccessPatternEdits;
import dev.tablewright.model.edit.Edit;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Which access pattern the pattern inspector shows, and the one way its parts change it: each change
 * one undoable {@link AccessPatternEdits#replace}, and why the last one was refused kept for the form.
 */
final class ShownPattern {
    private final DocumentEditor editor;
    private String table = "";
    private String pattern = "";
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper(this, "refusal", "");

    ShownPattern(DocumentEditor editor) {
        this.editor = editor;
    }

    /** Shows pattern {@code p} of table {@code t} from now on; another pattern's refusal is not its. */
    void moveTo(String t, String p) {
        boolean other = !t.equals(table) || !p.equals(pattern);
        table = t;
        pattern = p;
        if (other) {
            refusal.set("");
        }
    }

    String table() {
        return table;
    }

    String pattern() {
        return pattern;
    }

    DataModel model() {
        return editor.model();
    }

    /** The pattern as the model holds it now; empty when it is gone. */
    Optional<AccessPattern> current() {
        DataModel m = editor.model();
        return m == null ? Optional.empty() : m.table(table).flatMap(t -> t.accessPatterns().stream()
                .filter(p -> p.name().equals(pattern)).findFirst());
    }

    /** Replaces the pattern with {@code how} applied to it; why it was refused, or empty. */
    Optional<String> change(UnaryOperator<AccessPattern> how) {
        Optional<AccessPattern> p = current();
        if (p.isEmpty()) {
            return refused("The access pattern is gone.");
        }
        return refusedIf(editor.apply(AccessPatternEdits.replace(table, pattern, how.apply(p.get()))));
    }

    /** Renames the pattern, the selection moving with it in the same step. */
    Optional<String> rename(String text) {
        String to = text.strip();
        Optional<AccessPattern> p = current();
        if (p.isEmpty()) {
            return refused("The access pattern is gone.");
        }
        return refusedIf(editor.applyAndSelect(AccessPatternEdits.replace(table, pattern, p.get().withName(to)),
                new ModelPath.AccessPatternPath(table, to)));
    }

    /** Applies an edit of the model made for this pattern (a proposed fix). */
    Optional<String> apply(Edit edit) {
        return refusedIf(editor.apply(edit));
    }

    Optional<String> refused(String why) {
        refusal.set(why);
        return Optional.of(why);
    }

    /** Keeps {@code r} as the last refusal (empty: none) and returns it. */
    Optional<String> refusedIf(Optional<String> r) {
        refusal.set(r.orElse(""));
        return r;
    }

    ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }
}
