package dev.tablewright.engine.pattern;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns an access pattern and parameter values into the DynamoDB request that serves it: template
 * operands are rendered and passed as {@code :values} typed as the key attribute is declared,
 * attribute names always go through {@code #names} (so reserved words need no care).
 */
public final class PatternRequest {
    private static final Pattern PARAMETER = Pattern.compile("\\$\\{([^}:]+)(?::(S|N|BOOL))?}");
    private static final Pattern NAME = Pattern.compile("#([A-Za-z0-9_]+)");

    /** The request an access pattern makes: exactly one of the three. */
    public sealed interface Read permits Get, Query, Scan {
    }

    public record Get(GetItemRequest request) implements Read {
    }

    public record Query(QueryRequest request) implements Read {
    }

    public record Scan(ScanRequest request) implements Read {
    }

    private PatternRequest() {
    }

    /**
     * @param overrides parameter values that replace the pattern's sample values
     * @throws IllegalArgumentException for a write pattern, a malformed key condition, or a parameter
     *                                  with no value, with a sentence for the user
     */
    public static Read of(TableDesign table, AccessPattern pattern, Map<String, String> overrides) {
        Map<String, String> params = new LinkedHashMap<>(pattern.parameters());
        params.putAll(overrides);
        String index = pattern.indexName().orElse(null);
        OperationKind op = pattern.operation();
        if (op == OperationKind.SCAN) {
            Built filter = filter(table, pattern.filter(), params, new Built());
            return new Scan(new ScanRequest(table.name(), index, filter.text, "", filter.expr(), pattern.limit(), null,
                    null, null, null, pattern.consistentRead()));
        }
        if (op != OperationKind.QUERY && op != OperationKind.GET_ITEM) {
            throw new IllegalArgumentException("'" + pattern.name() + "' is a " + op.apiName()
                    + "; only reads (GetItem, Query, Scan) can be run as a query");
        }
        PatternCondition condition = condition(pattern);
        if (op == OperationKind.GET_ITEM) {
            return new Get(new GetItemRequest(table.name(), key(table, condition, params), "", null,
                    pattern.consistentRead()));
        }
        Built built = new Built();
        List<String> parts = new ArrayList<>();
        for (PatternCondition.Clause c : condition.clauses()) {
            String name = built.name(c.attribute());
            List<String> values = new ArrayList<>();
            for (KeyTemplate operand : c.operands()) {
                values.add(built.value(value(table, c.attribute(), operand, params)));
            }
            switch (c.op()) {
                case "begins_with" -> parts.add("begins_with(" + name + ", " + values.get(0) + ")");
                case "BETWEEN" -> parts.add(name + " BETWEEN " + values.get(0) + " AND " + values.get(1));
                default -> parts.add(name + " " + c.op() + " " + values.get(0));
            }
        }
        Built withFilter = filter(table, pattern.filter(), params, built);
        return new Query(new QueryRequest(table.name(), index, String.join(" AND ", parts), withFilter.text, "",
                withFilter.expr(), pattern.limit(), pattern.scanForward(), null, null, pattern.consistentRead()));
    }

    /**
     * The SearchVectors a "Vector search" pattern makes: the vector index it names, the search vector
     * {@code vector} (the caller resolves {@link AccessPattern#SEARCH_VECTOR}), TopK from the pattern's
     * limit, and a SearchConditionExpression of the key condition's equalities (the index's partition
     * value, {@code category = ${category}}) and the filter ({@code #brand = ${brand}}), joined by AND.
     *
     * @throws IllegalArgumentException when TopK is not set, the condition does not parse or uses another
     *                                  comparison than {@code =}, or a parameter has no value
     */
    public static SearchVectorsRequest searchVectors(TableDesign table, AccessPattern pattern,
            Map<String, String> overrides, List<AttributeValue> vector) {
        Map<String, String> params = new LinkedHashMap<>(pattern.parameters());
        params.putAll(overrides);
        if (pattern.limit() == null) {
            throw new IllegalArgumentException("'" + pattern.name() + "' is a vector search without TopK: set its limit"
                    + " (1–100), the number of nearest items to return");
        }
        Built built = new Built();
        List<String> parts = new ArrayList<>();
        for (PatternCondition.Clause c : condition(pattern).clauses()) {
            if (!c.op().equals("=")) {
                throw new IllegalArgumentException("a vector search compares with '=' only, found " + c.op() + " on "
                        + c.attribute());
            }
            parts.add(built.name(c.attribute()) + " = " + built.value(value(table, c.attribute(), c.operands().get(0),
                    params)));
        }
        Built withFilter = filter(table, pattern.filter(), params, built);
        if (!withFilter.text.isBlank()) {
            parts.add(withFilter.text);
        }
        SearchVectorsRequest request = SearchVectorsRequest.of(table.name(), pattern.indexName().orElse(""), vector,
                pattern.limit());
        if (!parts.isEmpty()) {
            request = request.withCondition(String.join(" AND ", parts), withFilter.expr());
        }
        return request;
    }

    /**
     * The value a "Vector search" pattern gives the vector index's partition attribute (its search
     * schema's HASH): the one partition DynamoDB searches. Empty when the index has none, or the key
     * condition does not give it a value (the search's own error says why).
     */
    public static Optional<AttributeValue> searchPartition(TableDesign table, AccessPattern pattern, VectorIndex index) {
        Optional<String> hash = index.searchSchema().partitionAttribute();
        if (hash.isEmpty()) {
            return Optional.empty();
        }
        try {
            for (PatternCondition.Clause c : condition(pattern).clauses()) {
                if (c.attribute().equals(hash.get()) && c.op().equals("=")) {
                    return Optional.of(value(table, c.attribute(), c.operands().get(0), pattern.parameters()));
                }
            }
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * The primary key a GetItem, a write or one item of a batch or transaction names: its key
     * condition's equalities with the parameters' values.
     *
     * @throws IllegalArgumentException when the condition does not parse, uses another comparison than
     *                                  {@code =}, or a parameter has no value
     */
    public static Map<String, AttributeValue> key(TableDesign table, AccessPattern pattern,
            Map<String, String> overrides) {
        Map<String, String> params = new LinkedHashMap<>(pattern.parameters());
        params.putAll(overrides);
        return key(table, condition(pattern), params);
    }

    private static Map<String, AttributeValue> key(TableDesign table, PatternCondition condition,
            Map<String, String> params) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (PatternCondition.Clause c : condition.clauses()) {
            if (!c.op().equals("=")) {
                throw new IllegalArgumentException("a request of one item names its whole key with '=', found " + c.op()
                        + " on " + c.attribute());
            }
            key.put(c.attribute(), value(table, c.attribute(), c.operands().get(0), params));
        }
        return key;
    }

    private static PatternCondition condition(AccessPattern pattern) {
        try {
            return PatternCondition.parse(pattern.keyCondition());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the key condition of '" + pattern.name() + "' does not parse: "
                    + e.getMessage());
        }
    }

    private static AttributeValue value(TableDesign table, String attribute, KeyTemplate operand,
            Map<String, String> params) {
        KeyTemplate.Rendering r = operand.render(params::get);
        if (r instanceof KeyTemplate.Unfilled u) {
            throw new IllegalArgumentException(u.missingAttributes().isEmpty() ? u.reason()
                    : "no value for parameter " + String.join(", ", u.missingAttributes()) + " (give --param "
                            + u.missingAttributes().get(0) + "=…)");
        }
        String text = ((KeyTemplate.Rendered) r).value();
        AttributeType type = table.attributeType(attribute).orElse(AttributeType.S);
        try {
            return KeyDerivation.typed(text, type);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(attribute + " is " + type + " but '" + text + "' is not: " + e.getMessage());
        }
    }

    /**
     * A filter keeps DynamoDB syntax; its {@code ${parameter}}s become :values (strings, or numbers and
     * booleans for {@code ${parameter:N}} and {@code ${parameter:BOOL}}), and a {@code #name} the key
     * condition did not define names the attribute of that name.
     */
    private static Built filter(TableDesign table, String filter, Map<String, String> params, Built built) {
        if (filter.isBlank()) {
            return built;
        }
        Matcher m = PARAMETER.matcher(filter);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String v = params.get(m.group(1));
            if (v == null) {
                throw new IllegalArgumentException("no value for parameter " + m.group(1) + " (give --param "
                        + m.group(1) + "=…)");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(built.value(filterValue(m.group(1), m.group(2), v))));
        }
        m.appendTail(out);
        // After the parameters: their values come first, in the order written (code export reads them so).
        String withMarkers = markers(table, out.toString(), built);
        // #attr names attr; one the key condition already took for another attribute gets a fresh placeholder.
        Matcher names = NAME.matcher(withMarkers);
        StringBuilder named = new StringBuilder();
        while (names.find()) {
            String placeholder = names.group();
            if (!built.placeholders.claim(placeholder, names.group(1))) {
                placeholder = built.name(names.group(1));
            }
            names.appendReplacement(named, Matcher.quoteReplacement(placeholder));
        }
        names.appendTail(named);
        built.text = named.toString();
        return built;
    }

    /**
     * {@code entityType = Actor}: the table's type attribute compared with a bare word that is an
     * entity's type marker (and names no attribute) means that marker, as the user wrote it, not an
     * attribute called Actor (which no item has, so the filter would keep nothing).
     */
    private static String markers(TableDesign table, String filter, Built built) {
        Set<String> marks = new java.util.HashSet<>();
        table.entities().forEach(e -> marks.add(e.typeValue()));
        Set<String> attributes = new java.util.HashSet<>(table.keyAttributeNames());
        table.attributes().forEach(a -> attributes.add(a.name()));
        table.entities().forEach(e -> e.attributes().forEach(a -> attributes.add(a.name())));
        Matcher m = Pattern.compile("(?<![\\w#:.])(#?" + Pattern.quote(table.typeAttribute())
                + ")(\\s*(?:=|<>)\\s*)([A-Za-z_][A-Za-z0-9_]*)(?![\\w(.\\[])").matcher(filter);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String word = m.group(3);
            String replacement = marks.contains(word) && !attributes.contains(word) && !RESERVED_OPERATORS.contains(word)
                    ? m.group(1) + m.group(2) + built.value(AttributeValue.s(word)) : m.group();
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Words of the expression syntax that are never an attribute or a marker here. */
    private static final Set<String> RESERVED_OPERATORS = Set.of("AND", "OR", "NOT", "BETWEEN", "IN");

    private static AttributeValue filterValue(String parameter, String type, String v) {
        if (type == null || type.equals("S")) {
            return AttributeValue.s(v);
        }
        if (type.equals("BOOL")) {
            if (!v.equalsIgnoreCase("true") && !v.equalsIgnoreCase("false")) {
                throw new IllegalArgumentException("parameter " + parameter + " is a boolean but '" + v
                        + "' is not true or false");
            }
            return AttributeValue.bool(Boolean.parseBoolean(v.toLowerCase(java.util.Locale.ROOT)));
        }
        try {
            return KeyDerivation.typed(v, AttributeType.N);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("parameter " + parameter + " is a number but '" + v + "' is not: "
                    + e.getMessage());
        }
    }

    /** PlaceholderAllocator handed out while building one request, and the filter's text as rewritten. */
    private static final class Built {
        final PlaceholderAllocator placeholders = new PlaceholderAllocator("#k");
        String text = "";

        String name(String attribute) {
            return placeholders.name(attribute);
        }

        String value(AttributeValue v) {
            return placeholders.value(v);
        }

        Expr expr() {
            return placeholders.expr();
        }
    }
}
