package dev.tablewright.ui.pivot;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;

/** The narrow first column of a grid: each row's entity colour, its name as the tooltip. */
public final class EntitySwatch {
    private static final double WIDTH = 8;

    private EntitySwatch() {
    }

    public static TableColumn<GridRow, GridRow> column() {
        TableColumn<GridRow, GridRow> swatch = new TableColumn<>("");
        swatch.setPrefWidth(WIDTH);
        swatch.setMinWidth(WIDTH);
        swatch.setMaxWidth(WIDTH);
        swatch.setSortable(false);
        swatch.setReorderable(false);
        swatch.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue()));
        swatch.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(GridRow row, boolean empty) {
                super.updateItem(row, empty);
                setStyle(empty || row == null ? "" : "-fx-background-color: " + row.colour() + ";");
                setTooltip(empty || row == null ? null : new Tooltip(row.entity().isEmpty() ? "no entity" : row.entity()));
            }
        });
        return swatch;
    }
}
