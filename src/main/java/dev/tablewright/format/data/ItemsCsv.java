package dev.tablewright.format.data;

import dev.tablewright.format.pivot.PivotCsv;

/**
 * A selection's items as CSV (RFC 4180, CRLF): one header of every attribute, keys first, then one row
 * an item in the model's order. Cells as the pivot's CSV writes them (S as text, N, B base64, BOOL,
 * NULL; L, M and sets as DynamoDB JSON); an attribute the item lacks is an empty cell.
 */
public final class ItemsCsv {
    private ItemsCsv() {
    }

    public static String render(ItemSelection selection) {
        return PivotCsv.render(selection.columns(), selection.items().stream().map(i -> i.attributes()).toList());
    }
}
