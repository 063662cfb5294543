package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** A table resource's {@code VectorIndexes} entry as the model's {@link VectorIndex}. */
final class VectorIndexReader {
    private static final Set<String> READ = Set.of("IndexName", "VectorAttribute", "Dimensions",
            "DistanceFunction", "Projection", "SearchSchema");

    private final Diagnostics d;
    private final TemplateValues values;
    private final IndexFields fields;

    VectorIndexReader(Diagnostics d, TemplateValues values, IndexFields fields) {
        this.d = d;
        this.values = values;
        this.fields = fields;
    }

    /**
     * A {@code VectorIndex}: every member read, the search-schema attributes from AttributeDefinitions;
     * what the model cannot hold is an error at its path, as for a GSI.
     */
    Optional<VectorIndex> read(JsonNode v, String path, Map<String, AttributeType> types) {
        Optional<String> name = fields.text(v, "IndexName", path);
        Optional<String> attribute = fields.text(v.path("VectorAttribute"), "AttributeName", JsonPath.key(path, "VectorAttribute"));
        String dp = JsonPath.key(path, "Dimensions");
        Optional<Long> dimensions = values.wholeNumber(v.path("Dimensions")).filter(n -> n >= 1 && n <= Integer.MAX_VALUE);
        if (dimensions.isEmpty()) {
            d.error(dp, "expected the number of dimensions (a whole number, 1 to 4,096), found "
                    + Json.describe(v.path("Dimensions")));
        }
        Optional<DistanceFunction> distance = fields.text(v, "DistanceFunction", path).flatMap(f -> {
            Optional<DistanceFunction> parsed = DistanceFunction.parse(f);
            if (parsed.isEmpty()) {
                d.error(JsonPath.key(path, "DistanceFunction"), "expected COSINE, DOT_PRODUCT or EUCLIDEAN, found '" + f + "'");
            }
            return parsed;
        });
        Optional<Projection> projection = fields.projection(v.path("Projection"), JsonPath.key(path, "Projection"));
        Optional<String> hash = Optional.empty();
        List<String> filters = new ArrayList<>();
        boolean schemaRead = true;
        JsonNode schema = v.path("SearchSchema");
        String sp = JsonPath.key(path, "SearchSchema");
        for (int i = 0; schema.isArray() && i < schema.size(); i++) {
            String ep = JsonPath.index(sp, i);
            Optional<String> a = fields.text(schema.get(i), "AttributeName", ep);
            Optional<String> type = fields.text(schema.get(i), "SearchSchemaElementType", ep);
            if (a.isEmpty() || type.isEmpty()) {
                schemaRead = false;
            } else if (!types.containsKey(a.get())) {
                d.error(JsonPath.key(ep, "AttributeName"), "'" + a.get() + "' has no AttributeDefinitions entry"
                        + " (a search-schema attribute is declared as a key is)");
                schemaRead = false;
            } else if (type.get().equals("HASH") && hash.isEmpty()) {
                hash = a;
            } else if (type.get().equals("INLINE_FILTER")) {
                filters.add(a.get());
            } else {
                d.error(JsonPath.key(ep, "SearchSchemaElementType"), type.get().equals("HASH")
                        ? "a search schema has at most one HASH element"
                        : "expected HASH or INLINE_FILTER, found '" + type.get() + "'");
                schemaRead = false;
            }
        }
        if (!schema.isMissingNode() && !schema.isArray()) {
            d.error(sp, "expected a list, found " + Json.describe(schema));
            schemaRead = false;
        }
        v.properties().stream().filter(e -> !READ.contains(e.getKey())).forEach(e -> d.warning(
                JsonPath.key(path, e.getKey()), "not kept: the model has no place for a vector index's " + e.getKey()));
        if (name.isEmpty() || attribute.isEmpty() || dimensions.isEmpty() || distance.isEmpty() || projection.isEmpty()
                || !schemaRead) {
            return Optional.empty();
        }
        return Optional.of(new VectorIndex(name.get(), attribute.get(), dimensions.get().intValue(), distance.get(),
                projection.get(), new SearchSchema(hash, filters)));
    }
}
