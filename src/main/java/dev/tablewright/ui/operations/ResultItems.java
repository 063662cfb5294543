package dev.tablewright.ui.operations;

import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.dynamo.ItemsJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.read.ReadRequests;
import dev.tablewright.ui.pivot.GridSnapshot;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The items a run returned as every tab's {@link ResultsPane} shows them: a pivoted grid and DynamoDB JSON. */
public final class ResultItems {
    /** Items written out as DynamoDB JSON in the result's text view (the grid shows them all). */
    static final int JSON_SHOWN = 1_000;

    private ResultItems() {
    }

    /**
     * The items laid out under the keys of the table, or of its index {@code index} (null for the
     * table); with no design (null), the attributes they carry, in the order met, as one block.
     */
    public static GridSnapshot grid(String title, TableDesign table, String index, List<Item> items) {
        if (table != null) {
            KeySchema keys = ReadRequests.keys(table, index);
            return GridSnapshot.of(table, index, PivotLayout.ofResult(index == null ? table.name() : index, table,
                    keys, items));
        }
        Set<String> names = new LinkedHashSet<>();
        List<PivotLayout.Row> rows = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            names.addAll(items.get(i).attributes().keySet());
            rows.add(new PivotLayout.Row("", new SourcedItem(null, i, items.get(i))));
        }
        List<PivotLayout.Column> columns = names.stream().map(n -> new PivotLayout.Column(n, false)).toList();
        List<PivotLayout.Block> blocks = rows.isEmpty() ? List.of() : List.of(new PivotLayout.Block(List.of(), rows));
        PivotLayout layout = new PivotLayout(title, columns, blocks, items.size(), items.size(), false, 0);
        TableDesign plain = TableDesign.of(title, KeySchema.of(names.isEmpty() ? "pk" : names.iterator().next(),
                AttributeType.S));
        return GridSnapshot.of(plain, null, layout);
    }

    /**
     * The first {@link #JSON_SHOWN} items as DynamoDB JSON, "" for none.
     *
     * @param more what follows "the first 1000 of 5000 items" when some are left out ("" or "; export …")
     */
    static String json(List<Item> items, String more) {
        if (items.isEmpty()) {
            return "";
        }
        List<Item> head = items.subList(0, Math.min(items.size(), JSON_SHOWN));
        return ItemsJson.render(head) + (items.size() > head.size()
                ? "// the first " + head.size() + " of " + items.size() + " items" + more + "\n" : "");
    }
}
