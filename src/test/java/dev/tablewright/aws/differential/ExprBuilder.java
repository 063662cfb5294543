package dev.tablewright.aws.differential;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;

/** Placeholders for one request: names as {@code #n0} (or, sometimes, written bare), values as {@code :v0}. */
final class ExprBuilder {
    private final Rng rng;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    ExprBuilder(Rng rng) {
        this.rng = rng;
    }

    /** An attribute name as written in an expression: a placeholder, or bare (reserved words then fail). */
    String name(String attribute) {
        if (rng.chance(0.15)) {
            return attribute;
        }
        for (Map.Entry<String, String> e : names.entrySet()) {
            if (e.getValue().equals(attribute)) {
                return e.getKey();
            }
        }
        String p = "#n" + names.size();
        names.put(p, attribute);
        return p;
    }

    String value(AttributeValue v) {
        String p = ":v" + values.size();
        values.put(p, v);
        return p;
    }

    /** A placeholder no expression uses (DynamoDB refuses it). */
    void unusedValue(AttributeValue v) {
        values.put(":unused", v);
    }

    Expr expr() {
        return new Expr(names, values);
    }
}
