package dev.tablewright.ui.pivot;

import java.util.function.BiFunction;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.cell.CellInput;
import dev.tablewright.format.dynamo.ItemsJson;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.format.pivot.PivotCsv;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.ItemEdits;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One pivoted grid (the base table or one index): the rows the control shows after the filters,
 * the legend, the selected item (shared with every other grid through the document selection),
 * and the commands on sample items: edit a cell, add, duplicate, delete, copy.
 */
public final class PivotGridViewModel implements CellEdits {
    private final Document document;
    private final String table;
    private final String index;
    private final ReadOnlyObjectWrapper<GridSnapshot> snapshot = new ReadOnlyObjectWrapper<>();
    private final ObservableList<PivotLayout.Column> columns = FXCollections.observableArrayList();
    private final ObservableList<GridRow> rows = FXCollections.observableArrayList();
    private final ObservableList<GridSnapshot.LegendEntry> legend = FXCollections.observableArrayList();
    private final ObservableList<String> entities = FXCollections.observableArrayList();
    private final StringProperty textFilter = new SimpleStringProperty("");
    private final ObjectProperty<String> entityFilter = new SimpleObjectProperty<>("");
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper sparseNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper shown = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hiddenByFilter = new ReadOnlyStringWrapper("");
    /** The item the user just edited or added here, until the next rows show whether the filters hide it. */
    private ItemRef edited;
    private String editedHow = "changed";
    private Consumer<String> statusLine = line -> { };
    /** The items an access pattern returns, shown marked. */
    private Set<ItemRef> highlighted = Set.of();
    private final ReadOnlyIntegerWrapper highlightVersion = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyIntegerWrapper selectedRow = new ReadOnlyIntegerWrapper(-1);
    private final LatestWins<List<GridRow>> filtering;
    private final ChangeListener<ModelPath> selectionFollower = (o, a, b) -> followSelection();

    PivotGridViewModel(Document document, TaskRunner tasks, String table, String index) {
        this.document = document;
        this.table = table;
        this.index = index;
        this.filtering = new LatestWins<>(tasks);
        textFilter.addListener((o, a, b) -> filterChanged());
        entityFilter.addListener((o, a, b) -> filterChanged());
        document.selectionProperty().addListener(selectionFollower);
    }

    /** Its table or index went away: stop following the document, so nothing keeps this grid alive. */
    void dispose() {
        document.selectionProperty().removeListener(selectionFollower);
        filtering.cancel();
    }

    public String table() {
        return table;
    }

    /** null for the base table. */
    public String index() {
        return index;
    }

    /** The tab's name: the table, or the index. */
    public String tabName() {
        return index == null ? table : index;
    }

    public ReadOnlyObjectProperty<GridSnapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    public ObservableList<PivotLayout.Column> columns() {
        return columns;
    }

    /** How many leading {@link #columns()} the merged partition column stands for (1, or a multi-attribute key's). */
    public int partitionColumns() {
        return snapshot.get() == null ? 1 : snapshot.get().partitionColumns();
    }

    /** The merged partition column's header: "PK", or "tournamentId, region". */
    public String partitionHeader() {
        return snapshot.get() == null || columns.isEmpty() ? "" : snapshot.get().partitionHeader();
    }

    /** The rows shown, in DynamoDB's order, after the filters. */
    public ObservableList<GridRow> rows() {
        return rows;
    }

    public ObservableList<GridSnapshot.LegendEntry> legend() {
        return legend;
    }

    /** The table's entities, for "Add item" (an index grid adds to the table too). */
    public ObservableList<String> entities() {
        return entities;
    }

    /** Rows whose cells contain this text (case ignored) are shown. */
    public StringProperty textFilterProperty() {
        return textFilter;
    }

    /** Only this entity's rows are shown; "" for all. */
    public ObjectProperty<String> entityFilterProperty() {
        return entityFilter;
    }

    /** "Movies · GSI-1 — 26 items in 17 partitions". */
    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    /** For an index: "sparse: 12 of 40 items carry GSI2 keys (…)"; "" for the table. */
    public ReadOnlyStringProperty sparseNoteProperty() {
        return sparseNote.getReadOnlyProperty();
    }

