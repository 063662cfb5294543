package dev.tablewright.format.code;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.pattern.PatternCondition;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.code.CodePlan.EntityWrite;
import dev.tablewright.format.code.CodePlan.Param;
import dev.tablewright.format.code.CodePlan.PatternCode;
import dev.tablewright.format.code.CodePlan.Piece;
import dev.tablewright.format.code.CodePlan.TableCode;
import dev.tablewright.format.code.CodePlan.Text;
import dev.tablewright.format.code.CodePlan.ValueCode;
import dev.tablewright.format.code.CodePlan.VectorSearch;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plans the code for a model. The expressions, the name placeholders and each value's type come from
 * the engine's own request for the pattern ({@link PatternRequest}, built with the sample values), so
 * the code sends what the Sandbox runs; only where each value comes from is added here: the key
 * condition's template operands ({@link PatternCondition}) in order, then the filter's parameters.
 */
public final class CodePlanner {
    /** A filter parameter, as PatternRequest reads it: the values it hands out follow these in order. */
    private static final Pattern FILTER_PARAMETER = Pattern.compile("\\$\\{([^}:]+)(?::(S|N|BOOL))?}");
    /** A parameter without a sample value gets this one, so the engine still builds the request. */
    private static final String ANY_VALUE = "0";

    private CodePlanner() {
    }

    public static CodePlan plan(DataModel model) {
        List<String> warnings = new ArrayList<>();
        List<TableCode> tables = new ArrayList<>();
        for (TableDesign t : model.tables()) {
            List<PatternCode> patterns = new ArrayList<>();
            for (AccessPattern p : t.accessPatterns()) {
                try {
                    pattern(t, p).ifPresent(patterns::add);
                } catch (IllegalArgumentException e) {
                    warnings.add(t.name() + ": pattern '" + p.name() + "' is left out: " + e.getMessage());
                }
            }
            List<EntityWrite> writes = new ArrayList<>();
            for (Entity e : t.entities()) {
                // A kept entity's items are the stream handler's to write (exported beside), not the application's.
                if (t.keptEntity(e.name()).isEmpty()) {
                    write(t, e, warnings).ifPresent(writes::add);
                }
            }
            tables.add(new TableCode(t.name(), patterns, writes));
        }
        return new CodePlan(model.name(), tables, warnings);
    }

    private static java.util.Optional<PatternCode> pattern(TableDesign t, AccessPattern p) {
        OperationKind op = p.operation();
        Map<String, String> overrides = new LinkedHashMap<>();
        p.parameterNames().stream().filter(n -> !p.parameters().containsKey(n)).forEach(n -> overrides.put(n, ANY_VALUE));
        List<PatternCondition.Clause> clauses = op == OperationKind.SCAN ? List.of()
                : PatternCondition.parse(p.keyCondition()).clauses();
        Map<String, ValueCode> key = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, ValueCode> values = new LinkedHashMap<>();
        String keyCondition = "";
        String filter = "";
        VectorSearch search = null;
        switch (op) {
            case GET_ITEM, PUT_ITEM, UPDATE_ITEM, DELETE_ITEM, BATCH_GET_ITEM, BATCH_WRITE_ITEM, TRANSACT_GET_ITEMS,
                    TRANSACT_WRITE_ITEMS -> {
                Map<String, AttributeValue> sample = PatternRequest.key(t, p, overrides);
                for (PatternCondition.Clause c : clauses) {
                    key.put(c.attribute(), value(sample.get(c.attribute()), c.operands().get(0)));
                }
            }
            case QUERY, SCAN -> {
                PatternRequest.Read read = PatternRequest.of(t, p, overrides);
                Expr expr;
                if (read instanceof PatternRequest.Query q) {
                    keyCondition = q.request().keyCondition();
                    filter = q.request().filter();
                    expr = q.request().expr();
                } else {
                    PatternRequest.Scan s = (PatternRequest.Scan) read;
                    filter = s.request().filter();
                    expr = s.request().expr();
                }
                names.putAll(expr.names());
                values.putAll(values(expr, clauses, p.filter()));
            }
            case SEARCH_VECTORS -> {
                VectorIndex index = p.indexName().flatMap(t::vectorIndex).orElseThrow(() -> new IllegalArgumentException(
                        "it is a vector search but names no vector index of the table"));
                // The vector is the method's own parameter: any one gives the engine's expressions.
                SearchVectorsRequest request = PatternRequest.searchVectors(t, p, overrides, List.of(AttributeValue.n("0")));
                names.putAll(request.expr().names());
                values.putAll(values(request.expr(), clauses, p.filter()));
                String source = p.parameters().getOrDefault(AccessPattern.SEARCH_VECTOR, "").strip();
                search = new VectorSearch(request.condition(), index.vectorAttribute(), index.distance().scoreMeaning(),
                        source.isEmpty() || source.startsWith("[") ? "" : source);
            }
            default -> throw new IllegalStateException("not planned: " + op);
        }
        String projection = op.reads() ? projection(p.projection(), names) : "";
        return java.util.Optional.of(new PatternCode(p.name(), p.description(), op, p.indexName().orElse(null),
                p.parameterNames(), key, keyCondition, filter, projection, names, values,
                op.reads() ? p.limit() : null, p.scanForward(), p.consistentRead(), search));
    }

