package dev.tablewright.ui.operations;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Hands out {@code #n0, #n1 …} for attribute names (one per name, reused) and {@code :v0, :v1 …} for
 * values, so every name goes through a placeholder and reserved words never matter.
 */
final class Placeholders {
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();
    private final Map<String, String> byName = new LinkedHashMap<>();

    String name(String attribute) {
        return byName.computeIfAbsent(attribute, a -> {
            String placeholder = "#n" + names.size();
            names.put(placeholder, a);
            return placeholder;
        });
    }

    String value(AttributeValue v) {
        String placeholder = ":v" + values.size();
        values.put(placeholder, v);
        return placeholder;
    }

    Expr expr() {
        return new Expr(names, values);
    }
}