    /** "showing 3 of 49" while a filter hides rows, else "". */
    public ReadOnlyStringProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /** The last refusal or warning for the user ("N: expected a number", "GSI2PK not derived: …"). */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /**
     * "The edited item no longer matches the filter…" when an edit or an added item left the rows
     * shown: the item did not vanish, the filter hides it ({@link #clearFilters()} shows it).
     */
    public ReadOnlyStringProperty hiddenByFilterProperty() {
        return hiddenByFilter.getReadOnlyProperty();
    }

    /** Marks these items of this grid's table (an access pattern's returned rows); empty for none. */
    void highlight(Set<ItemRef> items) {
        Set<ItemRef> mine = items.stream().filter(i -> i.table().equals(table)).collect(Collectors.toUnmodifiableSet());
        if (!mine.equals(highlighted)) {
            highlighted = mine;
            highlightVersion.set(highlightVersion.get() + 1);
        }
    }

    /** True for a row of an item marked by {@link #highlight}. */
    public boolean isHighlighted(GridRow row) {
        return !highlighted.isEmpty() && highlighted.contains(ItemRef.of(table, row));
    }

    /** Changes whenever the marked items do: the view repaints its rows. */
    public ReadOnlyIntegerProperty highlightVersionProperty() {
        return highlightVersion.getReadOnlyProperty();
    }

    void reportTo(Consumer<String> status) {
        statusLine = status;
    }

    /** Shows every row again: no text filter, every entity. */
    public void clearFilters() {
        textFilter.set("");
        entityFilter.set("");
    }

    private boolean filtered() {
        return !textFilter.get().isBlank() || entityFilter.get() != null && !entityFilter.get().isEmpty();
    }

    private void filterChanged() {
        hiddenByFilter.set("");
        edited = null;
        refilter();
    }

    /** Remembers an item changed here, when a filter could hide it, to tell when it does. */
    private void watch(String entity, int ordinal, String how) {
        edited = filtered() && entity != null ? new ItemRef(table, entity, ordinal) : null;
        editedHow = how;
    }

    /** The position in {@link #rows()} of the selected item, -1 when it is not shown here. */
    public ReadOnlyIntegerProperty selectedRowProperty() {
        return selectedRow.getReadOnlyProperty();
    }

    void apply(GridSnapshot s) {
        snapshot.set(s);
        if (!columns.equals(s.columns())) {
            columns.setAll(s.columns());
        }
        legend.setAll(s.legend());
        List<String> names = tableDesign().map(t -> t.entities().stream().map(Entity::name).toList()).orElse(List.of());
        if (!entities.equals(names)) {
            entities.setAll(names);
        }
        caption.set(s.caption());
        sparseNote.set(s.sparseNote());
        refilter();
    }

    private void refilter() {
        GridSnapshot s = snapshot.get();
        if (s == null) {
            return;
        }
        String needle = textFilter.get().strip().toLowerCase(Locale.ROOT);
        String entity = entityFilter.get() == null ? "" : entityFilter.get();
        if (needle.isEmpty() && entity.isEmpty()) {
            filtering.cancel();
            show(s, s.rows());
            return;
        }
        List<String> names = s.columns().stream().map(PivotLayout.Column::name).toList();
        // A text filter over 100,000 rows is real work: off the FX thread, stale results dropped,
        // and a run replaced by the next keystroke stops early.
        filtering.submit("Filtering " + tabName(), progress -> s.rows().stream()
                .takeWhile(r -> !progress.isCancelled())
                .filter(r -> entity.isEmpty() || r.entity().equals(entity))
                .filter(r -> needle.isEmpty() || matches(r, names, needle))
                .toList(), outcome -> outcome.dispatch(kept -> show(s, kept),
                        failure -> message.set("Could not filter: " + failure.getMessage()),
                        () -> message.set("Filtering cancelled; the rows shown are from before the filter changed.")));
    }

    private static boolean matches(GridRow r, List<String> names, String needle) {
        if (r.entity().toLowerCase(Locale.ROOT).contains(needle)) {
            return true;
        }
        for (String n : names) {
            AttributeValue v = r.value(n);
            if (v != null && CellText.of(v).toLowerCase(Locale.ROOT).contains(needle)) {
                return true;
            }
        }
        return false;
    }

