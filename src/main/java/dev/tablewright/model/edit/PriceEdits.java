package dev.tablewright.model.edit;

import dev.tablewright.model.PriceTable;

/** The prices the model's access patterns are costed at: set the user's own, or go back to the defaults. */
public final class PriceEdits {
    private PriceEdits() {
    }

    /** @param prices null for the defaults ({@link PriceTable#US_EAST_1}) */
    public static Edit set(PriceTable prices) {
        return new Edit(prices == null ? "Use the default prices" : "Set prices (" + prices.label() + ")",
                m -> m.withPrices(prices));
    }
}
