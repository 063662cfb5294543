package dev.tablewright.format.data;

import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.model.DataModel;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;

/**
 * The sample-data targets of {@code export}: a model of one table (or narrowed to one table or entity
 * by {@link ItemSelection#narrow}) as CSV, DynamoDB JSON or batch-write requests, written item by item
 * as they are made (a million items' text is never held whole).
 */
public record ItemsExporter(String target, String description, String extension, Renderer renderer)
        implements Exporter {

    /** Writes a selection's items onto a writer, as they are made. */
    @FunctionalInterface
    public interface Renderer {
        void write(ItemSelection selection, Writer out) throws IOException;
    }

    public static List<ItemsExporter> all() {
        return List.of(
                new ItemsExporter("csv", "sample items as CSV, keys first (one table, or --table/--entity)", "csv",
                        ItemsCsv::write),
                new ItemsExporter("dynamodb-json", "sample items as a JSON array of DynamoDB JSON items", "json",
                        ItemsDynamoJson::write),
                new ItemsExporter("batch-write", "sample items as a JSON array of batch-write-item requests, 25 puts each",
                        "json", BatchWriteFiles::array));
    }

    /** @throws IllegalArgumentException when the model has several tables and none was chosen */
    @Override
    public Export export(DataModel model) {
        ItemSelection s = ItemSelection.of(model);
        return new Export(text(renderer, s), warnings(s));
    }

    /** @throws IllegalArgumentException when the model has several tables and none was chosen */
    @Override
    public List<String> write(DataModel model, Writer out) throws IOException {
        ItemSelection s = ItemSelection.of(model);
        renderer.write(s, out);
        out.flush();
        return warnings(s);
    }

    private static List<String> warnings(ItemSelection s) {
        return s.items().isEmpty() ? List.of(s.label() + " has no sample items") : List.of();
    }

    /** What {@code renderer} writes, as one text (for a selection small enough to hold). */
    static String text(Renderer renderer, ItemSelection selection) {
        StringWriter text = new StringWriter();
        try {
            renderer.write(selection, text);
        } catch (IOException e) {
            throw new UncheckedIOException("a string writer does not fail", e);
        }
        return text.toString();
    }
}
