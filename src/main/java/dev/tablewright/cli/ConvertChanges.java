package dev.tablewright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.format.json.TextDecoder;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code convert} changes in a file, as one line per JSON member added, removed or changed
 * (key order is not a change): normalisations, derived keys, inferred types and our own members
 * show up as such; members kept as they were do not.
 */
final class ConvertChanges {
    private static final int MAX_VALUE = 40;

    private ConvertChanges() {
    }

    /** The changes from the file's bytes to the written text; empty when nothing changes. */
    static List<String> between(byte[] before, String after) {
        Diagnostics ignored = new Diagnostics("");
        JsonNode old = JsonTreeReader.read(TextDecoder.decode(before, ignored), ignored).orElse(Json.object());
        JsonNode now = Json.parseTrusted(after);
        List<String> lines = new ArrayList<>();
        diff(JsonPath.ROOT, old, now, lines);
        return lines;
    }

    private static void diff(String at, JsonNode old, JsonNode now, List<String> lines) {
        if (old.isObject() && now.isObject()) {
            old.fieldNames().forEachRemaining(name -> {
                if (!now.has(name)) {
                    lines.add("removed " + JsonPath.key(at, name));
                }
            });
            now.fieldNames().forEachRemaining(name -> {
                String path = JsonPath.key(at, name);
                if (!old.has(name)) {
                    lines.add("added   " + path);
                } else {
                    diff(path, old.get(name), now.get(name), lines);
                }
            });
        } else if (old.isArray() && now.isArray() && old.size() == now.size()) {
            for (int i = 0; i < old.size(); i++) {
                diff(JsonPath.index(at, i), old.get(i), now.get(i), lines);
            }
        } else if (!old.equals(now)) {
            lines.add("changed " + at + ": " + shown(old) + " -> " + shown(now));
        }
    }

    private static String shown(JsonNode v) {
        if (v.isArray()) {
            return "an array of " + v.size();
        }
        return v.isObject() ? "an object" : Json.abbreviate(Json.compact(v), MAX_VALUE);
    }
}