    private void show(GridSnapshot s, List<GridRow> visible) {
        if (edited != null) {
            ItemRef item = edited;
            edited = null;
            if (contains(s.rows(), item) && !contains(visible, item)) {
                hiddenByFilter.set("The " + (item.entity().isEmpty() ? "item" : item.entity()) + " item you " + editedHow
                        + " does not match the filter, so it is hidden here.");
                statusLine.accept(tabName() + ": " + hiddenByFilter.get() + " Clear the filter to see it.");
            }
        }
        rows.setAll(visible);
        shown.set(visible.size() == s.rows().size() ? ""
                : String.format("showing %,d of %,d", visible.size(), s.rows().size()));
        followSelection();
    }

    private static boolean contains(List<GridRow> rows, ItemRef item) {
        return rows.stream().anyMatch(r -> r.source().ordinal() == item.ordinal()
                && Objects.equals(r.source().entity(), item.entity()));
    }

    private void followSelection() {
        Optional<ItemRef> ref = ItemRef.parse(document.selectionProperty().get())
                .filter(r -> r.table().equals(table));
        if (ref.isEmpty()) {
            selectedRow.set(-1);
            return;
        }
        // Compared field by field: no id strings made for 100,000 rows on every selection change.
        String entity = ref.get().entity();
        int ordinal = ref.get().ordinal();
        for (int i = 0; i < rows.size(); i++) {
            SourcedItem source = rows.get(i).source();
            if (source.ordinal() == ordinal && Objects.equals(source.entity(), entity)) {
                selectedRow.set(i);
                return;
            }
        }
        selectedRow.set(-1);
    }

    /** The user selected a row here: the same item becomes selected in every grid. */
    public void select(GridRow row) {
        if (row == null) {
            return;
        }
        document.selectionProperty().set(ItemRef.of(table, row).path());
        message.set(unfilledWarning(row));
    }

    /** A derived key cell: the entity's template computes it, so it is read-only. */
    @Override
    public boolean isDerived(GridRow row, String column) {
        return entity(row).map(e -> e.keyTemplates().containsKey(column)).orElse(false);
    }

    /** Why a row cannot be edited here, or empty when it can. */
    public Optional<String> readOnlyReason(GridRow row) {
        if (row.source().entity() == null) {
            return Optional.of("This item belongs to no entity; give the table an entity whose key templates match it to edit it.");
        }
        return Optional.empty();
    }

    /** True, with the reason shown, when this cell cannot be edited (a derived key, an item of no entity). */
    @Override
    public boolean explainReadOnly(GridRow row, String column) {
        Optional<String> reason = readOnlyReason(row).or(() -> isDerived(row, column)
                ? Optional.of(column + " is derived from its key template; edit the attributes it is made of.")
                : Optional.empty());
        reason.ifPresent(message::set);
        return reason.isPresent();
    }

    /**
     * Commits a typed cell: parsed as the cell's type and applied as one undo step.
     *
     * @return empty when applied, else why the input was refused (the model is unchanged)
     */
    @Override
    public Optional<String> edit(GridRow row, String column, String text) {
        if (explainReadOnly(row, column)) {
            return Optional.of(message.get());
        }
        AttributeType type = typeOf(row, column);
        AttributeValue value;
        try {
            value = type == null ? CellInput.guess(text) : CellInput.parse(text, type);
        } catch (IllegalArgumentException e) {
            return refuse(column + " (" + type + "): " + e.getMessage());
        }
        if (value.equals(row.value(column))) {
            return Optional.empty();
        }
        watch(row.source().entity(), row.source().ordinal(), "changed");
        return apply(ItemEdits.set(table, row.source().entity(), row.source().ordinal(), column, value));
    }

    /** Removes one attribute from an item (an empty cell is an empty string, not a missing attribute). */
    public Optional<String> removeValue(GridRow row, String column) {
        if (explainReadOnly(row, column)) {
            return Optional.of(message.get());
        }
        watch(row.source().entity(), row.source().ordinal(), "changed");
        return apply(ItemEdits.set(table, row.source().entity(), row.source().ordinal(), column, null));
    }

