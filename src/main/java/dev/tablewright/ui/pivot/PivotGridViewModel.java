package dev.tablewright.ui.pivot;

import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.common.TextClipboard;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
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
 * the legend, the selected item (shared with every other grid through the document selection). Its
 * edits of sample items are {@link GridItemEdits}', its commands over the selected rows
 * {@link GridCommands}'.
 */
public final class PivotGridViewModel implements DocumentTab {
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
    private final EditedItem edited;
    private final GridItemEdits edits;
    private final GridCommands commands;
    private Consumer<String> statusLine = line -> { };
    /** The items an access pattern returns, shown marked. */
    private Set<ItemRef> highlighted = Set.of();
    private final ReadOnlyIntegerWrapper highlightVersion = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyIntegerWrapper selectedRow = new ReadOnlyIntegerWrapper(-1);
    private final LatestWins<List<GridRow>> filtering;
    private final ChangeListener<ModelPath> selectionFollower = (o, a, b) -> followSelection();

    PivotGridViewModel(Document document, TaskRunner tasks, String table, String index, TextClipboard clipboard,
            TtlExpiry ttl) {
        this.document = document;
        this.table = table;
        this.index = index;
        this.filtering = new LatestWins<>(tasks);
        this.edited = new EditedItem(table, this::filtered);
        this.edits = new GridItemEdits(document, table, edited, ttl);
        this.commands = new GridCommands(edits, columns, clipboard);
        textFilter.addListener((o, a, b) -> filterChanged());
        entityFilter.addListener((o, a, b) -> filterChanged());
        document.selectionProperty().addListener(selectionFollower);
    }

    /** Its table or index went away: stop following the document, so nothing keeps this grid alive. */
    void dispose() {
        document.selectionProperty().removeListener(selectionFollower);
        edits.dispose();
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

    /** True while a filter's rows are being computed (off the FX thread); the rows shown are the previous ones. */
    public ReadOnlyBooleanProperty filteringProperty() {
        return filtering.runningProperty();
    }

    /** "showing 3 of 49" while a filter hides rows, else "". */
    public ReadOnlyStringProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /** The last refusal or warning for the user ("N: expected a number", "GSI2PK not derived: …"). */
    public ReadOnlyStringProperty messageProperty() {
        return edits.messageProperty();
    }

    /** Edits of sample items: a cell, add, duplicate, delete. */
    public GridItemEdits edits() {
        return edits;
    }

    /** Duplicate, Delete, Copy over the selected rows; the grid's Edit commands. */
    public GridCommands commands() {
        return commands;
    }

    /**
     * "The edited item no longer matches the filter…" when an edit or an added item left the rows
     * shown: the item did not vanish, the filter hides it ({@link #clearFilters()} shows it).
     */
    public ReadOnlyStringProperty hiddenByFilterProperty() {
        return edited.hiddenByFilterProperty();
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
        edited.forget();
        refilter();
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
                .collect(Collectors.collectingAndThen(Collectors.toList(), ShownBlocks::of)), outcome -> outcome.dispatch(kept -> show(s, kept),
                        failure -> edits.say("Could not filter: " + failure.getMessage()),
                        () -> edits.say("Filtering cancelled; the rows shown are from before the filter changed.")));
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
        edited.check(s.rows(), visible)
                .ifPresent(notice -> statusLine.accept(tabName() + ": " + notice + " Clear the filter to see it."));
        rows.setAll(visible);
        shown.set(visible.size() == s.rows().size() ? ""
                : String.format("showing %,d of %,d", visible.size(), s.rows().size()));
        followSelection();
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
        edits.say(edits.unfilledWarning(row));
    }

    private Optional<dev.tablewright.model.TableDesign> tableDesign() {
        return edits.tableDesign();
    }
}