    /**
     * Where each of the engine's {@code :values} comes from, in the order it handed them out: the key
     * condition's template operands, then the filter's parameters, then (past the parameters) a type
     * marker the filter names as a bare word, a constant.
     */
    private static Map<String, ValueCode> values(Expr expr, List<PatternCondition.Clause> clauses, String filter) {
        List<Object> sources = new ArrayList<>();
        clauses.forEach(c -> sources.addAll(c.operands()));
        Matcher m = FILTER_PARAMETER.matcher(filter);
        while (m.find()) {
            sources.add(m.group(1).strip());
        }
        Map<String, ValueCode> values = new LinkedHashMap<>();
        int i = 0;
        for (Map.Entry<String, AttributeValue> v : expr.values().entrySet()) {
            Object source = i < sources.size() ? sources.get(i++) : KeyTemplate.parse(v.getValue().displayText());
            values.put(v.getKey(), source instanceof KeyTemplate k ? value(v.getValue(), k)
                    : new ValueCode(v.getValue().type(), List.of(new Param((String) source, 0, ' '))));
        }
        return values;
    }


    /** A projection of top-level attribute names, each through a {@code #p} placeholder. */
    private static String projection(String projection, Map<String, String> names) {
        if (projection.isBlank()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (String attribute : projection.split(",")) {
            String placeholder = "#p" + parts.size();
            names.put(placeholder, attribute.strip());
            parts.add(placeholder);
        }
        return String.join(", ", parts);
    }

    private static ValueCode value(AttributeValue sample, KeyTemplate template) {
        return new ValueCode(sample.type(), pieces(template));
    }

    static List<Piece> pieces(KeyTemplate template) {
        List<Piece> pieces = new ArrayList<>();
        for (KeyTemplate.Part part : template.parts()) {
            if (part instanceof KeyTemplate.Literal l) {
                pieces.add(new Text(l.text()));
            } else {
                KeyTemplate.Ref r = (KeyTemplate.Ref) part;
                pieces.add(new Param(r.attribute(), r.size(), r.pad()));
            }
        }
        return pieces;
    }

    private static java.util.Optional<EntityWrite> write(TableDesign t, Entity e, List<String> warnings) {
        Map<String, ValueCode> keys = new LinkedHashMap<>();
        Map<String, AttributeType> attributes = new LinkedHashMap<>();
        for (Map.Entry<String, KeyTemplate> k : e.keyTemplates().entrySet()) {
            KeyTemplate template = k.getValue();
            if (!template.isValid()) {
                warnings.add(t.name() + ": entity " + e.name() + " is left out: the template of " + k.getKey()
                        + " " + template.syntaxError().orElseThrow());
                return java.util.Optional.empty();
            }
            keys.put(k.getKey(), new ValueCode(t.attributeType(k.getKey()).orElse(AttributeType.S), pieces(template)));
            for (KeyTemplate.Part part : template.parts()) {
                if (part instanceof KeyTemplate.Ref r) {
                    attributes.putIfAbsent(r.attribute(),
                            e.attribute(r.attribute()).map(AttributeDef::type).orElse(AttributeType.S));
                }
            }
        }
        for (AttributeDef a : e.attributes()) {
            if (!keys.containsKey(a.name()) && !a.name().equals(t.typeAttribute())) {
                attributes.putIfAbsent(a.name(), a.type());
            }
        }
        List<String> tableKeys = t.keySchema().names().stream().filter(keys::containsKey).toList();
        return java.util.Optional.of(new EntityWrite(e.name(), t.typeAttribute(), e.typeValue(), attributes, keys,
                tableKeys));
    }
}
