package dev.tablewright.format.dynamo;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.Item;
import java.util.List;

/** Items as DynamoDB JSON for the clipboard: one item as an object, several as an array. */
public final class ItemsJson {
    private ItemsJson() {
    }

    public static String render(List<Item> items) {
        if (items.size() == 1) {
            return Json.pretty(DynamoJson.encodeItem(items.get(0)));
        }
        ArrayNode array = Json.array();
        items.forEach(i -> array.add(DynamoJson.encodeItem(i)));
        return Json.pretty(array);
    }
}
