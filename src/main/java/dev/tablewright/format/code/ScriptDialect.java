package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.EntityWrite;
import dev.tablewright.format.code.CodePlan.PatternCode;
import dev.tablewright.format.code.CodePlan.ValueCode;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.OperationKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * What {@link JavaScriptCode} and {@link PythonCode} write alike, each in its own syntax: the method
 * parameters, a read request's map of expressions, DynamoDB's typed values built from a template's
 * pieces, and the body of an entity write (its required keys, the index keys left out when their
 * attributes are absent, the optional attributes). What only one language does (pagination, the
 * helpers, the client calls) stays in its writer. Each spelling is a template for {@link String#formatted}.
 *
 * @param naming      a name from the model as the language spells a method or variable
 * @param indent      one level of indentation
 * @param mapLiteral  a map literal around its entries
 * @param key         a key of a map literal ({@code S}, {@code TableName})
 * @param trueWord    the literal true
 * @param falseWord   the literal false
 * @param end         what ends a statement
 * @param and         what joins two conditions that must both hold
 * @param text        an expression as text, so that numbers may be passed too
 * @param padded      a text padded on the left to a size with a (quoted) character
 * @param isTrue      whether a text reads {@code true}, in any case
 * @param truth       an expression as a boolean
 * @param absent      whether a variable is absent
 * @param present     whether a variable is present
 * @param declaration what starts a statement that names a new variable, up to its value
 * @param raise       a statement that stops with an error saying the (quoted) message
 * @param ifOpen      the line before a statement that runs only where a condition holds
 * @param ifClose     the line after it, or null for none
 * @param numbers     a sequence of numbers (a search vector) as DynamoDB's list of {@code N} values
 */
record ScriptDialect(UnaryOperator<String> naming, String indent, String mapLiteral, String key, String trueWord,
        String falseWord, String end, String and, String text, String padded, String isTrue, String truth,
        String absent, String present, String declaration, String raise, String ifOpen, String ifClose,
        String numbers) {
    static final ScriptDialect JAVASCRIPT = new ScriptDialect(n -> CodeNames.camel(n, CodeNames.JAVASCRIPT_KEYWORDS),
            "  ", "{ %s }", "%s", "true", "false", ";", " && ", "String(%s)", "%s.padStart(%d, %s)",
            "(%s).toLowerCase() === \"true\"", "Boolean(%s)", "%s == null", "%s != null", "const %s = ",
            "throw new Error(%s);", "if (%s) {", "}", "Array.from(%s, (x) => ({ N: String(x) }))");
    static final ScriptDialect PYTHON = new ScriptDialect(n -> CodeNames.snake(n, CodeNames.PYTHON_KEYWORDS),
            "    ", "{%s}", "\"%s\"", "True", "False", "", " and ", "str(%s)", "%s.rjust(%d, %s)",
            "(%s).lower() == \"true\"", "bool(%s)", "%s is None", "%s is not None", "%s = ",
            "raise ValueError(%s)", "if %s:", null, "[{\"N\": str(x)} for x in %s]");

    /** A name from the model as the language spells a method or variable. */
    String identifier(String name) {
        return naming.apply(name);
    }

    String bool(boolean value) {
        return value ? trueWord : falseWord;
    }

    /** The statement, run only where the condition holds. */
    private void guard(StringBuilder b, String indent, String condition, String statement) {
        b.append(indent).append(ifOpen.formatted(condition)).append('\n').append(indent).append(this.indent)
                .append(statement).append('\n');
        if (ifClose != null) {
            b.append(indent).append(ifClose).append('\n');
        }
    }

    /** A statement that names a new variable. */
    String declare(String variable, String expression) {
        return declaration.formatted(variable) + expression + end;
    }

    String indent(int levels) {
        return indent.repeat(levels);
    }

    /** The method parameter for each model parameter, in order. */
    Map<String, String> parameters(List<String> names) {
        return CodeNames.parameters(names, this::identifier);
    }

    /**
     * The pattern's method parameters: its own (a batch or transaction takes a list of them instead), then
     * what it writes or the list it reads or writes.
     */
    List<String> signature(PatternCode p, Map<String, String> params) {
        List<String> signature = new ArrayList<>();
        if (p.vectorSearch() != null) { // the vector first: every search has one
            signature.add(vector(params));
        }
        signature.addAll(p.operation().isMultiItem() ? List.of() : params.values());
        switch (p.operation()) {
            case PUT_ITEM -> signature.add("attributes");
            case UPDATE_ITEM -> signature.add("changes");
            case BATCH_GET_ITEM, TRANSACT_GET_ITEMS -> signature.add("keys");
            case BATCH_WRITE_ITEM, TRANSACT_WRITE_ITEMS -> signature.add("items");
            default -> {
            }
        }
        return signature;
    }

    /** A vector search's parameter for its search vector, a name none of the pattern's own parameters has. */
    String vector(Map<String, String> params) {
        return CodeNames.another(identifier("search vector"), params.values());
    }

    /** The class's helper a batch or transaction pattern sends its keys or items through. */
    String helper(OperationKind operation) {
        return "_" + identifier(switch (operation) {
            case BATCH_GET_ITEM -> "batch get";
            case TRANSACT_GET_ITEMS -> "transact get";
            case BATCH_WRITE_ITEM -> "batch write";
            default -> "transact write";
        });
    }

    /**
     * A Query's or Scan's request as one map literal in the variable {@code request}: the table, then each
     * expression the pattern has, its names and values, the order (a Query's) and the read's consistency.
     */
    void readRequest(StringBuilder b, PatternCode p, Map<String, String> params, String tableExpr) {
        String i2 = indent(2);
        String i3 = indent(3);
        open(b, p, tableExpr);
        entry(b, "KeyConditionExpression", p.keyCondition());
        entry(b, "FilterExpression", p.filter());
        expressions(b, p, params);
        if (p.operation() == OperationKind.QUERY) {
            b.append(i3).append(key.formatted("ScanIndexForward")).append(": ").append(bool(p.scanForward())).append(",\n");
        }
        b.append(i3).append(key.formatted("ConsistentRead")).append(": ").append(bool(p.consistentRead())).append(",\n")
                .append(i2).append('}').append(end).append('\n');
    }

    /**
     * A vector search's request as one map literal in the variable {@code request}: the table and vector
     * index, the search vector (each element sent as a number), TopK, then the condition and projection the
     * pattern has, with their names and values. No consistency, limit or start key: SearchVectors has none.
     */
    void searchRequest(StringBuilder b, PatternCode p, Map<String, String> params, String tableExpr) {
        String i2 = indent(2);
        String i3 = indent(3);
        open(b, p, tableExpr);
        b.append(i3).append(key.formatted("SearchVector")).append(": ").append(numbers.formatted(vector(params)))
                .append(",\n").append(i3).append(key.formatted("TopK")).append(": ").append(p.limit()).append(",\n");
        entry(b, "SearchConditionExpression", p.vectorSearch().condition());
        expressions(b, p, params);
        b.append(i2).append('}').append(end).append('\n');
    }

    /** {@code request = {}, its table and the index it reads, if any: how every read's map literal starts. */
    private void open(StringBuilder b, PatternCode p, String tableExpr) {
        b.append(indent(2)).append(declaration.formatted("request")).append("{\n")
                .append(indent(3)).append(key.formatted("TableName")).append(": ").append(tableExpr).append(",\n");
        entry(b, "IndexName", p.index());
    }

    /** A request's projection, then its expression attribute names and values, each only where it has some. */
    private void expressions(StringBuilder b, PatternCode p, Map<String, String> params) {
        String i3 = indent(3);
        entry(b, "ProjectionExpression", p.projection());
        if (!p.names().isEmpty()) {
            b.append(i3).append(key.formatted("ExpressionAttributeNames")).append(": ").append(names(p.names())).append(",\n");
        }
        if (!p.values().isEmpty()) {
            b.append(i3).append(key.formatted("ExpressionAttributeValues")).append(": ").append(map(p.values(), params))
                    .append(",\n");
        }
    }

    private void entry(StringBuilder b, String name, String value) {
        if (value != null && !value.isEmpty()) {
            b.append(indent(3)).append(key.formatted(name)).append(": ").append(Literals.quoted(value, false)).append(",\n");
        }
    }

    /**
     * An entity write's body up to the put: the item with its type attribute, an error where a table key's
     * attribute is missing, each key from its template (an index key only where its attributes are all
     * there: the item stays out of a sparse index), then each other attribute that is given.
     */
    void item(StringBuilder b, EntityWrite w, Map<String, String> params) {
        String i2 = indent(2);
        b.append(i2).append(declare("item", mapLiteral.formatted(Literals.quoted(w.typeAttribute(), false) + ": "
                + typed("S", Literals.quoted(w.typeValue(), false))))).append('\n');
        for (String a : w.required()) {
            guard(b, i2, absent.formatted(params.get(a)),
                    raise.formatted(Literals.quoted(a + " is needed for the table's key", false)));
        }
        for (Map.Entry<String, ValueCode> k : w.keys().entrySet()) {
            List<String> refs = k.getValue().parameters().stream().map(params::get).toList();
            String put = "item[" + Literals.quoted(k.getKey(), false) + "] = " + value(k.getValue(), params) + end;
            if (refs.isEmpty() || !w.optional(k.getKey())) {
                b.append(i2).append(put).append('\n');
            } else {
                guard(b, i2, String.join(and, refs.stream().map(present::formatted).toList()), put);
            }
        }
        w.attributes().forEach((a, type) -> {
            if (!w.keys().containsKey(a)) {
                String v = params.get(a);
                guard(b, i2, present.formatted(v), "item[" + Literals.quoted(a, false) + "] = " + wrap(type, v) + end);
            }
        });
    }

    /** A parameter of an entity write as the typed value its attribute holds. */
    private String wrap(AttributeType type, String v) {
        return switch (type) {
            case S -> typed("S", text.formatted(v));
            case N -> typed("N", text.formatted(v));
            case BOOL -> typed("BOOL", truth.formatted(v));
            default -> v;
        };
    }

    /** The expression attribute names as a map literal. */
    String names(Map<String, String> names) {
        List<String> entries = new ArrayList<>();
        names.forEach((k, v) -> entries.add(Literals.quoted(k, false) + ": " + Literals.quoted(v, false)));
        return mapLiteral.formatted(String.join(", ", entries));
    }

    /** Attribute → typed value, as a map literal. */
    String map(Map<String, ValueCode> values, Map<String, String> params) {
        List<String> entries = new ArrayList<>();
        values.forEach((k, v) -> entries.add(Literals.quoted(k, false) + ": " + value(v, params)));
        return mapLiteral.formatted(String.join(", ", entries));
    }

    /** The typed value built from its pieces; parameters go through {@link #text} so numbers may be passed too. */
    private String value(ValueCode v, Map<String, String> params) {
        String expression = v.concatenation(false, p -> {
            String value = text.formatted(params.get(p.name()));
            return p.size() > 0 ? padded.formatted(value, p.size(), Literals.quoted(String.valueOf(p.pad()), false))
                    : value;
        });
        return switch (v.type()) {
            case N -> typed("N", expression);
            case BOOL -> typed("BOOL", isTrue.formatted(expression));
            default -> typed("S", expression);
        };
    }

    /** DynamoDB's typed value: {@code {S: …}}, {@code {N: …}}, {@code {BOOL: …}}. */
    private String typed(String type, String expression) {
        return mapLiteral.formatted(key.formatted(type) + ": " + expression);
    }
}
