package dev.tablewright.operation.form;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Expressions read back into the forms' rows, the inverse of {@link FormExpressions}: simple
 * comparisons joined by AND/OR, a projection of top-level names, an expression's placeholders
 * substituted. What the rows cannot say throws {@link IllegalArgumentException} (or runs off the
 * tokens), and the request stays "edited as JSON".
 */
public final class ExpressionRows {
    private static final Pattern TOKEN = Pattern.compile(
            "\\s*(#[A-Za-z0-9_]+|:[A-Za-z0-9_]+|<=|>=|<>|[=<>(),]|[A-Za-z_][A-Za-z0-9_\\-]*)");

    /** One comparison: {@code attribute op values}, joined to the one before by OR when {@code or}. */
    public record Clause(boolean or, String attribute, String op, List<AttributeValue> values) {
    }

    private ExpressionRows() {
    }

    public static List<FilterRow> filterRows(String filter, Expr expr) {
        return clauses(filter, expr).stream().map(c -> new FilterRow(c.or, c.attribute, filterOp(c.op),
                c.values.isEmpty() ? "" : text(c.values.get(0)), c.values.size() > 1 ? text(c.values.get(1)) : ""))
                .toList();
    }

    public static String projection(String projection, Expr expr) {
        if (projection.isBlank()) {
            return "";
        }
        return Arrays.stream(projection.split(",")).map(String::strip).map(n -> name(n, expr))
                .collect(Collectors.joining(", "));
    }

    /** {@code a = :v AND begins_with(#b, :w) OR c BETWEEN :x AND :y …}; anything else throws. */
    public static List<Clause> clauses(String text, Expr expr) {
        List<String> t = tokens(text);
        List<Clause> out = new ArrayList<>();
        int i = 0;
        boolean or = false;
        while (i < t.size()) {
            String first = t.get(i);
            Clause c;
            if (i + 1 < t.size() && t.get(i + 1).equals("(")) {
                String attribute = name(t.get(i + 2), expr);
                if (t.get(i + 3).equals(")")) {
                    c = new Clause(or, attribute, first, List.of());
                    i += 4;
                } else {
                    expect(t, i + 3, ",");
                    expect(t, i + 5, ")");
                    c = new Clause(or, attribute, first, List.of(value(t.get(i + 4), expr)));
                    i += 6;
                }
            } else if (t.get(i + 1).equals("BETWEEN")) {
                expect(t, i + 3, "AND");
                c = new Clause(or, name(first, expr), "BETWEEN",
                        List.of(value(t.get(i + 2), expr), value(t.get(i + 4), expr)));
                i += 5;
            } else {
                c = new Clause(or, name(first, expr), t.get(i + 1), List.of(value(t.get(i + 2), expr)));
                i += 3;
            }
            out.add(c);
            if (i < t.size()) {
                String joint = t.get(i++);
                if (!joint.equals("AND") && !joint.equals("OR")) {
                    throw new IllegalArgumentException();
                }
                or = joint.equals("OR");
            }
        }
        return out;
    }

    public static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        int at = 0;
        while (at < text.length() && m.find(at) && m.start() == at) {
            out.add(m.group(1));
            at = m.end();
        }
        if (!text.substring(at).isBlank()) {
            throw new IllegalArgumentException();
        }
        return out;
    }

    private static void expect(List<String> tokens, int at, String token) {
        if (!tokens.get(at).equals(token)) {
            throw new IllegalArgumentException();
        }
    }

    public static String name(String token, Expr expr) {
        if (token.startsWith("#")) {
            String name = expr.names().get(token);
            if (name == null) {
                throw new IllegalArgumentException();
            }
            return name;
        }
        if (token.startsWith(":") || !Character.isLetter(token.charAt(0)) && token.charAt(0) != '_') {
            throw new IllegalArgumentException();
        }
        return token;
    }

    public static AttributeValue value(String token, Expr expr) {
        AttributeValue v = expr.values().get(token);
        if (v == null) {
            throw new IllegalArgumentException();
        }
        return v;
    }

    public static String text(AttributeValue v) {
        return CellText.of(v);
    }

    static FilterOp filterOp(String symbol) {
        return Arrays.stream(FilterOp.values()).filter(o -> o.symbol().equals(symbol)).findFirst()
                .orElseThrow(IllegalArgumentException::new);
    }

    /**
     * An expression with its placeholders replaced by what they stand for, each value with its type
     * ({@code N(5)} is not {@code S(5)}): what two requests are compared by when a form reads one back.
     */
    public static String substitute(String text, Expr expr) {
        return tokens(text).stream().map(t -> t.startsWith("#") ? expr.names().getOrDefault(t, t)
                : t.startsWith(":") ? typed(expr.values().get(t)) : t).collect(Collectors.joining(" "));
    }

    private static String typed(AttributeValue v) {
        return v == null ? "null" : v.type() + "(" + v + ")";
    }
}
