package dev.tablewright.ui.operations;

import dev.tablewright.ui.pivot.GridSnapshot;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What a tab's last run shows, the one holder every query tab fills: the items as a pivoted grid and
 * as DynamoDB JSON; for a run that read several tables (a BatchGet, a TransactGet), a grid per table
 * and the one {@link #shownTableProperty() shown}.
 */
public final class TabResults {
    private final ReadOnlyObjectWrapper<GridSnapshot> grid = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper json = new ReadOnlyStringWrapper("");
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final StringProperty shownTable = new SimpleStringProperty("");
    private Map<String, GridSnapshot> grids = Map.of();

    public TabResults() {
        shownTable.addListener((o, a, b) -> grid.set(grids.get(b)));
    }

    /** One grid (null for none) and its JSON. */
    public void show(GridSnapshot snapshot, String text) {
        grids = Map.of();
        tables.clear();
        grid.set(snapshot);
        json.set(text);
    }

    /** A grid per table, in the order read, the first shown; and the JSON of every item. */
    public void show(Map<String, GridSnapshot> byTable, String text) {
        grids = new LinkedHashMap<>(byTable);
        tables.setAll(byTable.keySet());
        String first = byTable.isEmpty() ? "" : byTable.keySet().iterator().next();
        if (first.equals(shownTable.get())) {
            grid.set(byTable.get(first));
        } else {
            shownTable.set(first);
        }
        if (first.isEmpty()) {
            grid.set(null);
        }
        json.set(text);
    }

    public ReadOnlyObjectProperty<GridSnapshot> gridProperty() {
        return grid.getReadOnlyProperty();
    }

    /** The items in DynamoDB JSON. */
    public ReadOnlyStringProperty jsonProperty() {
        return json.getReadOnlyProperty();
    }

    /** The tables the last run read items from, when it read several; empty otherwise. */
    public ObservableList<String> tables() {
        return tables;
    }

    /** Which of {@link #tables()} the grid shows. */
    public StringProperty shownTableProperty() {
        return shownTable;
    }
}
