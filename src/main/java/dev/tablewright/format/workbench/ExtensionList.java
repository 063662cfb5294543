package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A list of elements in a table's {@code extensions.tablewright} (vector indexes, kept entities): an
 * element that cannot be read goes to the residue whole and is written back unchanged; one that is
 * read but carries members this version does not know gets them back while it stays as read, as a
 * relationship's unknown members are.
 *
 * @param key     the list's member in our extension
 * @param singular what one element is called in messages ("vector index")
 * @param plural   what its elements are called ("vector indexes")
 * @param members  the members an element may have
 */
record ExtensionList<T>(String key, String singular, String plural, List<String> members) {
    /** Reads one element's fields, which report its problems; empty when it cannot be read whole. */
    @FunctionalInterface
    interface ElementReader<T> {
        Optional<T> read(Fields element);
    }

    /** What a warning on an element adds. */
    String kept() {
        return "; the " + singular + " is kept as written";
    }

    /**
     * Takes the list out of our extension {@code tw}; what cannot be read goes to the residue of
     * {@code work} (the ModelSchema's working copy).
     */
    List<T> read(ObjectNode work, ObjectNode tw, String extPath, Diagnostics d, ElementReader<T> element,
            Function<T, ObjectNode> write) {
        JsonNode array = tw.get(key);
        String path = JsonPath.key(extPath, key);
        if (array == null) {
            return List.of();
        }
        if (!array.isArray()) {
            d.warning(path, "expected an array of " + plural + ", found " + Json.describe(array) + SchemaReader.KEPT);
            return List.of();
        }
        if (array.isEmpty()) {
            return List.of(); // left in the residue: the writer writes no empty list of its own
        }
        List<String> at = List.of("extensions", ExtensionFormat.NAMESPACE, key);
        List<T> read = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            String elementPath = JsonPath.index(path, i);
            JsonNode node = array.get(i);
            Optional<T> value = Optional.empty();
            if (node.isObject()) {
                value = element.read(new Fields(node, elementPath, d, kept()));
            } else {
                d.warning(elementPath, "expected a " + singular + " {" + String.join(", ", members) + "}, found "
                        + Json.describe(node) + kept());
            }
            if (value.isEmpty()) {
                Residue.keepWhole(work, at, node);
                continue;
            }
            read.add(value.get());
            List<String> unknown = SchemaReader.names(node).stream().filter(k -> !members.contains(k)).toList();
            if (!unknown.isEmpty()) {
                ObjectNode kept = write.apply(value.get());
                unknown.forEach(k -> {
                    d.warning(JsonPath.key(elementPath, k), plural + " hold only " + String.join(", ", members)
                            + "; this member is not shown" + SchemaReader.KEPT);
                    kept.set(k, node.get(k).deepCopy());
                });
                Residue.keepWith(work, at, kept);
            }
        }
        tw.remove(key);
        return read;
    }
}
