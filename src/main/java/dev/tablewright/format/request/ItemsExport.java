package dev.tablewright.format.request;

import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.pivot.PivotCsv;
import dev.tablewright.model.Item;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes items page by page as they arrive, so an export of every page never holds them all: CSV
 * (under columns fixed up front), DynamoDB JSON (one array of items) or JSON Lines (one item a line).
 * Open it on the stream {@link dev.tablewright.io.AtomicFile} gives, add pages, then finish.
 */
public final class ItemsExport {
    /** The three export formats, with the file extension each suggests. */
    public enum Format {
        CSV("csv"), DYNAMODB_JSON("json"), JSON_LINES("jsonl");

        private final String extension;

        Format(String extension) {
            this.extension = extension;
        }

        public String extension() {
            return extension;
        }
    }

    private final Format format;
    private final List<String> columns;
    private final String header;
    private final Writer out;
    private int written;

    /** @param columns the CSV header (attributes outside it are not written); unused for JSON */
    public ItemsExport(Format format, List<String> columns, OutputStream out) throws IOException {
        this.format = format;
        this.columns = List.copyOf(columns);
        this.header = PivotCsv.render(this.columns, List.of());
        this.out = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        if (format == Format.CSV) {
            this.out.write(header);
        } else if (format == Format.DYNAMODB_JSON) {
            this.out.write("[");
        }
    }

    public void add(List<Item> items) throws IOException {
        for (Item item : items) {
            switch (format) {
                case CSV -> out.write(PivotCsv.render(columns, List.of(item.attributes())).substring(header.length()));
                case DYNAMODB_JSON -> out.write((written == 0 ? "\n  " : ",\n  ") + Json.compact(DynamoJson.encodeItem(item)));
                case JSON_LINES -> out.write(Json.compact(DynamoJson.encodeItem(item)) + "\n");
            }
            written++;
        }
    }

    /** Closes the JSON array and flushes; the caller closes the stream. */
    public void finish() throws IOException {
        if (format == Format.DYNAMODB_JSON) {
            out.write(written == 0 ? "]\n" : "\n]\n");
        }
        out.flush();
    }

    public int written() {
        return written;
    }
}
