package dev.tablewright.ui.pivot;

import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import javafx.scene.control.TableCell;

/**
 * A read-only cell of an item's value: as a grid shows it, a vector compactly ({@link VectorText})
 * with its full value as the tooltip.
 */
public final class ValueCell<S> extends TableCell<S, AttributeValue> {
    private final boolean vectorAttribute;
    private final CellTooltip tooltip = new CellTooltip(this);

    /** @param vectorAttribute the column is a vector index's vector attribute: any list of numbers is a vector */
    public ValueCell(boolean vectorAttribute) {
        this.vectorAttribute = vectorAttribute;
    }

    @Override
    protected void updateItem(AttributeValue value, boolean empty) {
        super.updateItem(value, empty);
        if (empty || value == null) {
            setText(null);
            tooltip.show(null);
            return;
        }
        setText(VectorText.cell(value, vectorAttribute));
        tooltip.show(VectorText.compact(value, vectorAttribute).isPresent() ? CellText.of(value) : null, true);
    }
}
