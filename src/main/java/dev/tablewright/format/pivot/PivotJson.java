package dev.tablewright.format.pivot;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Map;

/**
 * A pivot as JSON for scripts: columns, then blocks with their partition key (DynamoDB JSON; for a
 * multi-attribute key the first attribute's value, and {@code partitionValues}: every partition
 * attribute's value by name), item count and rows ({@code entity}, {@code item} in DynamoDB JSON),
 * in display order.
 */
public final class PivotJson {
    private PivotJson() {
    }

    public static String render(PivotLayout pivot) {
        return Json.pretty(tree(pivot));
    }

    /**
     * A request's result: the pivot plus DynamoDB's {@code count}, {@code scannedCount} and
     * {@code lastEvaluatedKey} (DynamoDB JSON, or null when the result is complete).
     */
    public static String renderResult(PivotLayout pivot, int count, int scannedCount,
            Map<String, AttributeValue> lastEvaluatedKey) {
        ObjectNode root = tree(pivot);
        root.put("count", count);
        root.put("scannedCount", scannedCount);
        if (lastEvaluatedKey == null) {
            root.putNull("lastEvaluatedKey");
        } else {
            root.set("lastEvaluatedKey", DynamoJson.encodeItem(new Item(lastEvaluatedKey)));
        }
        return Json.pretty(root);
    }

    private static ObjectNode tree(PivotLayout pivot) {
        ObjectNode root = Json.object();
        root.put("title", pivot.title());
        root.put("itemCount", pivot.itemCount());
        root.put("tableItemCount", pivot.tableItemCount());
        root.put("sparse", pivot.sparse());
        ArrayNode columns = root.putArray("columns");
        pivot.columns().forEach(c -> columns.addObject().put("name", c.name()).put("key", c.key()));
        ArrayNode blocks = root.putArray("blocks");
        for (PivotLayout.Block b : pivot.blocks()) {
            ObjectNode block = blocks.addObject();
            block.set("partitionKey", DynamoJson.encode(b.partitionKey()));
            if (b.partitionValues().size() > 1) {
                // A multi-attribute key: every partition attribute by name (the first columns, in key order).
                ObjectNode values = block.putObject("partitionValues");
                for (int i = 0; i < b.partitionValues().size(); i++) {
                    values.set(pivot.columns().get(i).name(), DynamoJson.encode(b.partitionValues().get(i)));
                }
            }
            block.put("count", b.size());
            ArrayNode rows = block.putArray("rows");
            for (PivotLayout.Row r : b.rows()) {
                ObjectNode row = rows.addObject();
                row.put("entity", r.entity());
                row.set("item", DynamoJson.encodeItem(new Item(r.values())));
            }
        }
        return root;
    }
}
