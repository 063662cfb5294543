package dev.tablewright.ui.grid;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The read-only item grid of one table: key attributes first (table, then index keys), then the
 * type attribute, then every other attribute in order of first appearance.
 */
public final class ItemGridViewModel {

    /** A row: the item and the entity it belongs to ("" for items of no entity). */
    public record Row(String entity, Item item) {
    }

    private final ObservableList<String> columns = FXCollections.observableArrayList();
    private final ObservableList<String> keyColumns = FXCollections.observableArrayList();
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectProperty<DataModel> model;
    private final ObservableValue<String> table;

    public ItemGridViewModel(ReadOnlyObjectProperty<DataModel> model, ObservableValue<String> table) {
        this.model = model;
        this.table = table;
        model.addListener((o, a, b) -> refresh());
        table.addListener((o, a, b) -> refresh());
        refresh();
    }

    public ObservableList<String> columns() {
        return columns;
    }

    /** The subset of {@link #columns()} that are key attributes. */
    public ObservableList<String> keyColumns() {
        return keyColumns;
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    /** "Movies — 42 items, PK MOVIE#…": what the grid shows, in words. */
    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    private void refresh() {
        Optional<TableDesign> t = Optional.ofNullable(model.get())
                .flatMap(m -> Optional.ofNullable(table.getValue()).flatMap(m::table));
        if (t.isEmpty()) {
            columns.clear();
            keyColumns.clear();
            rows.clear();
            caption.set("No table selected");
            return;
        }
        TableDesign design = t.get();
        List<Row> newRows = new ArrayList<>();
        design.items().forEach(i -> newRows.add(new Row("", i)));
        for (Entity e : design.entities()) {
            e.items().forEach(i -> newRows.add(new Row(e.name(), i)));
        }
        List<String> keys = design.keyAttributeNames();
        Set<String> names = new LinkedHashSet<>(keys);
        names.add(design.typeAttribute());
        newRows.forEach(r -> names.addAll(r.item().attributes().keySet()));
        if (newRows.stream().noneMatch(r -> r.item().has(design.typeAttribute()))) {
            names.remove(design.typeAttribute());
        }
        keyColumns.setAll(keys);
        columns.setAll(names);
        rows.setAll(newRows);
        caption.set(design.name() + " — " + newRows.size() + (newRows.size() == 1 ? " item" : " items"));
    }
}
