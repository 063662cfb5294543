package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a resumed commit still has to write into a table: the model's items the table does not hold,
 * and those it holds otherwise than the model has them (put again, so the table ends as the model
 * says). Items of the table the model does not have are left alone: a resume deletes nothing.
 *
 * <p>One full, strongly consistent, parallel Scan reads what is there (a commit's tables hold sample
 * data, small next to what a Scan reads a second), compared in memory: cheaper than a conditional put
 * per item, and it finds the items that differ, which {@code attribute_not_exists} would skip.
 */
final class ResumeItems {
    private static final int SEGMENTS = 4;

    private ResumeItems() {
    }

    /** @param steps reads again, after a backoff, a Scan that failed in a passing way (from the start) */
    static List<Item> missing(Gateway gateway, TableSteps steps, String table, KeySchema keys, List<Item> model) {
        Map<Map<String, AttributeValue>, Item> there = steps.retried("reading the items already in " + table, () -> {
            Map<Map<String, AttributeValue>, Item> read = new HashMap<>();
            ScanRequest scan = new ScanRequest(table, null, "", "", Expr.NONE, null, null, null, null, null, true);
            ScanAllPages.of(gateway, scan, SEGMENTS).run(page -> {
                synchronized (read) {
                    page.forEach(i -> read.put(key(i, keys), i));
                }
            });
            return read;
        });
        return model.stream().filter(i -> !i.equals(there.get(key(i, keys)))).toList();
    }

    private static Map<String, AttributeValue> key(Item item, KeySchema keys) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (AttributeDef k : keys.partitionKeys()) {
            key.put(k.name(), item.attributes().get(k.name()));
        }
        for (AttributeDef k : keys.sortKeys()) {
            key.put(k.name(), item.attributes().get(k.name()));
        }
        return key;
    }
}
