package dev.tablewright.ui.operations;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.UpdateRow;
import dev.tablewright.operation.multi.MultiRowForm;
import dev.tablewright.operation.multi.MultiRowKind;
import javafx.beans.Observable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * One row of the batch and transaction tab: its kind, table, key fields typed from the table's key
 * schema (as the item tab builds them), a Put's item, an Update's actions, condition rows, a Get's
 * projection; and, after a cancelled transaction, DynamoDB's reason for this row.
 */
public final class MultiRow {
    private final Function<String, Optional<TableDesign>> describe;
    private final Runnable changed;
    private final ObjectProperty<MultiRowKind> kind = new SimpleObjectProperty<>(MultiRowKind.GET);
    private final StringProperty table = new SimpleStringProperty("");
    private final ObservableList<KeyField> keyFields = FXCollections.observableArrayList();
    private final StringProperty item = new SimpleStringProperty("");
    private final ObservableList<UpdateRow> actions = FXCollections.observableArrayList();
    private final ObservableList<FilterRow> condition = FXCollections.observableArrayList();
    private final StringProperty projection = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper("");

    /**
     * @param describe the table's keys as known now
     * @param learn    asks a live connection for a table's keys; runs its callback when they arrive
     * @param changed  told of every edit, so the request is built again
     */
    MultiRow(Function<String, Optional<TableDesign>> describe, BiConsumer<String, Runnable> learn, Runnable changed,
            MultiRowForm form) {
        this.describe = describe;
        this.changed = changed;
        set(form);
        table.addListener((o, a, b) -> {
            keysOf(List.of());
            if (b != null) {
                learn.accept(b, () -> {
                    if (b.equals(table.get())) {
                        keysOf(keyFields.stream().map(f -> f.valueProperty().get()).toList());
                    }
                });
            }
        });
        for (Observable p : List.of(kind, item, actions, condition, projection)) {
            p.addListener(o -> changed.run());
        }
    }

    /** Takes what {@code form} says (a JSON edit read back, a duplicate), without telling of each part. */
    void set(MultiRowForm form) {
        kind.set(form.kind());
        table.set(form.table());
        keysOf(form.keyValues());
        item.set(form.item());
        actions.setAll(form.actions());
        condition.setAll(form.condition());
        projection.set(form.projection());
    }

    MultiRowForm form() {
        return new MultiRowForm(kind.get(), table.get(), keyFields.stream().map(f -> f.valueProperty().get()).toList(),
                item.get(), actions, condition, projection.get());
    }

    private void keysOf(List<String> values) {
        List<AttributeDef> key = describe.apply(table.get()).map(t -> t.keySchema().attributes()).orElse(List.of());
        keyFields.setAll(key.stream().map(a -> new KeyField(a.name(), a.type())).toList());
        for (int i = 0; i < keyFields.size(); i++) {
            keyFields.get(i).valueProperty().set(i < values.size() ? values.get(i) : "");
            keyFields.get(i).valueProperty().addListener(o -> changed.run());
        }
        changed.run();
    }

    public ObjectProperty<MultiRowKind> kindProperty() {
        return kind;
    }

    public StringProperty tableProperty() {
        return table;
    }

    /** One field per key attribute of the row's table, partition then sort. */
    public ObservableList<KeyField> keyFields() {
        return keyFields;
    }

    /** A Put's attributes besides the key, as a DynamoDB JSON object. */
    public StringProperty itemProperty() {
        return item;
    }

    public ObservableList<UpdateRow> actions() {
        return actions;
    }

    public ObservableList<FilterRow> condition() {
        return condition;
    }

    public StringProperty projectionProperty() {
        return projection;
    }

    /** Why DynamoDB cancelled the transaction at this row ("ConditionalCheckFailed", "None"), or "". */
    public ReadOnlyStringProperty reasonProperty() {
        return reason.getReadOnlyProperty();
    }

    void setReason(String value) {
        reason.set(value);
    }
}
