package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Hands out {@code #n0, #n1 …} (any prefix) for attribute names, one per name and reused, and
 * {@code :v0, :v1 …} for values, so every name goes through a placeholder and reserved words never
 * matter. Used for the requests access patterns and the query tabs build.
 */
public final class PlaceholderAllocator {
    private final String namePrefix;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    /** @param namePrefix what a name placeholder starts with, e.g. {@code #n} */
    public PlaceholderAllocator(String namePrefix) {
        this.namePrefix = namePrefix;
    }

    /** The attribute's placeholder: the one it already has, else the next one not yet taken. */
    public String name(String attribute) {
        for (Map.Entry<String, String> e : names.entrySet()) {
            if (e.getValue().equals(attribute)) {
                return e.getKey();
            }
        }
        int n = names.size();
        while (names.containsKey(namePrefix + n)) {
            n++;
        }
        String placeholder = namePrefix + n;
        names.put(placeholder, attribute);
        return placeholder;
    }

    /**
     * Takes a placeholder the user wrote ({@code #status} in a filter) for the attribute it names;
     * false when it already stands for another attribute (the caller then asks {@link #name}).
     */
    public boolean claim(String placeholder, String attribute) {
        String taken = names.putIfAbsent(placeholder, attribute);
        return taken == null || taken.equals(attribute);
    }

    public String value(AttributeValue v) {
        String placeholder = ":v" + values.size();
        values.put(placeholder, v);
        return placeholder;
    }

    public Expr expr() {
        return new Expr(names, values);
    }
}
