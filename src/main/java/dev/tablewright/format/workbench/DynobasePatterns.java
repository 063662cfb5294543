package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.pattern.PatternCondition;
import dev.tablewright.engine.pattern.PatternFilter;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Access patterns to and from Dynobase's saved queries. A saved query reads as a pattern with its
 * values written out ({@code PK = AUTHOR#a1 AND begins_with(SK, BOOK#)}), or as parameters where a
 * value cannot be said literally; a pattern writes Dynobase's fields with its sample values filled in.
 */
final class DynobasePatterns {
    /** OneTable requires a limit; a pattern without one is saved with Dynobase's default. */
    static final int DEFAULT_LIMIT = 100;
    static final String DEFAULT_SCHEMA = "Current";

    private static final Map<String, String> SORT_OPS = Map.of("=", "Equal", "<", "Less than", "<=",
            "Less than or equal", ">", "Greater than", ">=", "Greater than or equal", "BETWEEN", "Between",
            "begins_with", "Begins with");
    private static final Map<String, PatternFilter.Op> FILTER_OPS = Map.ofEntries(
            Map.entry("Equal", PatternFilter.Op.EQUAL), Map.entry("Not equal", PatternFilter.Op.NOT_EQUAL),
            Map.entry("Less than", PatternFilter.Op.LESS), Map.entry("Less than or equal", PatternFilter.Op.LESS_OR_EQUAL),
            Map.entry("Greater than", PatternFilter.Op.GREATER),
            Map.entry("Greater than or equal", PatternFilter.Op.GREATER_OR_EQUAL),
            Map.entry("Between", PatternFilter.Op.BETWEEN), Map.entry("Begins with", PatternFilter.Op.BEGINS_WITH),
            Map.entry("Existing", PatternFilter.Op.EXISTS), Map.entry("Not Existing", PatternFilter.Op.NOT_EXISTS),
            Map.entry("Contains", PatternFilter.Op.CONTAINS), Map.entry("Does not contain", PatternFilter.Op.NOT_CONTAINS));
    private static final Map<String, PatternFilter.ValueType> FILTER_TYPES = Map.of("string", PatternFilter.ValueType.S,
            "number", PatternFilter.ValueType.N, "boolean", PatternFilter.ValueType.BOOL);

    private DynobasePatterns() {
    }

    /**
     * @throws IllegalArgumentException with a sentence when the query has no pattern (an index the
     *                                  table lacks, a filter on a name a filter cannot hold…)
     */
    static AccessPattern toPattern(String name, DynobaseQuery q, TableDesign table) {
        String index = q.index().equals(DynobaseQuery.PRIMARY) ? null : q.index();
        KeySchema keys = keys(table, index).orElseThrow(() -> new IllegalArgumentException("the index '" + index
                + "' is not one of the table's indexes"));
        if (q.type().equals("Entity") && q.model().isEmpty()) {
            throw new IllegalArgumentException("an Entity query names no model");
        }
        Map<String, String> params = new LinkedHashMap<>();
        String keyCondition = q.isScan() ? "" : keyCondition(q, keys, params);
        String filter = filter(q.filters(), params);
        return new AccessPattern(name, "", q.type().equals("Entity") ? q.model() : null,
                q.isScan() ? OperationKind.SCAN : OperationKind.QUERY, index, keyCondition, filter, "", true, params, q.limit());
    }

    /** The saved query that asks what the pattern asks, as far as Dynobase's fields can say it. */
    static DynobaseQuery toQuery(AccessPattern p, TableDesign table) {
        boolean scan = p.operation() == OperationKind.SCAN;
        String type = scan ? "Scan" : p.operation() == OperationKind.QUERY && p.entityName().isPresent() ? "Entity" : "Query";
        String hash = "";
        String sort = "";
        String sort2 = "";
        String operation = "Equal";
        if (!scan) {
            List<PatternCondition.Clause> clauses = clauses(p.keyCondition());
            Optional<KeySchema> keys = keys(table, p.index());
            String pk = keys.map(k -> k.partitionKey().name())
                    .orElse(clauses.isEmpty() ? "" : clauses.get(0).attribute());
            Optional<PatternCondition.Clause> hashClause = clauses.stream()
                    .filter(c -> c.attribute().equals(pk) && c.op().equals("=")).findFirst();
            // Dynobase's hash and sort hold a multi-attribute key's first attributes only (our form says the rest).
            Optional<String> firstSort = keys.filter(KeySchema::isMultiAttribute)
                    .map(k -> k.sortKey().map(AttributeDef::name).orElse(""));
            Optional<PatternCondition.Clause> sortClause = clauses.stream()
                    .filter(c -> hashClause.isEmpty() || c != hashClause.get())
                    .filter(c -> firstSort.isEmpty() || c.attribute().equals(firstSort.get())).findFirst();
            hash = hashClause.map(c -> render(c.operands().get(0), p)).orElse("");
            if (sortClause.isPresent()) {
                PatternCondition.Clause c = sortClause.get();
                operation = SORT_OPS.getOrDefault(c.op(), "Equal");
                sort = render(c.operands().get(0), p);
                sort2 = c.operands().size() > 1 ? render(c.operands().get(1), p) : "";
            }
        }
        return new DynobaseQuery(type, type.equals("Entity") ? p.entity() : "", p.indexName().orElse(DynobaseQuery.PRIMARY),
                hash, sort, sort2, operation, filters(p), p.limitValue().orElse(DEFAULT_LIMIT)).canonical();
    }

    /** Whether Dynobase's fields alone lose something of the pattern (its description, templates…). */
    static boolean needsOurForm(AccessPattern p, TableDesign table) {
        try {
            return !toPattern(p.name(), toQuery(p, table), table).equals(p);
        } catch (IllegalArgumentException e) {
            return true;
        }
    }

    /**
     * The saved query as written: the entry that was read when it still asks the same thing (so that
     * Dynobase's own spelling survives), otherwise the pattern's, with the read entry's members that
     * are not Dynobase's fields added back.
     */
    static ObjectNode entry(AccessPattern p, TableDesign table, Optional<JsonNode> read) {
        DynobaseQuery q = toQuery(p, table);
        if (read.isPresent() && DynobaseQuery.parse(read.get(), "$") instanceof DynobaseQuery.Understood u
                && u.query().equals(q)) {
            return (ObjectNode) read.get().deepCopy();
        }
        ObjectNode entry = q.toJson();
        read.filter(JsonNode::isObject).ifPresent(r -> r.properties().forEach(m -> {
            if (!DynobaseQuery.FIELDS.contains(m.getKey()) && !entry.has(m.getKey())) {
                entry.set(m.getKey(), m.getValue().deepCopy());
            }
        }));
        if (!entry.has("schema")) {
            entry.put("schema", DEFAULT_SCHEMA);
        }
        return entry;
    }

    /**
     * The least of a read entry to keep so that the writer writes it again as it would from the whole
     * entry: nothing, its members that are not Dynobase's fields, or all of it.
     */
    static Optional<ObjectNode> residue(AccessPattern p, TableDesign table, ObjectNode read) {
        ObjectNode target = entry(p, table, Optional.of(read));
        if (entry(p, table, Optional.empty()).equals(target)) {
            return Optional.empty();
        }
        ObjectNode others = read.deepCopy();
        others.remove(DynobaseQuery.FIELDS);
        return Optional.of(entry(p, table, Optional.of(others)).equals(target) ? others : read);
    }

    static Optional<KeySchema> keys(TableDesign table, String index) {
        if (index == null || index.isBlank()) {
            return Optional.of(table.keySchema());
        }
        return table.index(index).map(i -> i.keySchema(table.keySchema()));
    }

    private static List<PatternCondition.Clause> clauses(String keyCondition) {
        try {
            return PatternCondition.parse(keyCondition).clauses();
        } catch (IllegalArgumentException e) {
            return List.of();
        }
    }

    /** A template with the pattern's sample values; empty when one is missing. */
    private static String render(KeyTemplate t, AccessPattern p) {
        return t.render(p.parameters()::get) instanceof KeyTemplate.Rendered r ? r.value() : "";
    }

    private static List<DynobaseQuery.Filter> filters(AccessPattern p) {
        List<DynobaseQuery.Filter> rows = new ArrayList<>();
        PatternFilter.parse(p.filter()).ifPresent(f -> {
            for (PatternFilter.Term t : f.terms()) {
                String operation = keyOf(FILTER_OPS, t.op());
                List<String> values = t.operands().stream().map(o -> p.parameters().getOrDefault(o.parameter(), ""))
                        .toList();
                PatternFilter.ValueType valueType = t.operands().isEmpty() ? PatternFilter.ValueType.S
                        : t.operands().get(0).type();
                String type = keyOf(FILTER_TYPES, valueType);
                rows.add(new DynobaseQuery.Filter(t.attribute(), operation, values.isEmpty() ? "" : values.get(0),
                        values.size() > 1 ? values.get(1) : "", type, t.combine() == PatternFilter.Combine.OR ? "Or" : "And"));
            }
        });
        return rows;
    }

    /** Literal values where the condition reads them back unchanged, parameters otherwise. */
    private static String keyCondition(DynobaseQuery q, KeySchema keys, Map<String, String> params) {
        String pk = keys.partitionKey().name();
        List<String> values = new ArrayList<>(List.of(q.hash()));
        String sortKey = null;
        if (!q.sort().isEmpty()) {
            sortKey = keys.sortKey().orElseThrow(() -> new IllegalArgumentException("the index '" + q.index()
                    + "' has no sort key for the value '" + q.sort() + "'")).name();
            values.add(q.sort());
            if (q.operation().equals("Between")) {
                values.add(q.sort2());
            }
        }
        String literal = condition(pk, sortKey, q.operation(), values);
        if (values.stream().noneMatch(v -> v.contains("${")) && operands(literal).equals(values)) {
            return literal;
        }
        List<String> refs = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            String parameter = fresh(params, i == 0 ? pk : sortKey);
            params.put(parameter, values.get(i));
            refs.add("${" + parameter + "}");
        }
        return condition(pk, sortKey, q.operation(), refs);
    }

    private static String condition(String pk, String sortKey, String operation, List<String> operands) {
        String text = pk + " = " + operands.get(0);
        if (sortKey == null) {
            return text;
        }
        String sortOp = keyOf(SORT_OPS, operation);
        return text + " AND " + switch (sortOp) {
            case "begins_with" -> "begins_with(" + sortKey + ", " + operands.get(1) + ")";
            case "BETWEEN" -> sortKey + " BETWEEN " + operands.get(1) + " AND " + operands.get(2);
            default -> sortKey + " " + sortOp + " " + operands.get(1);
        };
    }

    /** The operands of a key condition as written, or none when it does not parse. */
    private static List<String> operands(String condition) {
        List<String> sources = new ArrayList<>();
        clauses(condition).forEach(c -> c.operands().forEach(o -> sources.add(o.source())));
        return sources;
    }

    private static String filter(List<DynobaseQuery.Filter> rows, Map<String, String> params) {
        List<PatternFilter.Term> terms = new ArrayList<>();
        for (DynobaseQuery.Filter row : rows) {
            if (!PatternFilter.nameable(row.field())) {
                throw new IllegalArgumentException("the filter field '" + row.field()
                        + "' has characters a filter's #name cannot hold");
            }
            PatternFilter.Op op = FILTER_OPS.get(row.operation());
            PatternFilter.ValueType type = FILTER_TYPES.get(row.type());
            List<PatternFilter.Operand> operands = new ArrayList<>();
            List<String> values = List.of(row.value(), row.value2());
            for (int i = 0; i < op.operands(); i++) {
                String parameter = fresh(params, row.field());
                params.put(parameter, values.get(i));
                operands.add(new PatternFilter.Operand(parameter, type));
            }
            terms.add(new PatternFilter.Term(row.combine().equals("Or") ? PatternFilter.Combine.OR
                    : PatternFilter.Combine.AND, row.field(), op, operands));
        }
        return new PatternFilter(terms).text();
    }

    /** The spelling that stands for {@code value} in a two-way table of spellings. */
    private static <V> String keyOf(Map<String, V> spellings, V value) {
        return spellings.entrySet().stream().filter(e -> e.getValue().equals(value)).map(Map.Entry::getKey)
                .findFirst().orElseThrow();
    }

    /** A parameter name not yet taken: the attribute's, then with 2, 3… */
    private static String fresh(Map<String, String> params, String base) {
        String name = base;
        for (int n = 2; params.containsKey(name); n++) {
            name = base + n;
        }
        return name;
    }
}
