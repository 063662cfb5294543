package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The placeholder maps of one request: {@code #name} → attribute name, {@code :value} → value.
 * DynamoDB checks them across all expressions of the request together.
 */
public record Expr(Map<String, String> names, Map<String, AttributeValue> values) {
    public static final Expr NONE = new Expr(Map.of(), Map.of());

    public Expr {
        names = Collections.unmodifiableMap(new LinkedHashMap<>(names == null ? Map.of() : names));
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values == null ? Map.of() : values));
    }

    public Expr withName(String placeholder, String name) {
        LinkedHashMap<String, String> copy = new LinkedHashMap<>(names);
        copy.put(placeholder, name);
        return new Expr(copy, values);
    }

    public Expr withValue(String placeholder, AttributeValue value) {
        LinkedHashMap<String, AttributeValue> copy = new LinkedHashMap<>(values);
        copy.put(placeholder, value);
        return new Expr(names, copy);
    }
}
