package dev.tablewright.ui.explorer;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.SortOp;
import dev.tablewright.operation.read.ReadForm;
import dev.tablewright.operation.read.ReadKind;
import dev.tablewright.operation.read.ReadRequests;
import dev.tablewright.operation.run.PageReads;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.operations.ResultItems;
import dev.tablewright.ui.pivot.GridSnapshot;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A live table's items as the pivoted grid, by the table or one of its indexes, read page by page:
 * Show reads the first page, Load more the next, Load all every page left (progress and cancel in
 * the tasks panel) up to {@link #MAX_SHOWN} items, so memory stays bounded. A Query takes a partition
 * value and an optional sort condition; a Scan an optional filter. Every read and the grid's layout run
 * off the FX thread. FX thread only.
 */
public final class BrowseViewModel {
    /** The most items held and shown, as the query tabs' Load all. */
    public static final int MAX_SHOWN = 100_000;
    /** Items per page for Show and Load more: a screenful or two, quick on any table. */
    static final int PAGE = 100;

    private final TaskRunner tasks;
    private final Supplier<Gateway> gateway;
    private final ObservableValue<TableDesign> design;
    private final Supplier<TableDesign> gridDesign;
    private final int cap;
    private final StringProperty index = new SimpleStringProperty("");
    private final BooleanProperty query = new SimpleBooleanProperty(false);
    private final StringProperty partitionValue = new SimpleStringProperty("");
    private final ObjectProperty<SortOp> sortOp = new SimpleObjectProperty<>(SortOp.EQ);
    private final StringProperty sortValue = new SimpleStringProperty("");
    private final StringProperty sortValue2 = new SimpleStringProperty("");
    private final StringProperty filterAttribute = new SimpleStringProperty("");
    private final ObjectProperty<FilterOp> filterOp = new SimpleObjectProperty<>(FilterOp.EQ);
    private final StringProperty filterValue = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<GridSnapshot> grid = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper more = new ReadOnlyBooleanWrapper();

    /** What was read so far: the request, its items, and where the next page starts (null: none left). */
    private PatternRequest.Read request;
    private String shownIndex;
    private List<Item> items = List.of();
    private Map<String, AttributeValue> next;
    private TaskRunner.Handle running;

    /** A read's outcome, laid out off the FX thread. */
    private record Loaded(List<Item> items, Map<String, AttributeValue> next, GridSnapshot grid, boolean capped) {
    }

    /**
     * @param design     the live table, null until described: what requests are built on
     * @param gridDesign what the grid lays items out by (the model's table, when it matches)
     * @param cap        the most items held ({@link #MAX_SHOWN}; less in tests)
     */
    BrowseViewModel(TaskRunner tasks, Supplier<Gateway> gateway, ObservableValue<TableDesign> design,
            Supplier<TableDesign> gridDesign, int cap) {
        this.cap = cap;
        this.tasks = tasks;
        this.gateway = gateway;
        this.design = design;
        this.gridDesign = gridDesign;
    }

    /** Reads the first page of what the form says, replacing what is shown. */
    public void show() {
        PatternRequest.Read built = build(PAGE);
        if (built == null || busy.get()) {
            return;
        }
        request = built;
        shownIndex = blankToNull(index.get());
        items = List.of();
        next = null;
        read("Reading " + title(), List.of(), null);
    }

    /** Reads the next page, added to what is shown. */
    public void loadMore() {
        if (request != null && next != null && !busy.get()) {
            read("Reading more of " + title(), items, next);
        }
    }

    /**
     * Reads every page of what the form says from the beginning, up to {@link #MAX_SHOWN} items: in
     * DynamoDB's largest pages, the grid laid out once at the end.
     */
    public void loadAll() {
        PatternRequest.Read built = build(null);
        if (built == null || busy.get()) {
            return;
        }
        request = built;
        shownIndex = blankToNull(index.get());
        TableDesign layout = gridDesign.get();
        String index = shownIndex;
        start("Reading all of " + title(), tasks.run("Reading all of " + title(), p -> {
            PageReads.Capped sink = new PageReads.Capped(cap);
            PageReads.Totals totals = PageReads.all(gateway.get(), built, p, sink);
            // Load more after a capped Load all would hold more than the cap: nothing is left to load.
            return new Loaded(sink.items(), null, ResultItems.grid(layout.name(), layout, index, sink.items()),
                    totals.stopped() || sink.truncated());
        }, this::loaded, this::failed, this::cancelled));
    }

    /**
     * After a write: the item of {@code key} is now {@code now} (empty: deleted). What is shown changes
     * in place, without reading the table again: the row shows the item as the shown index holds it,
     * leaves when the index no longer holds it, and a new item joins at the end; the grid is laid out
     * again off the FX thread.
     */
    void replace(Map<String, AttributeValue> key, Optional<Item> now) {
        TableDesign t = design.getValue();
        if (t == null || request == null) {
            return; // nothing shown yet: the next read shows it
        }
        Optional<Item> shown = now.flatMap(IndexShape.of(t, shownIndex)::asShown);
        List<Item> updated = new ArrayList<>(items);
        int at = position(updated, t, key);
        if (at >= 0 && shown.isPresent()) {
            updated.set(at, shown.get());
        } else if (at >= 0) {
            updated.remove(at);
        } else {
            shown.ifPresent(updated::add);
        }
        relayout(updated);
    }

    /** After a delete of several items: their rows leave. */
    void removeAll(List<Map<String, AttributeValue>> keys) {
        TableDesign t = design.getValue();
        if (t == null || request == null) {
            return;
        }
        List<Item> updated = new ArrayList<>(items);
        for (Map<String, AttributeValue> key : keys) {
            int at = position(updated, t, key);
            if (at >= 0) {
                updated.remove(at);
            }
        }
        relayout(updated);
    }

    private static int position(List<Item> items, TableDesign t, Map<String, AttributeValue> key) {
        List<String> names = t.keySchema().names();
        for (int i = 0; i < items.size(); i++) {
            Map<String, AttributeValue> attributes = items.get(i).attributes();
            if (names.stream().allMatch(n -> Objects.equals(attributes.get(n), key.get(n)))) {
                return i;
            }
        }
        return -1;
    }

    private void relayout(List<Item> updated) {
        List<Item> now = List.copyOf(updated);
        items = now;
        TableDesign layout = gridDesign.get();
        String index = shownIndex;
        tasks.run("Laying out " + title(), p -> ResultItems.grid(layout.name(), layout, index, now), g -> {
            if (items == now) { // a later read or write replaced them meanwhile
                grid.set(g);
                summary.set(count(now.size()) + (next != null ? "; more to load" : ""));
            }
        }, e -> error.set("Could not lay out " + title() + ": " + RunFailures.sentence(e)), () -> { });
    }

    private static String count(int n) {
        return String.format("%,d", n) + (n == 1 ? " item" : " items");
    }

    /** The index the grid shows, null for the table (or before the first read). */
    String shownIndex() {
        return shownIndex;
    }

    /** Stops the read under way; what was shown stays. */
    public void cancel() {
        if (running != null) {
            running.cancel();
        }
    }

    private void read(String title, List<Item> before, Map<String, AttributeValue> start) {
        PatternRequest.Read page = PageReads.from(request, start);
        TableDesign layout = gridDesign.get();
        String index = shownIndex;
        start(title, tasks.run(title, p -> {
            Page got = gateway.get().read(page);
            List<Item> all = new ArrayList<>(before.size() + got.items().size());
            all.addAll(before);
            List<Item> taken = got.items().subList(0, Math.min(got.items().size(), cap - before.size()));
            all.addAll(taken);
            boolean capped = all.size() >= cap && (got.lastEvaluatedKey() != null || taken.size() < got.items().size());
            return new Loaded(List.copyOf(all), capped ? null : got.lastEvaluatedKey(),
                    ResultItems.grid(layout.name(), layout, index, all), capped);
        }, this::loaded, this::failed, this::cancelled));
    }

    private void start(String title, TaskRunner.Handle handle) {
        // The handle may come back already done (a runner that works at once).
        if (!handle.isDone()) {
            running = handle;
            busy.set(true);
            summary.set(title + "…");
        }
    }

    private void loaded(Loaded r) {
        finished();
        items = r.items();
        next = r.next();
        more.set(next != null);
        grid.set(r.grid());
        int n = items.size();
        summary.set(String.format("%,d", n) + (n == 1 ? " item" : " items") + (r.capped()
                ? ": stopped at " + String.format("%,d", cap) + " shown; narrow the read to see the rest"
                : next != null ? "; more to load" : ", all of them"));
    }

    private void failed(Throwable e) {
        finished();
        error.set("Could not read " + title() + ": " + RunFailures.sentence(e));
    }

    private void cancelled() {
        finished();
        summary.set("Cancelled; " + String.format("%,d", items.size()) + " items shown");
    }

    private void finished() {
        running = null;
        busy.set(false);
        error.set("");
    }

    /** The request the form describes, or null with the reason in {@link #errorProperty()}. */
    private PatternRequest.Read build(Integer limit) {
        TableDesign t = design.getValue();
        if (t == null) {
            error.set("The table is not described yet");
            return null;
        }
        try {
            String idx = blankToNull(index.get());
            var keys = ReadRequests.keys(t, idx);
            List<FilterRow> filters = filterAttribute.get().isBlank() ? List.of()
                    : List.of(FilterRow.of(filterAttribute.get(), filterOp.get(), filterValue.get()));
            ReadForm form = new ReadForm(query.get() ? ReadKind.QUERY : ReadKind.SCAN, t.name(), idx,
                    values(partitionValue.get(), keys.partitionKeys().size()),
                    values(sortValue.get(), keys.sortKeys().size()), sortOp.get(), sortValue2.get(), filters, "",
                    limit, true, false, 1);
            error.set("");
            return ReadRequests.build(form, t);
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return null;
        }
    }

    /** One value per key attribute: a multi-attribute key's values are typed "a, b" in key order. */
    private static List<String> values(String text, int attributes) {
        if (attributes <= 1) {
            return List.of(text == null ? "" : text);
        }
        return Arrays.stream((text == null ? "" : text).split(",", -1)).map(String::strip).toList();
    }

    private String title() {
        TableDesign t = design.getValue();
        String name = t == null ? "the table" : t.name();
        String idx = blankToNull(index.get());
        return idx == null ? name : name + " by " + idx;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    /** The index to read ("" for the table). */
    public StringProperty indexProperty() {
        return index;
    }

    /** True for a Query on the key condition, false for a Scan (with the optional filter). */
    public BooleanProperty queryProperty() {
        return query;
    }

    /** A Query's partition value; for a multi-attribute key, the values in key order separated by commas. */
    public StringProperty partitionValueProperty() {
        return partitionValue;
    }

    public ObjectProperty<SortOp> sortOpProperty() {
        return sortOp;
    }

    /** A Query's optional sort condition value ("" for none). */
    public StringProperty sortValueProperty() {
        return sortValue;
    }

    /** BETWEEN's upper bound. */
    public StringProperty sortValue2Property() {
        return sortValue2;
    }

    /** The attribute of the optional filter ("" for none). */
    public StringProperty filterAttributeProperty() {
        return filterAttribute;
    }

    public ObjectProperty<FilterOp> filterOpProperty() {
        return filterOp;
    }

    public StringProperty filterValueProperty() {
        return filterValue;
    }

    /** The items read so far, pivoted; null before the first read. */
    public ReadOnlyObjectProperty<GridSnapshot> gridProperty() {
        return grid.getReadOnlyProperty();
    }

    /** "300 items; more to load", "stopped at 100,000 shown…". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Why the last read could not run, in one line; "" otherwise. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** True while a read runs. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** True when Load more has a next page to read. */
    public ReadOnlyBooleanProperty moreProperty() {
        return more.getReadOnlyProperty();
    }

    /** The items read so far (at most {@link #MAX_SHOWN}). */
    public List<Item> items() {
        return items;
    }
}
