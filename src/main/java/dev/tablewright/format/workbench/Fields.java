package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Typed reads of one object of an extension's element (a vector index, a kept entity); every problem
 * is a warning at its path, and any one makes the element unreadable ({@link #whole()} false), so
 * that it is kept as written.
 */
final class Fields {
    private final JsonNode object;
    private final String path;
    private final Diagnostics d;
    private final String kept;
    private boolean whole = true;

    /** @param kept what a warning adds: that the element is kept as written */
    Fields(JsonNode object, String path, Diagnostics d, String kept) {
        this.object = object;
        this.path = path;
        this.d = d;
        this.kept = kept;
    }

    String path() {
        return path;
    }

    boolean whole() {
        return whole;
    }

    <T> Optional<T> required(String key, String expected, Function<JsonNode, Optional<T>> read) {
        if (!object.has(key)) {
            problem(key, "expected " + expected + ", found nothing");
            return Optional.empty();
        }
        return optional(key, expected, read);
    }

    /** Absent is "not set"; JSON {@code null} is a wrong value like any other. */
    <T> Optional<T> optional(String key, String expected, Function<JsonNode, Optional<T>> read) {
        JsonNode n = object.get(key);
        if (n == null) {
            return Optional.empty();
        }
        Optional<T> value = read.apply(n);
        if (value.isEmpty()) {
            problem(key, "expected " + expected + ", found " + Json.describe(n));
        }
        return value;
    }

    /** Fields of an object inside this one (an array's element), whose problems it reports itself. */
    Fields nested(JsonNode element, String elementPath) {
        return new Fields(element, elementPath, d, kept);
    }

    /** A problem at a path inside this object (an array's element): the element cannot be read. */
    void problemAt(String at, String message) {
        d.warning(at, message + kept);
        whole = false;
    }

    /** Unreadable because of a problem a nested object already reported. */
    void spoil() {
        whole = false;
    }

    /** A problem with the object as a whole, at its own path. */
    void warn(String message) {
        d.warning(path, message + kept);
        whole = false;
    }

    void problem(String key, String message) {
        d.warning(JsonPath.key(path, key), message + kept);
        whole = false;
    }

    /** A member of a nested object (a projection, a group part) this version does not know: the element is kept whole. */
    void onlyKnown(String... known) {
        List<String> allowed = List.of(known);
        for (String name : SchemaReader.names(object)) {
            if (!allowed.contains(name)) {
                problem(name, "this object holds only " + String.join(", ", allowed));
            }
        }
    }

    /** A member that is an object, read by its own fields at its own path. */
    Optional<Fields> child(String key, String expected, boolean isRequired) {
        Function<JsonNode, Optional<Fields>> read = n -> n.isObject()
                ? Optional.of(new Fields(n, JsonPath.key(path, key), d, kept)) : Optional.empty();
        return isRequired ? required(key, expected, read) : optional(key, expected, read);
    }

    static Optional<String> text(JsonNode n) {
        return n.isTextual() ? Optional.of(n.textValue()) : Optional.empty();
    }

    static Optional<List<String>> names(JsonNode n) {
        if (!n.isArray()) {
            return Optional.empty();
        }
        List<String> names = new ArrayList<>();
        for (JsonNode e : n) {
            if (!e.isTextual()) {
                return Optional.empty();
            }
            names.add(e.textValue());
        }
        return Optional.of(names);
    }
}
