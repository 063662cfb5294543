package dev.tablewright.format.pivot;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;

/**
 * A pivot as JSON for scripts: columns, then blocks with their partition key (DynamoDB JSON; for a
 * multi-attribute key the first attribute's value, and {@code partitionValues}: every partition
 * attribute's value by name), item count and rows ({@code entity}, {@code item} in DynamoDB JSON),
 * in display order. Written as a stream, one row's tree at a time, indented as {@link Json#pretty}
 * indents, with a final newline.
 */
public final class PivotJson {
    private PivotJson() {
    }

    /** The fields a result adds after the pivot's. */
    private interface More {
        void write(JsonGenerator g) throws IOException;
    }

    public static String render(PivotLayout pivot) {
        StringWriter json = new StringWriter();
        write(pivot, new PrintWriter(json));
        return json.toString();
    }

    public static void write(PivotLayout pivot, PrintWriter out) {
        write(pivot, out, g -> { });
    }

    /**
     * A request's result: the pivot plus DynamoDB's {@code count}, {@code scannedCount} and
     * {@code lastEvaluatedKey} (DynamoDB JSON, or null when the result is complete).
     */
    public static void writeResult(PivotLayout pivot, int count, int scannedCount,
            Map<String, AttributeValue> lastEvaluatedKey, PrintWriter out) {
        write(pivot, out, g -> {
            g.writeNumberField("count", count);
            g.writeNumberField("scannedCount", scannedCount);
            g.writeFieldName("lastEvaluatedKey");
            g.writeTree(lastEvaluatedKey == null ? null : DynamoJson.encodeItem(new Item(lastEvaluatedKey)));
        });
    }

    private static void write(PivotLayout pivot, Writer out, More more) {
        try (JsonGenerator g = Json.prettyGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("title", pivot.title());
            g.writeNumberField("itemCount", pivot.itemCount());
            g.writeNumberField("tableItemCount", pivot.tableItemCount());
            g.writeBooleanField("sparse", pivot.sparse());
            g.writeArrayFieldStart("columns");
            for (PivotLayout.Column c : pivot.columns()) {
                g.writeStartObject();
                g.writeStringField("name", c.name());
                g.writeBooleanField("key", c.key());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("blocks");
            for (PivotLayout.Block b : pivot.blocks()) {
                block(g, pivot, b);
            }
            g.writeEndArray();
            more.write(g);
            g.writeEndObject();
            g.flush();
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void block(JsonGenerator g, PivotLayout pivot, PivotLayout.Block b) throws IOException {
        g.writeStartObject();
        g.writeFieldName("partitionKey");
        g.writeTree(b.partitionKey() == null ? null : DynamoJson.encode(b.partitionKey()));
        if (b.partitionValues().size() > 1) {
            // A multi-attribute key: every partition attribute by name (the first columns, in key order).
            g.writeObjectFieldStart("partitionValues");
            for (int i = 0; i < b.partitionValues().size(); i++) {
                g.writeFieldName(pivot.columns().get(i).name());
                g.writeTree(DynamoJson.encode(b.partitionValues().get(i)));
            }
            g.writeEndObject();
        }
        g.writeNumberField("count", b.size());
        g.writeArrayFieldStart("rows");
        for (PivotLayout.Row r : b.rows()) {
            g.writeStartObject();
            g.writeStringField("entity", r.entity());
            g.writeFieldName("item");
            g.writeTree(DynamoJson.encodeItem(new Item(r.values())));
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }
}
