package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;

import java.util.Optional;
import java.util.function.Function;

/**
 * Typed reads of the members of one object of the settings block. A member read is removed from the
 * working copy; one of the wrong type or out of range is a warning and stays, so that the writer puts
 * it back as it was (the model then has the default for it). Absent and {@code null} are "not set"
 * (a {@code null} stays in the residue too).
 */
record SettingsFields(ObjectNode object, String path, Diagnostics d) {

    String at(String key) {
        return JsonPath.key(path, key);
    }

    boolean has(String key) {
        JsonNode n = object.get(key);
        return n != null && !n.isNull();
    }

    Optional<Long> count(String key) {
        return take(key, n -> n.isIntegralNumber() && n.canConvertToLong() && n.longValue() >= 0
                ? Optional.of(n.longValue()) : Optional.empty(), "a whole number, 0 or more");
    }

    Optional<Double> number(String key) {
        return take(key, n -> n.isNumber() && Double.isFinite(n.doubleValue()) ? Optional.of(n.doubleValue())
                : Optional.empty(), "a number");
    }

    Optional<Boolean> flag(String key) {
        return take(key, n -> n.isBoolean() ? Optional.of(n.booleanValue()) : Optional.empty(), "true or false");
    }

    Optional<String> text(String key) {
        return take(key, n -> n.isTextual() ? Optional.of(n.textValue()) : Optional.empty(), "a string");
    }

    <T> Optional<T> choice(String key, Function<String, Optional<T>> parse, String expected) {
        return take(key, n -> n.isTextual() ? parse.apply(n.textValue()) : Optional.empty(), expected);
    }

    Optional<SettingsFields> object(String key) {
        return take(key, n -> n.isObject() ? Optional.of(new SettingsFields((ObjectNode) n, at(key), d))
                : Optional.empty(), "an object", false);
    }

    /** Removes the member when the object it held was read whole. */
    void dropIfEmpty(String key) {
        JsonNode n = object.get(key);
        if (n != null && n.isContainerNode() && n.isEmpty()) {
            object.remove(key);
        }
    }

    private <T> Optional<T> take(String key, Function<JsonNode, Optional<T>> read, String expected) {
        return take(key, read, expected, true);
    }

    private <T> Optional<T> take(String key, Function<JsonNode, Optional<T>> read, String expected, boolean remove) {
        if (!has(key)) {
            return Optional.empty();
        }
        Optional<T> value = read.apply(object.get(key));
        if (value.isEmpty()) {
            d.warning(at(key), "expected " + expected + ", found " + Json.describe(object.get(key)) + SchemaReader.KEPT);
        } else if (remove) {
            object.remove(key);
        }
        return value;
    }
}
