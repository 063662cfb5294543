package dev.tablewright.format.pivot;

import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A pivot as CSV (RFC 4180): a header of attribute names, key attributes first, then one row per
 * item in display order. S as text, N as its number text, B as base64, BOOL and NULL as
 * {@code true}/{@code false}/{@code null}; lists, maps and sets as DynamoDB JSON.
 */
public final class PivotCsv {
    private PivotCsv() {
    }

    public static String render(PivotLayout pivot) {
        List<String> names = pivot.columns().stream().map(PivotLayout.Column::name).toList();
        List<Map<String, AttributeValue>> rows = new ArrayList<>(pivot.itemCount());
        for (PivotLayout.Block block : pivot.blocks()) {
            for (PivotLayout.Row r : block.rows()) {
                rows.add(r.values());
            }
        }
        return render(names, rows);
    }

    /** Some rows under the given header (a grid's copied selection). */
    public static String render(List<String> columns, List<Map<String, AttributeValue>> rows) {
        StringBuilder out = new StringBuilder();
        row(out, columns);
        for (Map<String, AttributeValue> r : rows) {
            out.append(line(columns, r));
        }
        return out.toString();
    }

    /** One row's line, CRLF included, under the given header (for writers that go row by row). */
    public static String line(List<String> columns, Map<String, AttributeValue> row) {
        StringBuilder out = new StringBuilder();
        row(out, columns.stream().map(n -> cell(row.get(n))).toList());
        return out.toString();
    }

    /** One value as a CSV cell's text (before quoting). */
    public static String cell(AttributeValue v) {
        if (v == null) {
            return "";
        }
        if (v instanceof AttributeValue.S s) {
            return s.value();
        }
        if (v instanceof AttributeValue.N || v instanceof AttributeValue.B || v instanceof AttributeValue.Bool
                || v instanceof AttributeValue.Null) {
            return CellText.of(v);
        }
        return Json.compact(DynamoJson.encode(v));
    }

    private static void row(StringBuilder out, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(quote(cells.get(i)));
        }
        out.append("\r\n");
    }

    static String quote(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
