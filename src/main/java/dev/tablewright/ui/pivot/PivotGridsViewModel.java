package dev.tablewright.ui.pivot;

import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.progress.Progress;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.common.TextClipboard;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import dev.tablewright.engine.index.SourcedItem;
import java.util.function.Consumer;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One grid per table and per index of the open model, kept current: every model change (an edit,
 * undo, opening a file) re-pivots in the background, only the tables whose design changed; the
 * newest result wins and stale ones are dropped, so the window never waits for a pivot. Grids whose
 * table or index goes away are disposed.
 */
public final class PivotGridsViewModel {
    /** Where a grid's notices also go: the window's status bar. */
    private Set<ItemRef> highlighted = Set.of();
    private Consumer<String> statusLine = line -> { };
    private final TextClipboard clipboard;
    private final TtlExpiry ttl;

    private final Document document;
    private final TaskRunner tasks;
    private final ObservableList<PivotGridViewModel> grids = FXCollections.observableArrayList();
    private final ObservableList<VectorPanelViewModel> panels = FXCollections.observableArrayList();
    private final ObservableList<DocumentTab> tabs = FXCollections.observableArrayList();
    private final LatestWins<Map<String, Pivoted>> repivot;
    private final Set<String> pivotThreads = ConcurrentHashMap.newKeySet();
    /** What the grids show, by table: handed to the next pivot so unchanged tables are reused. */
    private Map<String, Pivoted> pivoted = Map.of();

    /** A table's design and the grids made from it (the table's, then each index's). */
    private record Pivoted(TableDesign design, List<GridSnapshot> snapshots) {
    }

    /** Grids whose Copy puts nothing anywhere (tests). */
    public PivotGridsViewModel(Document document, TaskRunner tasks) {
        this(document, tasks, TextClipboard.DISCARD);
    }

    /** @param clipboard where the grids' Copy puts the rows */
    public PivotGridsViewModel(Document document, TaskRunner tasks, TextClipboard clipboard) {
        this(document, tasks, clipboard, Clock.systemUTC());
    }

    /** @param clock what "now" is when the grids mark items whose time to live is past */
    public PivotGridsViewModel(Document document, TaskRunner tasks, TextClipboard clipboard, Clock clock) {
        this.clipboard = clipboard;
        this.ttl = new TtlExpiry(clock);
        this.document = document;
        this.tasks = tasks;
        this.repivot = new LatestWins<>(tasks);
        document.modelProperty().addListener((o, a, b) -> repivot(b));
        repivot(document.model());
    }

    /** The grids in tab order: each table, then its GSIs and LSIs. */
    public ObservableList<PivotGridViewModel> grids() {
        return grids;
    }

    /** A search panel per vector index of the open model, in table order (issue 26). */
    public ObservableList<VectorPanelViewModel> vectorPanels() {
        return panels;
    }

    /**
     * The grids and the vector index panels in the order their tabs show: each table's grid, its GSIs' and
     * LSIs', then its vector indexes' panels; then the next table's. Set after {@link #grids()} and
     * {@link #vectorPanels()}, so a listener sees both current.
     */
    public ObservableList<DocumentTab> tabs() {
        return tabs;
    }

    /** True while a pivot runs in the background; false again however it ends. */
    public ReadOnlyBooleanProperty pivotingProperty() {
        return repivot.runningProperty();
    }

    /** The names of the threads that did pivot work (tests prove it is never the FX thread). */
    public Set<String> pivotThreads() {
        return Set.copyOf(pivotThreads);
    }

    private void repivot(DataModel model) {
        if (model == null) {
            repivot.cancel();
            pivoted = Map.of();
            grids.forEach(PivotGridViewModel::dispose);
            grids.clear();
            panels.clear();
            tabs.clear();
            return;
        }
        Map<String, Pivoted> before = pivoted;
        // Cancelled or failed: the grids keep showing the last pivot, and the next change tries again.
        repivot.submit("Updating grids", progress -> pivot(model, before, progress),
                outcome -> outcome.dispatch(this::show, failure -> { }, () -> { }));
    }

