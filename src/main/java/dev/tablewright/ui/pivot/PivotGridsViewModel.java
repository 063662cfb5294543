package dev.tablewright.ui.pivot;

import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One grid per table and per index of the open model, kept current: every model change (an edit,
 * undo, opening a file) re-pivots in the background; the newest result wins and stale ones are
 * dropped, so the window never waits for a pivot.
 */
public final class PivotGridsViewModel {
    private final Document document;
    private final TaskRunner tasks;
    private final ObservableList<PivotGridViewModel> grids = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper pivoting = new ReadOnlyBooleanWrapper(false);
    private final Set<String> pivotThreads = ConcurrentHashMap.newKeySet();
    private TaskRunner.Handle running;
    private int generation;

    public PivotGridsViewModel(Document document, TaskRunner tasks) {
        this.document = document;
        this.tasks = tasks;
        document.modelProperty().addListener((o, a, b) -> repivot(b));
        repivot(document.model());
    }

    /** The grids in tab order: each table, then its GSIs and LSIs. */
    public ObservableList<PivotGridViewModel> grids() {
        return grids;
    }

    /** True while a pivot runs in the background. */
    public ReadOnlyBooleanProperty pivotingProperty() {
        return pivoting.getReadOnlyProperty();
    }

    /** The names of the threads that did pivot work (tests prove it is never the FX thread). */
    public Set<String> pivotThreads() {
        return Set.copyOf(pivotThreads);
    }

    private void repivot(DataModel model) {
        int mine = ++generation;
        if (running != null) {
            running.cancel();
        }
        if (model == null) {
            grids.clear();
            pivoting.set(false);
            return;
        }
        pivoting.set(true);
        running = tasks.run("Updating grids", progress -> snapshots(model), snapshots -> {
            if (mine == generation) {
                pivoting.set(false);
                show(snapshots);
            }
        }, failure -> {
            if (mine == generation) {
                pivoting.set(false);
            }
        });
    }

    private List<GridSnapshot> snapshots(DataModel model) {
        pivotThreads.add(Thread.currentThread().getName());
        List<GridSnapshot> all = new ArrayList<>();
        for (TableDesign t : model.tables()) {
            List<PivotLayout> layouts = PivotLayout.all(t);
            List<SecondaryIndex> indexes = t.indexes();
            for (int i = 0; i < layouts.size(); i++) {
                String index = i == 0 ? null : indexes.get(i - 1).name();
                all.add(GridSnapshot.of(t, index, layouts.get(i)));
            }
        }
        return all;
    }

    private void show(List<GridSnapshot> snapshots) {
        Map<String, PivotGridViewModel> existing = new LinkedHashMap<>();
        grids.forEach(g -> existing.put(key(g.table(), g.index()), g));
        List<PivotGridViewModel> next = new ArrayList<>();
        for (GridSnapshot s : snapshots) {
            PivotGridViewModel g = existing.get(key(s.table(), s.index()));
            if (g == null) {
                g = new PivotGridViewModel(document, tasks, s.table(), s.index());
            }
            g.apply(s);
            next.add(g);
        }
        // Keep the grids that stay (their filters and scroll positions), in the new order.
        if (!next.equals(grids)) {
            grids.setAll(next);
        }
    }

    private static String key(String table, String index) {
        return table + "\u0000" + Objects.requireNonNullElse(index, "");
    }
}
