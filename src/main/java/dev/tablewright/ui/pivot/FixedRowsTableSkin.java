package dev.tablewright.ui.pivot;

import javafx.scene.control.IndexedCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableViewSkin;
import javafx.scene.control.skin.VirtualFlow;

/**
 * A grid's table skin for rows of one fixed height ({@code -fx-fixed-cell-size} in pivot.css). With a fixed height
 * the table lays out only the rows and columns in view and estimates nothing, which is what keeps scrolling a
 * 100,000-row grid under a frame's time; this skin mends the one thing JavaFX 21 gets wrong with it.
 *
 * <p>With a fixed cell size every horizontal scroll asks the flow to lay out its rows again (to show the columns
 * scrolled into view), and JavaFX's {@code VirtualFlow} answers that with a layout pass that lays out the rows and
 * returns — dropping a vertical scroll asked for before it in the same pulse ({@code scrollTo} then
 * {@code scrollToColumn}: the rows stay where they were until something else lays the flow out). Here the rows
 * are marked for layout and the flow does its whole layout, the vertical scroll included.
 */
final class FixedRowsTableSkin<T> extends TableViewSkin<T> {

    FixedRowsTableSkin(TableView<T> table) {
        super(table);
    }

    @Override
    protected VirtualFlow<TableRow<T>> createVirtualFlow() {
        return new RowsLaidOutWithTheFlow<>();
    }

    /** A flow whose request to lay out its rows never skips its own layout. */
    static final class RowsLaidOutWithTheFlow<C extends IndexedCell<?>> extends VirtualFlow<C> {
        @Override
        protected void requestCellLayout() {
            for (C cell : getCells()) {
                if (cell != null) {
                    cell.requestLayout();
                }
            }
            requestLayout();
        }
    }
}
