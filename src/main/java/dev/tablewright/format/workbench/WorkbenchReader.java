package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A NoSQL Workbench model document (a parsed tree) to a {@link DataModel}. */
public final class WorkbenchReader {
    static final String MODEL_NAME = "ModelName";
    static final String METADATA = "ModelMetadata";
    static final String DATA_MODEL = "DataModel";
    static final String AUTHOR = "Author";
    static final String DATE_CREATED = "DateCreated";
    static final String DATE_LAST_MODIFIED = "DateLastModified";
    static final String DESCRIPTION = "Description";
    static final String AWS_SERVICE = "AWSService";
    static final String VERSION = "Version";
    private static final Set<String> KNOWN = Set.of(MODEL_NAME, METADATA, DATA_MODEL);
    private static final Set<String> METADATA_KEYS = Set.of(AUTHOR, DATE_CREATED, DATE_LAST_MODIFIED, DESCRIPTION,
            AWS_SERVICE, VERSION);

    /** The arrays a model file streams: the items of its tables and facets; one per file read. */
    public static JsonTreeReader.Streamed itemArrays() {
        return ItemsReader.itemArrays();
    }

    private WorkbenchReader() {
    }

    /** Empty only when nothing usable is there: not an object, or no {@code DataModel} array. */
    public static Optional<DataModel> read(JsonNode root, Diagnostics d) {
        if (!root.isObject()) {
            d.error(JsonPath.ROOT, "expected a JSON object (a NoSQL Workbench model), found " + Json.describe(root));
            return Optional.empty();
        }
        Member dataModel = Member.of(root, DATA_MODEL, JsonPath.ROOT);
        Optional<ArrayNode> tables = dataModel.requiredArray(d, Severity.ERROR, "an array of tables");
        if (tables.isEmpty()) {
            return Optional.empty();
        }
        Member nameMember = Member.of(root, MODEL_NAME, JsonPath.ROOT);
        String name = nameMember.requiredText(d, Severity.WARNING, "the model's name").orElse("");
        List<TableDesign> read = new ArrayList<>();
        List<JsonNode> unread = new ArrayList<>();
        for (int i = 0; i < tables.get().size(); i++) {
            JsonNode table = tables.get().get(i);
            TableReader.read(table, JsonPath.index(dataModel.path(), i), i, d)
                    .ifPresentOrElse(read::add, () -> unread.add(ItemsReader.unstreamed(table)));
        }
        ModelMetadata metadata = metadata(Member.of(root, METADATA, JsonPath.ROOT), d);
        SavedOperationsReader.Read operations = SavedOperationsReader.read(root,
                RawFields.withKeptElements(RawFields.unknown(root, KNOWN), DATA_MODEL, unread), d);
        PriceTableFormat.Read prices = PriceTableFormat.read(operations.extra(), d);
        return Optional.of(new DataModel(name, metadata, read, prices.extra(), operations.operations(),
                prices.prices().orElse(null)));
    }

    /**
     * Fields are kept as read: a missing {@code AWSService} or {@code Version} (2019 preview files)
     * stays empty and is not written. A model without the block gets today's defaults.
     */
    private static ModelMetadata metadata(Member member, Diagnostics d) {
        Optional<ObjectNode> block = member.object(d, Severity.WARNING, "an object");
        if (block.isEmpty()) {
            return ModelMetadata.empty();
        }
        ObjectNode o = block.get();
        return new ModelMetadata(field(o, AUTHOR, member, d), field(o, DATE_CREATED, member, d),
                field(o, DATE_LAST_MODIFIED, member, d), field(o, DESCRIPTION, member, d),
                field(o, AWS_SERVICE, member, d), field(o, VERSION, member, d), RawFields.unknown(o, METADATA_KEYS));
    }

    /** A metadata field; a number ({@code "Version": 2}) is read as its text. */
    private static String field(ObjectNode o, String key, Member block, Diagnostics d) {
        return Member.of(o, key, block.path()).scalarText(d, Severity.WARNING, "a string").orElse("");
    }
}
