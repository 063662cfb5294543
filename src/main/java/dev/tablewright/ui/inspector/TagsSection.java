package dev.tablewright.ui.inspector;

import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.SettingsEdits;
import dev.tablewright.model.settings.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The table's tags: each key with its value (a field, committed as one edit), remove, and a line to add one. */
public final class TagsSection extends SettingsSection {
    /** One tag: its key, and its value as a field. */
    public record Row(String key, CommitField value) {
    }

    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final StringProperty newKey = new SimpleStringProperty(this, "newKey", "");
    private final StringProperty newValue = new SimpleStringProperty(this, "newValue", "");

    TagsSection(DocumentEditor editor) {
        super(editor);
    }

    @Override
    protected void refresh(TableDesign t) {
        List<Tag> tags = t.settings().tags();
        // The same keys keep their fields (a field being typed in is not replaced under the user).
        if (!tags.stream().map(Tag::key).toList().equals(rows.stream().map(Row::key).toList())) {
            List<Row> fresh = new ArrayList<>();
            for (Tag tag : tags) {
                fresh.add(new Row(tag.key(), new CommitField(text -> commit(
                        () -> SettingsEdits.setTagValue(table(), tag.key(), text)))));
            }
            rows.setAll(fresh);
        }
        for (int i = 0; i < tags.size(); i++) {
            rows.get(i).value().reset(tags.get(i).value());
        }
    }

    /** Adds the tag typed; the fields empty when it is added. */
    public Optional<String> addTag() {
        Optional<String> r = act(() -> SettingsEdits.addTag(table(), new Tag(newKey.get().strip(), newValue.get())));
        if (r.isEmpty()) {
            newKey.set("");
            newValue.set("");
        }
        return r;
    }

    public Optional<String> removeTag(String key) {
        return act(() -> SettingsEdits.removeTag(table(), key));
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
