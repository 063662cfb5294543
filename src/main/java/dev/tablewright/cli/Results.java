package dev.tablewright.cli;

import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.pivot.PivotJson;
import dev.tablewright.format.request.RequestJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;

/** A page of results as query and run print it: the grid, then the count and where the next page starts. */
final class Results {
    private Results() {
    }

    static void print(PrintWriter out, PrintWriter err, PivotCommand.OutputFormat format, String title, TableDesign t,
            KeySchema keys, Page page) {
        PivotLayout layout = PivotLayout.ofResult(title, t, keys, page.items());
        if (format == PivotCommand.OutputFormat.json) {
            PivotJson.writeResult(layout, page.count(), page.scannedCount(), page.lastEvaluatedKey(), out);
            out.println();
        } else {
            format.write(layout, out);
            // csv stays machine-readable on stdout: the summary goes to stderr
            PrintWriter summary = format == PivotCommand.OutputFormat.text ? out : err;
            summary.println(page.count() + (page.count() == 1 ? " item" : " items") + ", " + page.scannedCount() + " read");
            if (page.hasMore()) {
                summary.println("LastEvaluatedKey: " + RequestJson.key(inKeyOrder(page.lastEvaluatedKey(), keys, t)));
            }
        }
        out.flush();
        err.flush();
    }

    /** The key schema of the table, or of its index. */
    static KeySchema keysOf(TableDesign t, String index) {
        if (index == null) {
            return t.keySchema();
        }
        return t.index(index).map(i -> i.keySchema(t.keySchema())).orElse(t.keySchema());
    }

    /** The key's attributes in schema order (the index's keys, then the table's), whatever order it came in. */
    private static Map<String, AttributeValue> inKeyOrder(Map<String, AttributeValue> key, KeySchema keys, TableDesign t) {
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        for (String name : keys.names()) {
            if (key.containsKey(name)) {
                ordered.put(name, key.get(name));
            }
        }
        for (String name : t.keySchema().names()) {
            if (key.containsKey(name)) {
                ordered.put(name, key.get(name));
            }
        }
        ordered.putAll(key);
        return ordered;
    }
}
