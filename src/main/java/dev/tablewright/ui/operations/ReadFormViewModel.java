package dev.tablewright.ui.operations;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.SortOp;
import dev.tablewright.operation.read.ReadForm;
import dev.tablewright.operation.read.ReadKind;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Query/Scan form: table and index pickers, key fields typed from the chosen key schema, sort
 * condition, filter rows and options. Any change tells the owner once; {@link #show} fills the form
 * from a {@link ReadForm} as one change.
 */
public final class ReadFormViewModel {
    /** The index picker's entry for the base table. */
    public static final String BASE_TABLE = "";

    private final TabConnection tab;
    private final ObjectProperty<ReadKind> kind = new SimpleObjectProperty<>(ReadKind.QUERY);
    private final ObservableList<String> tables;
    private final StringProperty table = new SimpleStringProperty();
    private final ObservableList<String> indexes = FXCollections.observableArrayList();
    private final StringProperty index = new SimpleStringProperty(BASE_TABLE);
    private final ObservableList<KeyField> partitionFields = FXCollections.observableArrayList();
    private final ObservableList<KeyField> sortFields = FXCollections.observableArrayList();
    private final ObjectProperty<SortOp> sortOp = new SimpleObjectProperty<>(SortOp.EQ);
    private final StringProperty sortValue2 = new SimpleStringProperty("");
    private final ObservableList<FilterRow> filters = FXCollections.observableArrayList();
    private final StringProperty projection = new SimpleStringProperty("");
    private final StringProperty limit = new SimpleStringProperty("");
    private final BooleanProperty scanForward = new SimpleBooleanProperty(true);
    private final BooleanProperty consistentRead = new SimpleBooleanProperty(false);
    private final IntegerProperty segments = new SimpleIntegerProperty(1);
    private Runnable onChange = () -> { };
    private boolean showing;

    ReadFormViewModel(TabConnection tab) {
        this.tab = tab;
        this.tables = tab.tables();
        tab.pick(table, this::designKnown);
        index.addListener((o, a, b) -> keysChosen());
        for (Observable p : List.of(kind, sortOp, sortValue2, filters, projection, limit, scanForward, consistentRead,
                segments)) {
            p.addListener(o -> changed());
        }
        if (!tables.isEmpty()) {
            table.set(tables.get(0));
        }
    }

    void onChange(Runnable action) {
        this.onChange = action;
    }

    public ObjectProperty<ReadKind> kindProperty() {
        return kind;
    }

    public ObservableList<String> tables() {
        return tables;
    }

    public StringProperty tableProperty() {
        return table;
    }

    /** {@link #BASE_TABLE} first, then the table's indexes. */
    public ObservableList<String> indexes() {
        return indexes;
    }

    public StringProperty indexProperty() {
        return index;
    }

    /** One field per partition attribute (several for a multi-attribute key), in key order. */
    public ObservableList<KeyField> partitionFields() {
        return partitionFields;
    }

    /** One field per sort attribute, in key order: fill a left-to-right prefix. */
    public ObservableList<KeyField> sortFields() {
        return sortFields;
    }

    public ObjectProperty<SortOp> sortOpProperty() {
        return sortOp;
    }

    public StringProperty sortValue2Property() {
        return sortValue2;
    }

    public ObservableList<FilterRow> filters() {
        return filters;
    }

    public StringProperty projectionProperty() {
        return projection;
    }

    /** The Limit as typed: blank for none. */
    public StringProperty limitProperty() {
        return limit;
    }

    public BooleanProperty scanForwardProperty() {
        return scanForward;
    }

    public BooleanProperty consistentReadProperty() {
        return consistentRead;
    }

    public IntegerProperty segmentsProperty() {
        return segments;
    }

    /** The chosen table's keys and indexes, once known (a live table's when its description has come in). */
    public Optional<TableDesign> tableDesign() {
        return table.get() == null ? Optional.empty() : tab.known(table.get());
    }

    /** @throws IllegalArgumentException when the Limit is not a positive whole number */
    public ReadForm form() {
        Integer max = null;
        if (!limit.get().isBlank()) {
            try {
                max = Integer.parseInt(limit.get().strip());
            } catch (NumberFormatException e) {
                max = -1;
            }
            if (max < 1) {
                throw new IllegalArgumentException("Limit must be a whole number of at least 1, not '"
                        + limit.get().strip() + "'");
            }
        }
        return new ReadForm(kind.get(), table.get(), index.get(), values(partitionFields), values(sortFields),
                sortOp.get(), sortValue2.get(), filters, projection.get(), max, scanForward.get(),
                consistentRead.get(), segments.get());
    }

    /** Fills the form with {@code form}, telling the owner once. */
    public void show(ReadForm form) {
        showing = true;
        try {
            kind.set(form.kind());
            table.set(form.table());
            index.set(form.index() == null ? BASE_TABLE : form.index());
            fill(partitionFields, form.partitionValues());
            fill(sortFields, form.sortValues());
            sortOp.set(form.sortOp());
            sortValue2.set(form.sortValue2());
            filters.setAll(form.filters());
            projection.set(form.projection());
            limit.set(form.limit() == null ? "" : String.valueOf(form.limit()));
            scanForward.set(form.scanForward());
            consistentRead.set(form.consistentRead());
            segments.set(form.segments());
        } finally {
            showing = false;
        }
        onChange.run();
    }

    /** The chosen table's indexes and key fields, as far as its design is known. */
    private void designKnown() {
        List<String> names = new ArrayList<>();
        names.add(BASE_TABLE);
        tableDesign().ifPresent(t -> t.indexes().stream().map(SecondaryIndex::name).forEach(names::add));
        indexes.setAll(names);
        if (BASE_TABLE.equals(index.get())) {
            keysChosen();
        } else {
            index.set(BASE_TABLE);
        }
    }

    private void keysChosen() {
        KeySchema keys = tableDesign().flatMap(t -> index.get() == null || index.get().isEmpty()
                ? Optional.of(t.keySchema()) : t.index(index.get()).map(i -> i.keySchema(t.keySchema())))
                .orElse(null);
        partitionFields.setAll(keys == null ? List.of() : fields(keys.partitionKeys()));
        sortFields.setAll(keys == null ? List.of() : fields(keys.sortKeys()));
        changed();
    }

    private List<KeyField> fields(List<AttributeDef> attributes) {
        List<KeyField> out = new ArrayList<>();
        for (AttributeDef a : attributes) {
            KeyField f = new KeyField(a.name(), a.type());
            f.valueProperty().addListener(o -> changed());
            out.add(f);
        }
        return out;
    }

    private void changed() {
        if (!showing) {
            onChange.run();
        }
    }

    private static List<String> values(List<KeyField> fields) {
        return fields.stream().map(f -> f.valueProperty().get()).toList();
    }

    private static void fill(List<KeyField> fields, List<String> values) {
        for (int i = 0; i < fields.size(); i++) {
            fields.get(i).valueProperty().set(i < values.size() ? values.get(i) : "");
        }
    }
}
