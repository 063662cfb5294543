package dev.tablewright.format.data;

import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.model.DataModel;

import java.util.List;
import java.util.function.Function;

/**
 * The sample-data targets of {@code export}: a model of one table (or narrowed to one table or entity
 * by {@link ItemSelection#narrow}) as CSV, DynamoDB JSON or batch-write requests.
 */
public record ItemsExporter(String target, String description, String extension,
        Function<ItemSelection, String> render) implements Exporter {

    public static List<ItemsExporter> all() {
        return List.of(
                new ItemsExporter("csv", "sample items as CSV, keys first (one table, or --table/--entity)", "csv",
                        ItemsCsv::render),
                new ItemsExporter("dynamodb-json", "sample items as a JSON array of DynamoDB JSON items", "json",
                        ItemsDynamoJson::render),
                new ItemsExporter("batch-write", "sample items as a JSON array of batch-write-item requests, 25 puts each",
                        "json", BatchWriteFiles::array));
    }

    /** @throws IllegalArgumentException when the model has several tables and none was chosen */
    @Override
    public Export export(DataModel model) {
        ItemSelection s = ItemSelection.of(model);
        List<String> warnings = s.items().isEmpty() ? List.of(s.label() + " has no sample items") : List.of();
        return new Export(render.apply(s), warnings);
    }
}
