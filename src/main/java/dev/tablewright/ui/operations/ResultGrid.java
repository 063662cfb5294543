package dev.tablewright.ui.operations;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.pivot.CellEdits;
import dev.tablewright.ui.pivot.EntitySwatch;
import dev.tablewright.ui.pivot.GridCell;
import dev.tablewright.ui.pivot.GridRow;
import dev.tablewright.ui.pivot.GridSnapshot;
import dev.tablewright.ui.pivot.ValueCell;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

/**
 * A run's items pivoted as the designer's grids show them (one block per partition, the merged
 * partition cell on its first row, the key columns first). Read-only unless given {@link CellEdits}
 * ({@link #editWith}): then its cells are the designer's {@link GridCell}s, typed into and committed
 * through those edits (the explorer's live items).
 */
public final class ResultGrid extends TableView<GridRow> {
    private static final PseudoClass BLOCK_START = PseudoClass.getPseudoClass("block-start");
    private CellEdits edits;
    /** What the columns were built for: the swatch or not, the headers. */
    private List<String> shape = List.of();

    public ResultGrid() {
        getStyleClass().add("pivot-grid");
        getStylesheets().add(ResultGrid.class.getResource("/dev/tablewright/ui/pivot/pivot.css").toExternalForm());
        Label placeholder = new Label("Run the request to see its items.");
        placeholder.setWrapText(true); // the results side is narrow at the default window size
        setPlaceholder(placeholder);
        setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(GridRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(BLOCK_START, !empty && row != null && row.firstInBlock());
                markExpired(this, empty || row == null || edits == null ? Optional.empty() : edits.expiry(row));
            }
        });
    }

    /** An item whose TTL is past, as the designer's grid marks its row: the style class and the reason as tooltip. */
    private static void markExpired(TableRow<GridRow> row, Optional<String> expiry) {
        row.getStyleClass().remove(GridCell.EXPIRED);
        if (expiry.isPresent()) {
            row.getStyleClass().add(GridCell.EXPIRED);
        }
        row.setTooltip(expiry.map(Tooltip::new).orElse(null));
    }

    /** Makes the cells editable through {@code edits}, several rows selectable; applies from the next {@link #show}. */
    public void editWith(CellEdits edits) {
        this.edits = edits;
        setEditable(true);
        getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
    }

    /** The rows selected, in selection order. */
    public List<GridRow> selectedRows() {
        return List.copyOf(getSelectionModel().getSelectedItems());
    }

    public void show(GridSnapshot grid) {
        if (grid != null && shape(grid).equals(shape)) {
            getItems().setAll(grid.rows()); // the same columns (a row edited): the scroll position stays
            return;
        }
        getColumns().clear();
        shape = grid == null ? List.of() : shape(grid);
        if (grid == null) {
            getItems().clear();
            return;
        }
        if (grid.rows().stream().anyMatch(r -> !r.entity().isEmpty())) {
            getColumns().add(EntitySwatch.column()); // the table has a model: its entities' colours
        }
        if (edits != null) {
            editableColumns(grid);
        } else {
            TableColumn<GridRow, String> partition = new TableColumn<>(grid.partitionHeader());
            partition.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().partitionText()));
            getColumns().add(partition);
            grid.columns().stream().skip(grid.partitionColumns()).forEach(column -> {
                TableColumn<GridRow, AttributeValue> c = new TableColumn<>(column.name());
                c.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue().value(column.name())));
                c.setCellFactory(x -> new ValueCell<>(false)); // a vector compactly, in full as the tooltip
                getColumns().add(c);
            });
        }
        getItems().setAll(grid.rows());
    }

    private static List<String> shape(GridSnapshot grid) {
        List<String> shape = new ArrayList<>();
        shape.add(Boolean.toString(grid.rows().stream().anyMatch(r -> !r.entity().isEmpty())));
        shape.add(grid.partitionHeader());
        grid.columns().stream().skip(grid.partitionColumns()).forEach(c -> shape.add(c.name()));
        return shape;
    }

    /** The merged partition cell (a key: never edited) and one editing cell per other attribute. */
    private void editableColumns(GridSnapshot grid) {
        String first = grid.columns().isEmpty() ? "" : grid.columns().get(0).name();
        getColumns().add(column(grid.partitionHeader(), first, true));
        grid.columns().stream().skip(grid.partitionColumns())
                .forEach(c -> getColumns().add(column(c.name(), c.name(), false)));
    }

    private TableColumn<GridRow, GridRow> column(String header, String attribute, boolean partition) {
        TableColumn<GridRow, GridRow> c = new TableColumn<>(header);
        c.setSortable(false); // DynamoDB's order is the point of the grid
        c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue()));
        c.setCellFactory(x -> new GridCell(edits, attribute, partition));
        c.setId("column-" + attribute);
        return c;
    }
}
