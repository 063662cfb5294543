package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.RawJson;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** Members of a JSON object that Tablewright does not interpret, kept as text and written back. */
final class RawFields {

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

    /** Writes the kept members, except those in {@code skip} (the writer places them itself). */
    static void writeExcept(ObjectNode target, RawJson raw, Set<String> skip) {
        raw.fields().forEach((name, json) -> {
            if (!skip.contains(name) && !target.has(name)) {
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
