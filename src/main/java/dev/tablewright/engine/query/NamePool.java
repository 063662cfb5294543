package dev.tablewright.engine.query;

import java.util.HashMap;
import java.util.Map;

/** One String instance per attribute name of a table: items repeat the same few names. */
final class NamePool {
    private final Map<String, String> names = new HashMap<>();

    String intern(String name) {
        String known = names.putIfAbsent(name, name);
        return known == null ? name : known;
    }
}
