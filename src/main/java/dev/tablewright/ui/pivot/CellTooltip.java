package dev.tablewright.ui.pivot;

import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;

/**
 * A cell's tooltip: its text kept as the cell is reused for other rows, the tooltip itself made when the mouse
 * first enters the cell and given new text after. A tooltip is a popup control with a scene of its own, styled
 * when it is made: one new per cell update made scrolling a grid of 100,000 rows spend a third of each pulse
 * making tooltips nobody hovered over, and one per cell as the scroll first reached rows with something to say
 * still held the first pulses of a scroll over 50 ms (docs/performance.md, "Grids at scale").
 */
final class CellTooltip {
    /** The width a full value's tooltip wraps at: a 768-number vector is a paragraph, not a line across the screen. */
    static final double FULL_VALUE_WIDTH = 520;
    private final Control owner;
    private String text;
    private boolean fullValue;
    private Tooltip tip;

    CellTooltip(Control owner) {
        this.owner = owner;
        // Installed as the mouse enters: the tooltip's own handlers then see the moves that show it.
        owner.addEventHandler(MouseEvent.MOUSE_ENTERED, e -> apply());
    }

    /** Shows {@code text} as the owner's tooltip; null for none. */
    void show(String text) {
        show(text, false);
    }

    /** @param fullValue a value in full, wrapped at {@link #FULL_VALUE_WIDTH} */
    void show(String text, boolean fullValue) {
        this.text = text;
        this.fullValue = fullValue;
        if (tip != null || owner.isHover()) {
            apply();
        }
    }

    private void apply() {
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
