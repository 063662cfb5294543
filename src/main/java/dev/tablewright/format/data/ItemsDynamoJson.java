package dev.tablewright.format.data;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;

/** A selection's items as one JSON array of items in DynamoDB JSON ({@code [{"PK": {"S": "…"}, …}]}). */
public final class ItemsDynamoJson {
    private ItemsDynamoJson() {
    }

    public static String render(ItemSelection selection) {
        ArrayNode array = Json.array();
        selection.items().forEach(i -> array.add(DynamoJson.encodeItem(i)));
        return Json.pretty(array) + "\n";
    }
}