    private Map<String, Pivoted> pivot(DataModel model, Map<String, Pivoted> before, Progress progress) {
        pivotThreads.add(Thread.currentThread().getName());
        Map<String, Pivoted> all = new LinkedHashMap<>();
        for (TableDesign t : model.tables()) {
            if (progress.isCancelled()) {
                break; // replaced by a newer pivot: this result is dropped anyway
            }
            Pivoted last = before.get(t.name());
            // Edits share what they do not touch, so an untouched table is mostly the same object.
            boolean unchanged = last != null && (last.design() == t || last.design().equals(t));
            all.put(t.name(), unchanged ? last : new Pivoted(t, snapshots(t)));
        }
        return all;
    }

    private static List<GridSnapshot> snapshots(TableDesign t) {
        List<GridSnapshot> all = new ArrayList<>();
        List<PivotLayout> layouts = PivotLayout.all(t);
        List<SecondaryIndex> indexes = t.indexes();
        for (int i = 0; i < layouts.size(); i++) {
            String index = i == 0 ? null : indexes.get(i - 1).name();
            all.add(GridSnapshot.of(t, index, layouts.get(i)));
        }
        return all;
    }

    /**
     * Marks the items an access pattern returns in every grid that shows them (the selection stays
     * where it is); an empty list clears the marks.
     */
    public void highlight(String table, List<SourcedItem> items) {
        Set<ItemRef> refs = items.stream().filter(i -> i.ordinal() >= 0)
                .map(i -> new ItemRef(table, i.entity(), i.ordinal()))
                .collect(java.util.stream.Collectors.toUnmodifiableSet());
        highlighted = refs;
        grids.forEach(g -> g.highlight(refs));
    }

    /** Sends the grids' notices (an edited item the filter hides) to the window's status bar too. */
    public void reportTo(Consumer<String> status) {
        statusLine = status;
    }

    private void show(Map<String, Pivoted> now) {
        pivoted = now;
        Map<String, PivotGridViewModel> existing = new LinkedHashMap<>();
        grids.forEach(g -> existing.put(key(g.table(), g.index()), g));
        List<PivotGridViewModel> next = new ArrayList<>();
        for (Pivoted p : now.values()) {
            for (GridSnapshot s : p.snapshots()) {
                PivotGridViewModel g = existing.remove(key(s.table(), s.index()));
                if (g == null) {
                    g = new PivotGridViewModel(document, tasks, s.table(), s.index(), clipboard, ttl);
                    g.reportTo(line -> statusLine.accept(line));
                    g.highlight(highlighted);
                }
                if (g.snapshotProperty().get() != s) {
                    g.apply(s);
                }
                next.add(g);
            }
        }
        // The grids that stay keep their filters and scroll positions; the others let go of the document.
        existing.values().forEach(PivotGridViewModel::dispose);
        if (!next.equals(grids)) {
            grids.setAll(next);
        }
        showPanels(now);
        showTabs(now);
    }

    /** Each table's tabs together: its grids, then its vector indexes' panels. */
    private void showTabs(Map<String, Pivoted> now) {
        List<DocumentTab> next = new ArrayList<>();
        for (String table : now.keySet()) {
            grids.stream().filter(g -> g.table().equals(table)).forEach(next::add);
            panels.stream().filter(p -> p.table().equals(table)).forEach(next::add);
        }
        if (!next.equals(tabs)) {
            tabs.setAll(next);
        }
    }

    /** A panel per vector index: those that stay keep what was typed and read the model again. */
    private void showPanels(Map<String, Pivoted> now) {
        Map<String, VectorPanelViewModel> existing = new LinkedHashMap<>();
        panels.forEach(p -> existing.put(key(p.table(), p.index()), p));
        List<VectorPanelViewModel> next = new ArrayList<>();
        for (Pivoted p : now.values()) {
            for (var v : p.design().vectorIndexes()) {
                VectorPanelViewModel panel = existing.remove(key(p.design().name(), v.name()));
                if (panel == null) {
                    panel = new VectorPanelViewModel(document, tasks, p.design().name(), v.name());
                } else {
                    panel.refresh();
                }
                next.add(panel);
            }
        }
        if (!next.equals(panels)) {
            panels.setAll(next);
        }
    }

    private static String key(String table, String index) {
        return table + "\u0000" + Objects.requireNonNullElse(index, "");
    }
}
