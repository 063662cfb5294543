package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.RawJson;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Members of a JSON object that Tablewright does not interpret, kept as text and written back. */
final class RawFields {
    /**
     * Starts the name under which elements of an array member that could not be read are kept (a
     * table without a partition key in {@code DataModel}, an index without a name…); the writer
     * adds them back at the end of that array. The NUL keeps it apart from any name a file holds.
     */
    static final String KEPT_ELEMENTS = "\u0000";
    /** Likewise for members of an object member (a sort key in {@code KeyAttributes} that cannot be read). */
    static final String KEPT_MEMBERS = "\u0001";

    private RawFields() {
    }

    /** Every member whose name is not in {@code known}, in file order. */
    static RawJson unknown(JsonNode object, Set<String> known) {
        Map<String, String> fields = new LinkedHashMap<>();
        object.properties().forEach(f -> {
            if (!known.contains(f.getKey())) {
                fields.put(f.getKey(), Json.compact(f.getValue()));
            }
        });
        return new RawJson(fields);
    }

    /** The kept members with {@code elements} of the array member {@code array} kept too. */
    static RawJson withKeptElements(RawJson raw, String array, List<JsonNode> elements) {
        if (elements.isEmpty()) {
            return raw;
        }
        ArrayNode kept = Json.array();
        elements.forEach(e -> kept.add(e.deepCopy()));
        return raw.with(KEPT_ELEMENTS + array, Json.compact(kept));
    }

    /** The kept members with {@code object.member} (which could not be read) kept too. */
    static RawJson withKeptMember(RawJson raw, String object, String member, JsonNode value) {
        ObjectNode kept = Json.object();
        kept.set(member, value.deepCopy());
        return raw.with(KEPT_MEMBERS + object, Json.compact(kept));
    }

    /** {@code raw} without the member of {@code object} kept by {@link #withKeptMember}. */
    static RawJson withoutKeptMember(RawJson raw, String object, String member) {
        String at = KEPT_MEMBERS + object;
        String kept = raw.fields().get(at);
        if (kept == null) {
            return raw;
        }
        ObjectNode rest = (ObjectNode) Json.parseTrusted(kept);
        rest.remove(member);
        Map<String, String> fields = new LinkedHashMap<>(raw.fields());
        if (rest.isEmpty()) {
            fields.remove(at);
        } else {
            fields.put(at, Json.compact(rest));
        }
        return new RawJson(fields);
    }

    /** Writes the kept members, except those in {@code skip} (the writer places them itself). */
    static void writeExcept(ObjectNode target, RawJson raw, Set<String> skip) {
        raw.fields().forEach((name, json) -> {
            if (name.startsWith(KEPT_ELEMENTS)) {
                String array = name.substring(KEPT_ELEMENTS.length());
                JsonNode existing = target.get(array);
                ArrayNode into = existing != null && existing.isArray() ? (ArrayNode) existing : target.putArray(array);
                Json.parseTrusted(json).forEach(into::add);
            } else if (name.startsWith(KEPT_MEMBERS)) {
                String object = name.substring(KEPT_MEMBERS.length());
                JsonNode existing = target.get(object);
                ObjectNode into = existing != null && existing.isObject() ? (ObjectNode) existing
                        : target.putObject(object);
                Json.parseTrusted(json).properties().forEach(m -> {
                    if (!into.has(m.getKey())) {
                        into.set(m.getKey(), m.getValue());
                    }
                });
            } else if (!skip.contains(name) && !target.has(name)) {
                target.set(name, Json.parseTrusted(json));
            }
        });
    }

    /** Writes one kept member if there is one. */
    static void writeIfPresent(ObjectNode target, RawJson raw, String name) {
        String json = raw.fields().get(name);
        if (json != null) {
            target.set(name, Json.parseTrusted(json));
        }
    }
}