    /** The type a cell's text is read as: its value's, else the entity's declaration, else the table's. */
    AttributeType typeOf(GridRow row, String column) {
        AttributeValue current = row.value(column);
        if (current != null) {
            return current.type();
        }
        Optional<AttributeType> declared = entity(row).flatMap(e -> e.attribute(column)).map(AttributeDef::type);
        if (declared.isPresent()) {
            return declared.get();
        }
        return tableDesign().flatMap(t -> t.attributeType(column)).orElse(null);
    }

    /** Adds a new item of an entity, its id attributes given fresh values so its keys are unique; selects it. */
    public Optional<String> addItem(String entityName) {
        Optional<Entity> e = tableDesign().flatMap(t -> t.entity(entityName));
        if (e.isEmpty()) {
            return refuse("There is no entity '" + entityName + "'.");
        }
        Item fresh = NewItems.of(e.get());
        watch(entityName, e.get().items().size(), "added");
        Optional<String> refused = apply(ItemEdits.add(table, entityName, List.of(fresh)));
        if (refused.isEmpty()) {
            int ordinal = tableDesign().flatMap(t -> t.entity(entityName)).map(x -> x.items().size() - 1).orElse(0);
            document.selectionProperty().set(new ItemRef(table, entityName, ordinal).path());
        }
        return refused;
    }

    public Optional<String> duplicate(List<GridRow> selected) {
        return perEntity("Duplicate", selected, (entity, positions) -> ItemEdits.duplicate(table, entity, positions));
    }

    public Optional<String> delete(List<GridRow> selected) {
        return perEntity("Delete", selected, (entity, positions) -> ItemEdits.delete(table, entity, positions));
    }

    private Optional<String> perEntity(String verb, List<GridRow> selected,
            BiFunction<String, TreeSet<Integer>, Edit> edit) {
        Map<String, TreeSet<Integer>> byEntity = new LinkedHashMap<>();
        for (GridRow r : selected) {
            if (readOnlyReason(r).isPresent()) {
                return refuse(readOnlyReason(r).get());
            }
            byEntity.computeIfAbsent(r.source().entity(), k -> new TreeSet<>()).add(r.source().ordinal());
        }
        if (byEntity.isEmpty()) {
            return refuse("Select the items to " + verb.toLowerCase(Locale.ROOT) + ".");
        }
        List<Edit> edits = new ArrayList<>();
        byEntity.forEach((entity, positions) -> edits.add(edit.apply(entity, positions)));
        return apply(edits.size() == 1 ? edits.get(0)
                : Edit.compound(verb + " " + selected.size() + " items", edits));
    }

    /** The rows as DynamoDB JSON: one object, or an array of them. */
    public String copyAsJson(List<GridRow> selected) {
        return ItemsJson.render(selected.stream().map(r -> r.source().item()).toList());
    }

    /** The rows as CSV under this grid's header. */
    public String copyAsCsv(List<GridRow> selected) {
        List<String> names = columns.stream().map(PivotLayout.Column::name).toList();
        return PivotCsv.render(names, selected.stream().map(r -> r.source().item().attributes()).toList());
    }

    private String unfilledWarning(GridRow row) {
        Optional<Entity> e = entity(row);
        Optional<TableDesign> t = tableDesign();
        if (e.isEmpty() || t.isEmpty() || row.source().ordinal() >= e.get().items().size()) {
            return "";
        }
        Item stored = e.get().items().get(row.source().ordinal());
        List<KeyDerivation.Unfilled> unfilled = KeyDerivation.deriveAll(t.get(), e.get(), stored).unfilled();
        return unfilled.stream().map(u -> u.attribute() + " not derived: " + u.reason())
                .collect(Collectors.joining("; "));
    }

    private Optional<String> apply(Edit edit) {
        hiddenByFilter.set("");
        Optional<String> refused = document.apply(edit);
        message.set(refused.orElse(""));
        if (refused.isPresent()) {
            edited = null;
        }
        return refused;
    }

    private Optional<String> refuse(String reason) {
        message.set(reason);
        return Optional.of(reason);
    }

    private Optional<TableDesign> tableDesign() {
        DataModel m = document.model();
        return m == null ? Optional.empty() : m.table(table);
    }

    private Optional<Entity> entity(GridRow row) {
        String name = row.source().entity();
        return name == null ? Optional.empty() : tableDesign().flatMap(t -> t.entity(name));
    }
}
