package dev.tablewright.ui.pivot;

import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;

/**
 * A cell's tooltip, made once and given new text as the cell is reused for other rows. A tooltip is a
 * popup control, styled when it is made: one new per cell update made scrolling a grid of 100,000 rows
 * spend a third of each pulse making tooltips nobody hovered over (docs/performance.md, "Grids at scale").
 */
final class CellTooltip {
    /** The width a full value's tooltip wraps at: a 768-number vector is a paragraph, not a line across the screen. */
    static final double FULL_VALUE_WIDTH = 520;
    private final Control owner;
    private Tooltip tip;

    CellTooltip(Control owner) {
        this.owner = owner;
    }

    /** Shows {@code text} as the owner's tooltip; null for none. */
    void show(String text) {
        show(text, false);
    }

    /** @param fullValue a value in full, wrapped at {@link #FULL_VALUE_WIDTH} */
    void show(String text, boolean fullValue) {
        if (text == null) {
            owner.setTooltip(null);
            return;
        }
        if (tip == null) {
            tip = new Tooltip();
        }
        tip.setText(text);
        tip.setWrapText(fullValue);
        tip.setMaxWidth(fullValue ? FULL_VALUE_WIDTH : Region.USE_COMPUTED_SIZE);
        owner.setTooltip(tip);
    }
}
