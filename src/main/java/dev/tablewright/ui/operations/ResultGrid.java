package dev.tablewright.ui.operations;

import dev.tablewright.format.pivot.CellText;
import dev.tablewright.ui.pivot.EntitySwatch;
import dev.tablewright.ui.pivot.GridRow;
import dev.tablewright.ui.pivot.GridSnapshot;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

/**
 * A run's items pivoted as the designer's grids show them (one block per partition, the merged
 * partition cell on its first row, the key columns first), read-only: the items live on the
 * connection, not in the model.
 */
public final class ResultGrid extends TableView<GridRow> {
    private static final PseudoClass BLOCK_START = PseudoClass.getPseudoClass("block-start");

    public ResultGrid() {
        getStyleClass().add("pivot-grid");
        getStylesheets().add(ResultGrid.class.getResource("/dev/tablewright/ui/pivot/pivot.css").toExternalForm());
        setPlaceholder(new Label("Run the request to see its items."));
        setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(GridRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(BLOCK_START, !empty && row != null && row.firstInBlock());
            }
        });
    }

    public void show(GridSnapshot grid) {
        getColumns().clear();
        if (grid == null) {
            getItems().clear();
            return;
        }
        if (grid.rows().stream().anyMatch(r -> !r.entity().isEmpty())) {
            getColumns().add(EntitySwatch.column()); // the table has a model: its entities' colours
        }
        TableColumn<GridRow, String> partition = new TableColumn<>(grid.partitionHeader());
        partition.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().partitionText()));
        getColumns().add(partition);
        grid.columns().stream().skip(grid.partitionColumns()).forEach(column -> {
            TableColumn<GridRow, String> c = new TableColumn<>(column.name());
            c.setCellValueFactory(v -> new ReadOnlyStringWrapper(CellText.of(v.getValue().value(column.name()))));
            getColumns().add(c);
        });
        getItems().setAll(grid.rows());
    }
}
