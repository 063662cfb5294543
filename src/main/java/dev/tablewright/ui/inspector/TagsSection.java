package dev.tablewright.ui.inspector;

import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.SettingsEdits;
import dev.tablewright.model.settings.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Tags of the table (or of one of its replicas, {@link Target}): each key with its value (a field,
 * committed as one edit), remove, and a line to add one.
 */
public final class TagsSection extends SettingsSection {
    /** One tag: its key, and its value as a field. */
    public record Row(String key, CommitField value) {
    }

    /** Whose tags these are: where they are read from and the edits that change them. */
    interface Target {
        List<Tag> tags(TableDesign t);

        Edit add(String table, Tag tag);

        Edit setValue(String table, String key, String value);

        Edit remove(String table, String key);
    }

    /** The table's own tags. */
    static final Target TABLE = new Target() {
        @Override
        public List<Tag> tags(TableDesign t) {
            return t.settings().tags();
        }

        @Override
        public Edit add(String table, Tag tag) {
            return SettingsEdits.addTag(table, tag);
        }

        @Override
        public Edit setValue(String table, String key, String value) {
            return SettingsEdits.setTagValue(table, key, value);
        }

        @Override
        public Edit remove(String table, String key) {
            return SettingsEdits.removeTag(table, key);
        }
    };

    private final Target target;

    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final StringProperty newKey = new SimpleStringProperty(this, "newKey", "");
    private final StringProperty newValue = new SimpleStringProperty(this, "newValue", "");

    TagsSection(DocumentEditor editor) {
        this(editor, TABLE);
    }

    TagsSection(DocumentEditor editor, Target target) {
        super(editor);
        this.target = target;
    }

    @Override
    protected void refresh(TableDesign t) {
        List<Tag> tags = target.tags(t);
        // The same keys keep their fields (a field being typed in is not replaced under the user).
        if (!tags.stream().map(Tag::key).toList().equals(rows.stream().map(Row::key).toList())) {
            List<Row> fresh = new ArrayList<>();
            for (Tag tag : tags) {
                fresh.add(new Row(tag.key(), new CommitField(text -> commit(
                        () -> target.setValue(table(), tag.key(), text)))));
            }
            rows.setAll(fresh);
        }
        for (int i = 0; i < tags.size(); i++) {
            rows.get(i).value().reset(tags.get(i).value());
        }
    }

    /** Adds the tag typed; the fields empty when it is added. */
    public Optional<String> addTag() {
        Optional<String> r = act(() -> target.add(table(), new Tag(newKey.get().strip(), newValue.get())));
        if (r.isEmpty()) {
            newKey.set("");
            newValue.set("");
        }
        return r;
    }

    public Optional<String> removeTag(String key) {
        return act(() -> target.remove(table(), key));
    }

    @Override
    protected List<CommitField> fields() {
        return rows.stream().map(Row::value).toList();
    }

    public ObservableList<Row> rows() {
        return rowsView;
    }

    public StringProperty newKeyProperty() {
        return newKey;
    }

    public StringProperty newValueProperty() {
        return newValue;
    }
}
