package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.parse.ExpressionContext;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Writes a statement's conditions and changes as DynamoDB expressions, every name and value behind a
 * placeholder ({@code #n0}, {@code :v0}), so the engine's own parser and evaluator give them
 * DynamoDB's semantics. One writer per request: placeholders are shared across its expressions.
 */
final class ExpressionWriter {
    private final List<AttributeValue> parameters;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    ExpressionWriter(List<AttributeValue> parameters) {
        this.parameters = parameters;
    }

    Expr expr() {
        Map<String, String> byPlaceholder = new LinkedHashMap<>();
        names.forEach((name, placeholder) -> byPlaceholder.put(placeholder, name));
        return new Expr(byPlaceholder, values);
    }

    /** Parses a condition written by a writer, with DynamoDB's checks (operand types, BETWEEN bounds …). */
    static ConditionExpression parse(String condition, Expr expr) {
        return parsed(expr, context -> context.condition(condition));
    }

    /** Parses what a writer wrote ({@code context -> context.update(text)} …), errors as ValidationException. */
    static <T> T parsed(Expr expr, Function<ExpressionContext, T> parse) {
        try {
            return parse.apply(new ExpressionContext(expr.names().isEmpty() ? null : expr.names(),
                    expr.values().isEmpty() ? null : expr.values()));
        } catch (ExpressionException e) {
            throw DynamoException.validation(e.getMessage());
        }
    }

    String condition(Clause c) {
        if (c instanceof Clause.And a) {
            return "(" + condition(a.left()) + ") AND (" + condition(a.right()) + ")";
        }
        if (c instanceof Clause.Or o) {
            return "(" + condition(o.left()) + ") OR (" + condition(o.right()) + ")";
        }
        if (c instanceof Clause.Not n) {
            return "NOT (" + condition(n.operand()) + ")";
        }
        if (c instanceof Clause.Compare cmp) {
            return operand(cmp.left()) + " " + cmp.operator() + " " + operand(cmp.right());
        }
        if (c instanceof Clause.Between b) {
            return operand(b.operand()) + " BETWEEN " + operand(b.low()) + " AND " + operand(b.high());
        }
        if (c instanceof Clause.In in) {
            List<String> candidates = new ArrayList<>();
            in.candidates().forEach(t -> candidates.add(operand(t)));
            return operand(in.operand()) + " IN (" + String.join(", ", candidates) + ")";
        }
        if (c instanceof Clause.Function f) {
            List<String> arguments = new ArrayList<>();
            f.arguments().forEach(t -> arguments.add(operand(t)));
            return f.name() + "(" + String.join(", ", arguments) + ")";
        }
        Clause.Is is = (Clause.Is) c;
        String test = is.missing() ? (is.negated() ? "attribute_exists(" : "attribute_not_exists(") + path(is.path()) + ")"
                : "attribute_type(" + path(is.path()) + ", " + value(new AttributeValue.S("NULL")) + ")";
        return !is.missing() && is.negated() ? "NOT " + test : test;
    }

    /** {@code SET a = :v, b = b + :w REMOVE c}: the changes in order, grouped as DynamoDB requires. */
    String update(List<Statement.Change> changes) {
        List<String> sets = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        for (Statement.Change change : changes) {
            if (change instanceof Statement.Change.Set set) {
                String value = operand(set.value());
                if (set.operator() != null) {
                    value += " " + set.operator() + " " + operand(set.right());
                }
                sets.add(path(set.path()) + " = " + value);
            } else {
                removes.add(path(((Statement.Change.Remove) change).path()));
            }
        }
        String text = sets.isEmpty() ? "" : "SET " + String.join(", ", sets);
        if (!removes.isEmpty()) {
            text += (text.isEmpty() ? "" : " ") + "REMOVE " + String.join(", ", removes);
        }
        return text;
    }

    /** A SELECT list as a ProjectionExpression (DynamoDB checks it as one: overlapping paths …). */
    String projection(List<Term.Path> paths) {
        List<String> written = new ArrayList<>();
        paths.forEach(p -> written.add(path(p)));
        return String.join(", ", written);
    }

    String operand(Term t) {
        if (t instanceof Term.Path p) {
            return path(p);
        }
        if (t instanceof Term.Size s) {
            return "size(" + path(s.path()) + ")";
        }
        return value(Values.resolve(t, parameters));
    }

    private String path(Term.Path p) {
        StringBuilder text = new StringBuilder();
        for (Object step : p.steps()) {
            if (step instanceof String name) {
                if (!text.isEmpty()) {
                    text.append('.');
                }
                text.append(names.computeIfAbsent(name, n -> "#n" + names.size()));
            } else {
                text.append('[').append(step).append(']');
            }
        }
        return text.toString();
    }

    private String value(AttributeValue v) {
        String placeholder = ":v" + values.size();
        values.put(placeholder, v);
        return placeholder;
    }
}
