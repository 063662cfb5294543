package dev.tablewright.ui.inspector;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.ListViewSkin;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.Region;

/**
 * A short list as tall as its rows, so each row shows in full with no scroll bar: its cells ask for no width of
 * their own (they wrap to the list's) and the list asks for the height the rows take at its width. For lists of a
 * few rows (a table's vector indexes), where a fixed height either cuts a wrapped row off or scrolls.
 */
final class RowsHighListSkin<T> extends ListViewSkin<T> {
    /** CellSkinBase's default cell size. */
    private static final double DEFAULT_CELL_SIZE = 24;
    /** Before the rows were first laid out: about one line per row. */
    private static final double ROW_GUESS = 26;
    /** The rows' height at the list's width as last laid out; negative until then. */
    private double rowsHeight = -1;
    private boolean remeasure;

    RowsHighListSkin(ListView<T> list) {
        super(list);
        list.setMinHeight(Region.USE_PREF_SIZE);
        list.setMaxHeight(Region.USE_PREF_SIZE);
    }

    /** Sizes {@code list} to its rows; its cells must not ask for width (see {@link #wrapping}). */
    static <T> void apply(ListView<T> list) {
        list.setSkin(new RowsHighListSkin<>(list));
    }

    /**
     * A cell that wraps its text to the list's width instead of widening the list, as tall as its lines: the
     * theme's fixed {@code -fx-cell-size} is put back to JavaFX's default, the one value for which a cell's
     * skin computes its height from its content; the padding keeps the lines off the rows' edges.
     */
    static void wrapping(ListCell<?> cell) {
        cell.setWrapText(true);
        cell.setPrefWidth(0);
        cell.setStyle("-fx-cell-size: " + DEFAULT_CELL_SIZE + "px; -fx-padding: 0.4em 0.6em 0.4em 0.6em;");
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        int rows = getSkinnable().getItems() == null ? 0 : getSkinnable().getItems().size();
        if (rows == 0) {
            Node placeholder = getSkinnable().getPlaceholder();
            return top + bottom + (placeholder == null ? ROW_GUESS : placeholder.prefHeight(-1) + ROW_GUESS / 2);
        }
        return top + bottom + (rowsHeight < 0 ? ROW_GUESS * rows : rowsHeight);
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        super.layoutChildren(x, y, w, h);
        // The cells now wrap at this width: measure them, and ask again (in the next pulse, as a layout
        // requested during one is dropped) when they take another height than the list was given.
        VirtualFlow<ListCell<T>> flow = getVirtualFlow();
        int rows = getSkinnable().getItems() == null ? 0 : getSkinnable().getItems().size();
        double measured = 0;
        for (int i = 0; i < rows; i++) {
            measured += flow.getCell(i).getLayoutBounds().getHeight();
        }
        if (rows > 0 && Math.abs(measured - rowsHeight) > 0.5) {
            rowsHeight = measured;
            if (!remeasure) {
                remeasure = true;
                Platform.runLater(() -> {
                    remeasure = false;
                    getSkinnable().requestLayout();
                });
            }
        }
    }
}
