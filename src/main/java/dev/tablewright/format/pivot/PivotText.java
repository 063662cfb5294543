package dev.tablewright.format.pivot;

import dev.tablewright.engine.pivot.PivotLayout;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A pivot as a plain-text table for terminals: the partition-key cell is written once per block
 * with the block's item count, the way the grid merges it.
 */
public final class PivotText {
    private static final int MAX_CELL = 40;

    private PivotText() {
    }

    public static String render(PivotLayout pivot) {
        StringWriter text = new StringWriter();
        write(pivot, new PrintWriter(text));
        return text.toString();
    }

    /**
     * Writes the table row by row. The column widths need every row, so the rows are gone through
     * twice (measured, then written) rather than kept as text: a million items print in the memory
     * of one row.
     */
    public static void write(PivotLayout pivot, PrintWriter out) {
        // A multi-attribute partition is one merged column holding the tuple, as the grid shows it.
        int merged = Math.max(1, Math.min(pivot.partitionColumns(), pivot.columns().size()));
        List<String> names = pivot.columns().stream().map(PivotLayout.Column::name).toList();
        List<String> headers = new ArrayList<>();
        if (!names.isEmpty()) {
            headers.add(String.join(", ", names.subList(0, merged)));
            headers.addAll(names.subList(merged, names.size()));
        }
        int[] widths = new int[headers.size()];
        for (int c = 0; c < headers.size(); c++) {
            widths[c] = headers.get(c).length();
        }
        eachRow(pivot, names, merged, cells -> {
            for (int c = 0; c < cells.size(); c++) {
                widths[c] = Math.max(widths[c], cells.get(c).length());
            }
        });
        StringBuilder line = new StringBuilder();
        out.append(summary(pivot)).append('\n');
        line(out, line, headers, widths);
        for (int c = 0; c < widths.length; c++) {
            line.append(c == 0 ? "" : "-+-").append("-".repeat(widths[c]));
        }
        out.append(line.toString().stripTrailing()).append('\n');
        eachRow(pivot, names, merged, cells -> line(out, line, cells, widths));
        out.flush();
    }

    /** Each row's cells in display order: the block's merged partition cell on its first row, blank below. */
    private static void eachRow(PivotLayout pivot, List<String> names, int merged, Consumer<List<String>> row) {
        List<String> cells = new ArrayList<>(names.size());
        for (PivotLayout.Block block : pivot.blocks()) {
            boolean first = true;
            for (PivotLayout.Row r : block.rows()) {
                cells.clear();
                cells.add(clip(first ? CellText.partition(block.partitionValues()) + " (" + block.size() + ")" : ""));
                for (int c = merged; c < names.size(); c++) {
                    cells.add(clip(CellText.of(r.value(names.get(c)))));
                }
                row.accept(cells);
                first = false;
            }
        }
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

    private static void line(PrintWriter out, StringBuilder l, List<String> cells, int[] widths) {
        l.setLength(0);
        for (int c = 0; c < cells.size(); c++) {
            if (c > 0) {
                l.append(" | ");
            }
            l.append(cells.get(c)).append(" ".repeat(widths[c] - cells.get(c).length()));
        }
        int end = l.length();
        while (end > 0 && Character.isWhitespace(l.charAt(end - 1))) {
            end--;
        }
        out.append(l, 0, end).append('\n');
        l.setLength(0);
    }

    private static String clip(String s) {
        String oneLine = s.replace('\n', ' ').replace('\r', ' ');
        return oneLine.length() <= MAX_CELL ? oneLine : oneLine.substring(0, MAX_CELL - 1) + "…";
    }
}
