package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.Item;
import dev.tablewright.model.Severity;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@code TableData} array: items in DynamoDB JSON, each with its path (for problems found later).
 * An element that is not an item is reported and left out.
 */
record ItemsReader(List<Item> items, List<String> paths) {

    static ItemsReader read(Member tableData, Diagnostics d) {
        List<Item> items = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        ArrayNode array = tableData.array(d, Severity.ERROR, "an array of items").orElse(null);
        if (array != null) {
            for (int i = 0; i < array.size(); i++) {
                String path = JsonPath.index(tableData.path(), i);
                DynamoJson.decodeItem(array.get(i), path, d).ifPresent(item -> {
                    items.add(item);
                    paths.add(path);
                });
            }
        }
        return new ItemsReader(List.copyOf(items), List.copyOf(paths));
    }
}
