package dev.tablewright.format.dynamo;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;

/** Items as DynamoDB JSON for the clipboard (one item as an object, several as an array) and for comparing. */
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

    /**
     * One item as DynamoDB JSON with one attribute a line, {@code first} (the key) first and the rest by
     * name: versions of an item shown side by side line up attribute for attribute.
     */
    public static String lines(Item item, List<String> first) {
        List<String> names = new ArrayList<>();
        first.stream().filter(item::has).forEach(names::add);
        item.attributes().keySet().stream().filter(n -> !names.contains(n)).sorted().forEach(names::add);
        StringBuilder text = new StringBuilder("{\n");
        for (int i = 0; i < names.size(); i++) {
            ObjectNode one = Json.object();
            one.set(names.get(i), DynamoJson.encode(item.attributes().get(names.get(i))));
            String member = Json.compact(one);
            text.append("  ").append(member, 1, member.length() - 1).append(i < names.size() - 1 ? ",\n" : "\n");
        }
        return text.append("}").toString();
    }
}
