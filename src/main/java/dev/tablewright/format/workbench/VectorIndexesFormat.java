package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.VectorIndex;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A table's vector indexes in its {@code ModelSchema.extensions.tablewright.vectorIndexes}
 * (docs/file-format.md, "Vector indexes"): Workbench has no field for them and ignores our extension.
 * Nothing is written for a table without any, so files without them are written back as they were.
 * An index that cannot be read whole (a member missing or of the wrong type, an unknown distance
 * function, a member this version does not know inside its projection or search schema) is a warning
 * at its path and kept whole, written back unchanged after the indexes the model holds. Values are
 * not checked against DynamoDB's limits here: the rules do that ({@code rules.VectorIndexRules}).
 */
final class VectorIndexesFormat {
    static final String KEY = "vectorIndexes";
    static final String NAME = "name";
    static final String VECTOR_ATTRIBUTE = "vectorAttribute";
    static final String DIMENSIONS = "dimensions";
    static final String DISTANCE = "distanceFunction";
    static final String PROJECTION = "projection";
    static final String TYPE = "type";
    static final String NON_KEY = "nonKeyAttributes";
    static final String SEARCH_SCHEMA = "searchSchema";
    static final String PARTITION = "partitionAttribute";
    static final String FILTERS = "filterAttributes";

    private static final List<String> MEMBERS = List.of(NAME, VECTOR_ATTRIBUTE, DIMENSIONS, DISTANCE, PROJECTION,
            SEARCH_SCHEMA);
    private static final ExtensionList<VectorIndex> LIST = new ExtensionList<>(KEY, "vector index", "vector indexes",
            MEMBERS);
    private static final String DISTANCES = "COSINE, DOT_PRODUCT or EUCLIDEAN";
    private static final String PROJECTION_TYPES = "ALL, KEYS_ONLY or INCLUDE";

    private VectorIndexesFormat() {
    }

    /**
     * Takes {@code vectorIndexes} out of our extension {@code tw}; an index that cannot be read goes to
     * the residue of {@code work} (the ModelSchema's working copy) whole.
     */
    static List<VectorIndex> read(ObjectNode work, ObjectNode tw, String extPath, Diagnostics d) {
        return LIST.read(work, tw, extPath, d, VectorIndexesFormat::index, VectorIndexesFormat::write);
    }

    private static Optional<VectorIndex> index(Fields f) {
        Optional<String> name = f.required(NAME, "the index's name as a string", Fields::text);
        Optional<String> attribute = f.required(VECTOR_ATTRIBUTE, "the vector attribute's name as a string", Fields::text);
        Optional<Integer> dimensions = f.required(DIMENSIONS, "a whole number", n -> n.isIntegralNumber()
                && n.canConvertToInt() ? Optional.of(n.intValue()) : Optional.empty());
        Optional<DistanceFunction> distance = f.required(DISTANCE, DISTANCES, n -> n.isTextual()
                ? exact(n.textValue(), DistanceFunction.values(), DistanceFunction::name) : Optional.empty());
        Optional<Projection> projection = f.child(PROJECTION, "a projection {\"type\": " + PROJECTION_TYPES + "}",
                true).flatMap(VectorIndexesFormat::projection);
        Optional<Optional<SearchSchema>> search = f.child(SEARCH_SCHEMA, "a search schema {\"partitionAttribute\", "
                + "\"filterAttributes\"}", false).map(VectorIndexesFormat::searchSchema);
        boolean read = f.whole() && name.isPresent() && attribute.isPresent() && dimensions.isPresent()
                && distance.isPresent() && projection.isPresent();
        if (!read || search.filter(Optional::isEmpty).isPresent()) {
            return Optional.empty();
        }
        return Optional.of(new VectorIndex(name.get(), attribute.get(), dimensions.get(), distance.get(),
                projection.get(), search.flatMap(s -> s).orElse(SearchSchema.NONE)));
    }

    /** {@code {"type", "nonKeyAttributes"}}: the list belongs to INCLUDE, which must have one. */
    private static Optional<Projection> projection(Fields p) {
        Optional<ProjectionType> type = p.required(TYPE, PROJECTION_TYPES, n -> n.isTextual()
                ? exact(n.textValue(), ProjectionType.values(), ProjectionType::name) : Optional.empty());
        boolean include = type.filter(t -> t == ProjectionType.INCLUDE).isPresent();
        Optional<List<String>> names = include
                ? p.required(NON_KEY, "an array of attribute names", Fields::names)
                : p.optional(NON_KEY, "an array of attribute names", Fields::names);
        if (!include && names.filter(List::isEmpty).isPresent()) {
            p.problem(NON_KEY, "an empty list of non-key attributes belongs only to an INCLUDE projection");
        }
        p.onlyKnown(TYPE, NON_KEY);
        return p.whole() ? Optional.of(new Projection(type.get(), names.orElse(List.of()))) : Optional.empty();
    }

    /**
     * {@code {"partitionAttribute"?, "filterAttributes"?}}, not empty (DynamoDB takes at least one
     * element when there is a search schema); an empty filter list is not written, so it is not read.
     */
    private static Optional<SearchSchema> searchSchema(Fields s) {
        Optional<String> partition = s.optional(PARTITION, "an attribute name", Fields::text);
        Optional<List<String>> filters = s.optional(FILTERS, "a non-empty array of attribute names",
                n -> Fields.names(n).filter(l -> !l.isEmpty()));
        s.onlyKnown(PARTITION, FILTERS);
        if (s.whole() && partition.isEmpty() && filters.isEmpty()) {
            s.warn("a search schema names a partition attribute, filter attributes or both; leave it out "
                    + "when there are none");
            return Optional.empty();
        }
        return s.whole() ? Optional.of(new SearchSchema(partition, filters.orElse(List.of()))) : Optional.empty();
    }

    /** Only DynamoDB's own spelling: another would not be written back as it was. */
    private static <E> Optional<E> exact(String text, E[] values, Function<E, String> wireName) {
        return Arrays.stream(values).filter(v -> wireName.apply(v).equals(text)).findFirst();
    }

    /** The list for a table's indexes; none when it has none, so that its file has no such member. */
    static Optional<ArrayNode> write(List<VectorIndex> indexes) {
        if (indexes.isEmpty()) {
            return Optional.empty();
        }
        ArrayNode array = Json.array();
        indexes.forEach(v -> array.add(write(v)));
        return Optional.of(array);
    }

    static ObjectNode write(VectorIndex v) {
        ObjectNode o = Json.object();
        o.put(NAME, v.name());
        o.put(VECTOR_ATTRIBUTE, v.vectorAttribute());
        o.put(DIMENSIONS, v.dimensions());
        o.put(DISTANCE, v.distance().name());
        ObjectNode p = o.putObject(PROJECTION);
        p.put(TYPE, v.projection().type().name());
        if (v.projection().type() == ProjectionType.INCLUDE || !v.projection().nonKeyAttributes().isEmpty()) {
            ArrayNode names = p.putArray(NON_KEY);
            v.projection().nonKeyAttributes().forEach(names::add);
        }
        SearchSchema s = v.searchSchema();
        if (!s.isEmpty()) {
            ObjectNode schema = o.putObject(SEARCH_SCHEMA);
            s.partitionAttribute().ifPresent(a -> schema.put(PARTITION, a));
            if (!s.filterAttributes().isEmpty()) {
                ArrayNode filters = schema.putArray(FILTERS);
                s.filterAttributes().forEach(filters::add);
            }
        }
        return o;
    }
}
