package dev.tablewright.ui.inspector;

import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EditRefused;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What every section of the table's settings shares: the table shown, one edit per change through the
 * {@link DocumentEditor}, picks and toggles committed at once (and put back when refused), and the
 * reason the last one was refused. Sections only show the model; they hold no copy of it.
 */
abstract class SettingsSection {
    protected final DocumentEditor editor;
    private String table = "";
    private boolean updating;
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper(this, "refusal", "");

    SettingsSection(DocumentEditor editor) {
        this.editor = editor;
    }

    /** Shows (or refreshes) table {@code t}; setting properties here is not the user's doing. */
    final void show(TableDesign t) {
        if (!t.name().equals(table)) {
            refusal.set("");
        }
        table = t.name();
        boolean was = updating;
        updating = true;
        try {
            refresh(t);
        } finally {
            updating = was;
        }
    }

    protected abstract void refresh(TableDesign t);

    /** The section's text fields, committed when the selection moves on. */
    protected List<CommitField> fields() {
        return List.of();
    }

    final void commitDrafts() {
        for (CommitField f : fields()) {
            if (f.isModified()) {
                f.commit();
            }
        }
    }

    final String table() {
        return table;
    }

    /** The table as the model has it now (edits read this, not what was last shown). */
    final Optional<TableDesign> current() {
        return editor.model() == null ? Optional.empty() : editor.model().table(table);
    }

    /**
     * A field's commit: builds the edit from the typed text ({@link EditRefused} for text that is not a
     * value) and applies it; the reason of a refusal goes under the field.
     */
    final Optional<String> commit(Supplier<Edit> edit) {
        try {
            return editor.apply(edit.get());
        } catch (EditRefused e) {
            return Optional.of(e.getMessage());
        }
    }

    /** A toggle or a pick, applied at once; when refused, the model's value comes back with the reason. */
    final void choose(Supplier<Edit> edit) {
        if (updating || table.isEmpty()) {
            return;
        }
        Optional<String> r = commit(edit);
        if (r.isPresent()) {
            current().ifPresent(this::show);
        }
        refusal.set(r.orElse(""));
    }

    /** A button's action: the reason of a refusal shows under the section. */
    final Optional<String> act(Supplier<Edit> edit) {
        Optional<String> r = commit(edit);
        refusal.set(r.orElse(""));
        return r;
    }

    /** Why the last toggle, pick or button of this section was refused; empty when it was not. */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }
}
