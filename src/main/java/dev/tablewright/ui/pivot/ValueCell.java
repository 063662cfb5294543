package dev.tablewright.ui.pivot;

import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;

/**
 * A read-only cell of an item's value: as a grid shows it, a vector compactly ({@link VectorText})
 * with its full value as the tooltip.
 */
public final class ValueCell<S> extends TableCell<S, AttributeValue> {
    /** The width a full value's tooltip wraps at: a 768-number vector is a paragraph, not a line across the screen. */
    private static final double TOOLTIP_WIDTH = 520;
    private final boolean vectorAttribute;

    /** @param vectorAttribute the column is a vector index's vector attribute: any list of numbers is a vector */
    public ValueCell(boolean vectorAttribute) {
        this.vectorAttribute = vectorAttribute;
    }

    @Override
    protected void updateItem(AttributeValue value, boolean empty) {
        super.updateItem(value, empty);
        if (empty || value == null) {
            setText(null);
            setTooltip(null);
            return;
        }
        setText(VectorText.cell(value, vectorAttribute));
        setTooltip(VectorText.compact(value, vectorAttribute).isPresent() ? fullValue(CellText.of(value)) : null);
    }

    /** A tooltip holding a long value in full, wrapped. */
    static Tooltip fullValue(String text) {
        Tooltip t = new Tooltip(text);
        t.setWrapText(true);
        t.setMaxWidth(TOOLTIP_WIDTH);
        return t;
    }
}
