package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;

import java.util.List;
import java.util.Optional;

/**
 * Workbench's {@code KeyAttributes} against the ModelSchema's {@code indexes.primary}: when they name
 * different keys ({@code PK} against {@code pk}), the names the items carry win, with a warning. When
 * the items carry KeyAttributes' names, nothing changes here (the ModelSchema reader reports it).
 */
final class PrimaryKeyChoice {

    private PrimaryKeyChoice() {
    }

    static KeySchema choose(KeySchema keys, JsonNode table, List<Item> items, String tablePath, Diagnostics d) {
        JsonNode primary = table.path(TableReader.MODEL_SCHEMA).path("indexes").path("primary");
        Optional<String> hash = text(primary.get("hash"));
        if (hash.isEmpty()) {
            return keys;
        }
        Optional<String> sort = text(primary.get("sort"));
        Optional<AttributeDef> sortKey = keys.sortKey();
        KeySchema schemas = new KeySchema(new AttributeDef(hash.get(), keys.partitionKey().type()),
                sort.flatMap(s -> sortKey.map(sk -> new AttributeDef(s, sk.type()))).or(() -> sortKey));
        if (schemas.names().equals(keys.names()) || carrying(items, schemas) <= carrying(items, keys)) {
            return keys;
        }
        String used = String.join(", ", schemas.names());
        d.warning(JsonPath.key(tablePath, "KeyAttributes"), "KeyAttributes names the keys "
                + String.join(", ", keys.names()) + ", but the ModelSchema's primary index and the items use " + used
                + "; " + used + " are used");
        return schemas;
    }

    private static Optional<String> text(JsonNode node) {
        return Optional.ofNullable(node).filter(JsonNode::isTextual).map(JsonNode::textValue).filter(s -> !s.isEmpty());
    }

    /** How many items carry all of the keys. */
    private static long carrying(List<Item> items, KeySchema keys) {
        return items.stream().filter(i -> keys.names().stream().allMatch(i::has)).count();
    }
}
