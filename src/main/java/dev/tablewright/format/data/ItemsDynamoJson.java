package dev.tablewright.format.data;

import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.StreamedArrayNode;

import java.io.IOException;
import java.io.Writer;

/** A selection's items as one JSON array of items in DynamoDB JSON ({@code [{"PK": {"S": "…"}, …}]}). */
public final class ItemsDynamoJson {
    private ItemsDynamoJson() {
    }

    public static String render(ItemSelection selection) {
        return ItemsExporter.text(ItemsDynamoJson::write, selection);
    }

    /** The same text onto {@code out}, item by item. */
    public static void write(ItemSelection selection, Writer out) throws IOException {
        Json.pretty(StreamedArrayNode.of(selection.items(), DynamoJson::encodeItem), out);
        out.write('\n');
    }
}
