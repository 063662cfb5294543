package dev.tablewright.format.data;

import dev.tablewright.format.pivot.PivotCsv;
import dev.tablewright.model.Item;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * A selection's items as CSV (RFC 4180, CRLF): one header of every attribute, keys first, then one row
 * an item in the model's order. Cells as the pivot's CSV writes them (S as text, N, B base64, BOOL,
 * NULL; L, M and sets as DynamoDB JSON); an attribute the item lacks is an empty cell.
 */
public final class ItemsCsv {
    private ItemsCsv() {
    }

    public static String render(ItemSelection selection) {
        return ItemsExporter.text(ItemsCsv::write, selection);
    }

    /** The same text onto {@code out}, row by row. */
    public static void write(ItemSelection selection, Writer out) throws IOException {
        List<String> columns = selection.columns();
        out.write(PivotCsv.render(columns, List.of()));
        for (Item i : selection.items()) {
            out.write(PivotCsv.line(columns, i.attributes()));
        }
    }
}
