package dev.tablewright.ui.pivot;

import java.util.HashMap;
import java.util.Map;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.CornerRadii;
import javafx.scene.paint.Color;

/** The narrow first column of a grid: each row's entity colour, its name as the tooltip. */
public final class EntitySwatch {
    private static final double WIDTH = 8;
    /**
     * By colour, made once: an inline style, new for each row shown, had every swatch cell restyled
     * from its style sheets on every scroll step. Set in code, it is above the theme's cell
     * backgrounds, as the inline style was. FX thread only.
     */
    private static final Map<String, Background> BACKGROUNDS = new HashMap<>();

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
            private final CellTooltip tooltip = new CellTooltip(this);

            @Override
            protected void updateItem(GridRow row, boolean empty) {
                super.updateItem(row, empty);
                setBackground(empty || row == null ? null : BACKGROUNDS.computeIfAbsent(row.colour(), EntitySwatch::fill));
                tooltip.show(empty || row == null ? null : row.entity().isEmpty() ? "no entity" : row.entity());
            }
        });
        return swatch;
    }

    private static Background fill(String colour) {
        return new Background(new BackgroundFill(Color.web(colour), CornerRadii.EMPTY, Insets.EMPTY));
    }
}
