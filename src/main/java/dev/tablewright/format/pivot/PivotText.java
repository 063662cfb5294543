package dev.tablewright.format.pivot;

import dev.tablewright.engine.pivot.PivotLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * A pivot as a plain-text table for terminals: the partition-key cell is written once per block
 * with the block's item count, the way the grid merges it.
 */
public final class PivotText {
    private static final int MAX_CELL = 40;

    private PivotText() {
    }

    public static String render(PivotLayout pivot) {
        // A multi-attribute partition is one merged column holding the tuple, as the grid shows it.
        int merged = Math.max(1, Math.min(pivot.partitionColumns(), pivot.columns().size()));
        List<String> names = pivot.columns().stream().map(PivotLayout.Column::name).toList();
        List<String> headers = new ArrayList<>();
        if (!names.isEmpty()) {
            headers.add(String.join(", ", names.subList(0, merged)));
            headers.addAll(names.subList(merged, names.size()));
        }
        List<List<String>> rows = new ArrayList<>();
        for (PivotLayout.Block block : pivot.blocks()) {
            boolean first = true;
            for (PivotLayout.Row row : block.rows()) {
                List<String> cells = new ArrayList<>();
                cells.add(clip(first ? CellText.partition(block.partitionValues()) + " (" + block.size() + ")" : ""));
                for (int c = merged; c < names.size(); c++) {
                    cells.add(clip(CellText.of(row.value(names.get(c)))));
                }
                rows.add(cells);
                first = false;
            }
        }
        int[] widths = new int[headers.size()];
        for (int c = 0; c < headers.size(); c++) {
            widths[c] = headers.get(c).length();
            for (List<String> r : rows) {
                widths[c] = Math.max(widths[c], r.get(c).length());
            }
        }
        StringBuilder out = new StringBuilder();
        out.append(summary(pivot)).append('\n');
        line(out, headers, widths);
        StringBuilder rule = new StringBuilder();
        for (int c = 0; c < widths.length; c++) {
            rule.append(c == 0 ? "" : "-+-").append("-".repeat(widths[c]));
        }
        out.append(rule.toString().stripTrailing()).append('\n');
        rows.forEach(r -> line(out, r, widths));
        return out.toString();
    }

    /** "Movies · GSI1 — 12 items in 4 partitions (sparse: 12 of 40 items carry its keys)". */
    public static String summary(PivotLayout pivot) {
        String s = pivot.title() + " — " + count(pivot.itemCount(), "item") + " in "
                + count(pivot.blocks().size(), "partition");
        if (pivot.sparse()) {
            s += " (sparse: " + pivot.itemCount() + " of " + count(pivot.tableItemCount(), "item") + " carry its keys)";
        }
        return s;
    }

    private static String count(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    private static void line(StringBuilder out, List<String> cells, int[] widths) {
        StringBuilder l = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            if (c > 0) {
                l.append(" | ");
            }
            l.append(cells.get(c)).append(" ".repeat(widths[c] - cells.get(c).length()));
        }
        out.append(l.toString().stripTrailing()).append('\n');
    }

    private static String clip(String s) {
        String oneLine = s.replace('\n', ' ').replace('\r', ' ');
        return oneLine.length() <= MAX_CELL ? oneLine : oneLine.substring(0, MAX_CELL - 1) + "…";
    }
}
