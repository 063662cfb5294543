package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.OperationKind;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * One saved query in Dynobase's form (OneTable schema 1.1.0, {@code queries}), by what it means:
 * {@link #parse} spells every field one way and blanks those the query does not use (the sort
 * operation of a query without a sort value, the keys of a Scan), so that two entries that ask the
 * same thing are equal however they were written. {@code Between} takes its second value from
 * {@code sort2} (a filter's from {@code value2}): the schema names none, so this is our choice.
 *
 * @param type  Query, Scan or Entity (a Query for the items of {@code model})
 * @param limit null when the entry has none
 */
record DynobaseQuery(String type, String model, String index, String hash, String sort, String sort2,
        String operation, List<Filter> filters, Integer limit) {
    static final String PRIMARY = "primary";
    static final List<String> TYPES = List.of("Query", "Scan", "Entity");
    static final List<String> SORT_OPERATIONS = List.of("Equal", "Less than", "Less than or equal", "Greater than",
            "Greater than or equal", "Between", "Begins with");
    static final List<String> FILTER_OPERATIONS = List.of("Equal", "Not equal", "Less than", "Less than or equal",
            "Greater than", "Greater than or equal", "Between", "Begins with", "Existing", "Not Existing", "Contains",
            "Does not contain");
    static final List<String> FILTER_TYPES = List.of("string", "number", "boolean");
    /** The members this record reads; any other member of an entry is not ours to drop. */
    static final Set<String> FIELDS = Set.of("type", "model", "index", "hash", "sort", "sort2", "operation",
            "filters", "limit");

    /** @param combine how the row joins the rows before it: And or Or */
    record Filter(String field, String operation, String value, String value2, String type, String combine) {
    }

    /** What reading an entry gives: the query, or why it cannot be read. */
    sealed interface Reading permits Understood, NotUnderstood {
    }

    record Understood(DynobaseQuery query) implements Reading {
    }

    /** @param path the JSON path of the member that cannot be read */
    record NotUnderstood(String path, String reason) implements Reading {
    }

    DynobaseQuery {
        filters = List.copyOf(filters);
    }

    /** The query spelt as {@link #parse} spells what it reads. */
    DynobaseQuery canonical() {
        return parse(toJson(), JsonPath.ROOT) instanceof Understood u ? u.query() : this;
    }

    boolean isScan() {
        return type.equals("Scan");
    }

    /** Whether an entry is in Dynobase's form (not Tablewright's own older form). */
    static boolean isDynobaseForm(JsonNode entry) {
        JsonNode operation = entry.get("operation");
        return !entry.has("keyCondition")
                && !(operation != null && operation.isTextual() && OperationKind.parsePattern(operation.textValue()).isPresent());
    }

    /** @param at the entry's JSON path, for what cannot be read */
    static Reading parse(JsonNode entry, String at) {
        if (!entry.isObject()) {
            return new NotUnderstood(at, "expected a saved query object, found " + Json.describe(entry));
        }
        try {
            String type = oneOf(entry, "type", TYPES, "Query");
            boolean scan = type.equals("Scan");
            String model = type.equals("Entity") ? text(entry, "model", "") : "";
            String index = text(entry, "index", "");
            String hash = scan ? "" : text(entry, "hash", "");
            String sort = scan ? "" : text(entry, "sort", "");
            String written = scan ? "Equal" : oneOf(entry, "operation", SORT_OPERATIONS, "Equal");
            String operation = sort.isEmpty() ? "Equal" : written;
            String sort2 = operation.equals("Between") ? text(entry, "sort2", "") : "";
            return new Understood(new DynobaseQuery(type, model, index.isEmpty() ? PRIMARY : index, hash, sort, sort2,
                    operation, filters(entry.get("filters")), limit(entry.get("limit"))));
        } catch (Unreadable e) {
            String path = at;
            for (Object step : e.steps) {
                path = step instanceof Integer i ? JsonPath.index(path, i) : JsonPath.key(path, (String) step);
            }
            return new NotUnderstood(path, e.getMessage());
        }
    }

    /** The entry in Dynobase's member order; {@code schema} is left to the writer. */
    ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("hash", hash);
        o.put("sort", sort);
        if (operation.equals("Between")) {
            o.put("sort2", sort2);
        }
        if (limit != null) {
            o.put("limit", String.valueOf(limit));
        }
        o.put("index", index);
        o.put("type", type);
        if (type.equals("Entity")) {
            o.put("model", model);
        }
        o.put("operation", operation);
        ArrayNode rows = o.putArray("filters");
        for (Filter f : filters) {
            ObjectNode row = rows.addObject();
            row.put("operation", f.operation());
            row.put("combine", f.combine());
            row.put("field", f.field());
            row.put("value", f.value());
            if (f.operation().equals("Between")) {
                row.put("value2", f.value2());
            }
            row.put("type", f.type());
        }
        return o;
    }

    private static List<Filter> filters(JsonNode node) {
        List<Filter> filters = new ArrayList<>();
        if (node == null || node.isNull()) {
            return filters;
        }
        if (!node.isArray()) {
            throw new Unreadable("expected filters as an array, found " + Json.describe(node), "filters");
        }
        for (JsonNode row : node) {
            try {
                filters.add(filter(row, filters.isEmpty()));
            } catch (Unreadable e) {
                throw e.under("filters", filters.size());
            }
        }
        return filters;
    }

    private static Filter filter(JsonNode row, boolean first) {
        if (!row.isObject()) {
            throw new Unreadable("expected a filter object, found " + Json.describe(row));
        }
        String field = text(row, "field", "");
        if (field.isEmpty()) {
            throw new Unreadable("a filter names no field", "field");
        }
        String operation = oneOf(row, "operation", FILTER_OPERATIONS, "Equal");
        boolean valued = !operation.equals("Existing") && !operation.equals("Not Existing");
        String type = oneOf(row, "type", FILTER_TYPES, "string");
        // The first row has nothing to combine with: its combine says nothing.
        String combine = first ? "And" : oneOf(row, "combine", List.of("And", "Or"), "And");
        return new Filter(field, operation, valued ? text(row, "value", "") : "",
                operation.equals("Between") ? text(row, "value2", "") : "", valued ? type : "string", combine);
    }

    /** OneTable asks for a positive integer; Dynobase writes it as a string. */
    private static Integer limit(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        String text = node.isTextual() ? node.textValue().strip() : node.isIntegralNumber() ? node.asText() : "";
        try {
            BigInteger n = new BigInteger(text);
            if (n.signum() > 0 && n.bitLength() < 32) {
                return n.intValue();
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new Unreadable("expected a limit (a positive whole number), found " + Json.describe(node), "limit");
    }

    /** A scalar member as text (Dynobase writes numbers and booleans as strings, hand edits may not). */
    private static String text(JsonNode o, String key, String absent) {
        JsonNode v = o.get(key);
        if (v == null || v.isNull()) {
            return absent;
        }
        if (!v.isValueNode()) {
            throw new Unreadable("expected a string, found " + Json.describe(v), key);
        }
        return v.asText();
    }

    private static String oneOf(JsonNode o, String key, List<String> allowed, String absent) {
        JsonNode v = o.get(key);
        if (v == null || v.isNull()) {
            return absent;
        }
        return find(allowed, v.isTextual() ? v.textValue() : null).orElseThrow(() -> new Unreadable(
                "expected one of " + String.join(", ", allowed) + ", found " + Json.describe(v), key));
    }

    /** Dynobase's spelling of a word written in any case. */
    private static Optional<String> find(List<String> allowed, String text) {
        if (text == null) {
            return Optional.empty();
        }
        String lower = text.strip().toLowerCase(Locale.ROOT);
        return allowed.stream().filter(a -> a.toLowerCase(Locale.ROOT).equals(lower)).findFirst();
    }

    /** A member that cannot be read, with the steps (names and indexes) that lead to it. */
    private static final class Unreadable extends RuntimeException {
        private final List<Object> steps;

        Unreadable(String message, Object... steps) {
            super(message, null, false, false);
            this.steps = new ArrayList<>(List.of(steps));
        }

        Unreadable under(Object... outer) {
            steps.addAll(0, List.of(outer));
            return this;
        }
    }
}
