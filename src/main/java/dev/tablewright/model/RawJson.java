package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Fields of a model file that Tablewright does not interpret, kept as JSON text by field name so
 * that a read → write round trip loses nothing. The model never looks inside; the format layer
 * parses and writes them back.
 */
public record RawJson(Map<String, String> fields) {
    public static final RawJson EMPTY = new RawJson(Map.of());

    public RawJson {
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    public boolean isEmpty() {
        return fields.isEmpty();
    }

    public RawJson with(String field, String json) {
        LinkedHashMap<String, String> copy = new LinkedHashMap<>(fields);
        copy.put(field, json);
        return new RawJson(copy);
    }
}
