package dev.tablewright.ui.pivot;

import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.EntityColors;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything one grid shows, computed off the FX thread from a pivot layout: columns, the rows in
 * display order, the legend and the sentences above the grid. Immutable; the ViewModel swaps it in.
 *
 * @param index            null for the base table
 * @param partitionColumns how many leading columns the merged partition cell stands for (several for
 *                         a multi-attribute key)
 */
public record GridSnapshot(String table, String index, String title, List<PivotLayout.Column> columns,
        List<GridRow> rows, List<LegendEntry> legend, String caption, String sparseNote, int partitionColumns) {

    /** One entity in the legend, with its colour and how many rows of this grid it has. */
    public record LegendEntry(String entity, String colour, int rows) {
    }

    public GridSnapshot {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
        legend = List.copyOf(legend);
    }

    /** The merged partition column's header: "PK", or "tournamentId, region". */
    public String partitionHeader() {
        return String.join(", ", columns.subList(0, Math.min(partitionColumns, columns.size())).stream()
                .map(PivotLayout.Column::name).toList());
    }

    /** The tab's name: the table, or the index. */
    public String tabName() {
        return index == null ? table : index;
    }

    public static GridSnapshot of(TableDesign table, String index, PivotLayout layout) {
        Map<String, String> colours = new LinkedHashMap<>();
        for (int i = 0; i < table.entities().size(); i++) {
            colours.put(table.entities().get(i).name(), EntityColors.of(i));
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        List<GridRow> rows = new ArrayList<>(layout.itemCount());
        for (PivotLayout.Block block : layout.blocks()) {
            GridRow.Block partition = new GridRow.Block(CellText.partition(block.partitionValues()), block.size());
            boolean first = true;
            for (PivotLayout.Row r : block.rows()) {
                rows.add(new GridRow(first, first ? partition.text(block.size()) : "", r.entity(),
                        colours.getOrDefault(r.entity(), EntityColors.of(-1)), r.source(), partition));
                counts.merge(r.entity(), 1, Integer::sum);
                first = false;
            }
        }
        List<LegendEntry> legend = new ArrayList<>();
        for (Entity e : table.entities()) {
            int n = counts.getOrDefault(e.name(), 0);
            // An index's legend names only the entities it holds: that is what a sparse index tells.
            if (n > 0 || index == null) {
                legend.add(new LegendEntry(e.name(), colours.get(e.name()), n));
            }
        }
        if (counts.containsKey("")) {
            legend.add(new LegendEntry("", EntityColors.of(-1), counts.get("")));
        }
        int items = layout.itemCount();
        String caption = layout.title() + " — " + plural(items, "item") + " in " + plural(layout.blocks().size(), "partition");
        String sparse = "";
        if (index != null) {
            String keys = table.index(index).map(i -> String.join(", ", i.keySchema(table.keySchema()).names())).orElse("");
            sparse = layout.sparse()
                    ? "sparse: " + items + " of " + layout.tableItemCount() + " items carry " + index + " keys (" + keys + ")"
                    : "all " + layout.tableItemCount() + " items carry " + index + " keys (" + keys + ")";
        }
        return new GridSnapshot(table.name(), index, layout.title(), layout.columns(), rows, legend, caption, sparse,
                layout.partitionColumns());
    }

    static String plural(int n, String noun) {
        return String.format("%,d %s%s", n, noun, n == 1 ? "" : "s");
    }
}
