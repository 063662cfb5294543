package dev.tablewright.format.data;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.Item;

import dev.tablewright.format.json.StreamedArrayNode;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A selection's items as the files {@code aws dynamodb batch-write-item --request-items file://F}
 * takes: {@code {"Table": [{"PutRequest": {"Item": …}}, …]}}, at most 25 puts a file (DynamoDB's limit
 * on one BatchWriteItem), one file a chunk, named {@code <label>-0001.json} and so on.
 */
public final class BatchWriteFiles {
    /** DynamoDB's limit on the requests of one BatchWriteItem. */
    public static final int MAX_PUTS = 25;

    /** One request file: its name and its JSON. */
    public record RequestFile(String name, String json) {
    }

    private BatchWriteFiles() {
    }

    /**
     * Every chunk in one JSON array, each element a whole {@code --request-items} value; run them with
     * {@code jq -c '.[]' F | while read -r r; do aws dynamodb batch-write-item --request-items "$r"; done}.
     * Written chunk by chunk as they are made.
     */
    public static void array(ItemSelection selection, Writer out) throws IOException {
        List<Item> items = selection.items();
        List<Integer> starts = IntStream.iterate(0, from -> from < items.size(), from -> from + MAX_PUTS).boxed().toList();
        Json.pretty(StreamedArrayNode.of(starts, from -> request(selection.table().name(), items, from)), out);
        out.write('\n');
    }

    public static List<RequestFile> render(ItemSelection selection) {
        List<Item> items = selection.items();
        List<RequestFile> files = new ArrayList<>();
        for (int from = 0; from < items.size(); from += MAX_PUTS) {
            files.add(new RequestFile(String.format("%s-%04d.json", selection.label(), files.size() + 1),
                    Json.pretty(request(selection.table().name(), items, from)) + "\n"));
        }
        return files;
    }

    /** One BatchWriteItem's requests: the puts of the items from {@code from}, at most {@link #MAX_PUTS}. */
    private static ObjectNode request(String table, List<Item> items, int from) {
        ObjectNode request = Json.object();
        ArrayNode puts = request.putArray(table);
        for (Item i : items.subList(from, Math.min(items.size(), from + MAX_PUTS))) {
            puts.addObject().putObject("PutRequest").set("Item", DynamoJson.encodeItem(i));
        }
        return request;
    }
}
