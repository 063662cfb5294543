package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How a multi-attribute GSI key is written (docs/file-format.md, "Multi-attribute keys"): Workbench's
 * {@code KeyAttributes} and OneTable's {@code hash}/{@code sort} keep the first attributes (what other
 * tools understand); the OneTable index lists every attribute, the extension every attribute with its
 * type. A single-attribute key writes none of this.
 */
final class GlobalIndexKeys {
    /** OneTable has no form for several key attributes: these lists beside {@code hash}/{@code sort} are ours. */
    static final String HASH_ATTRIBUTES = "hashAttributes";
    static final String SORT_ATTRIBUTES = "sortAttributes";

    private GlobalIndexKeys() {
    }

    /** OneTable's index keys: {@code hash} and {@code sort} name the first attributes, the lists all of them. */
    static void oneTable(ObjectNode index, KeySchema keys) {
        index.put("hash", keys.partitionKey().name());
        keys.sortKey().ifPresent(sk -> index.put("sort", sk.name()));
        if (keys.isMultiAttribute()) {
            keys.partitionNames().forEach(index.putArray(HASH_ATTRIBUTES)::add);
            if (keys.hasSortKey()) {
                keys.sortNames().forEach(index.putArray(SORT_ATTRIBUTES)::add);
            }
        }
    }

    /** The extension's {@code globalIndexKeys}: every multi-attribute GSI's whole key; empty when none. */
    static Optional<ObjectNode> extension(TableDesign t) {
        ObjectNode o = Json.object();
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            if (g.keys().isMultiAttribute()) {
                ObjectNode entry = o.putObject(g.name());
                attributes(entry.putArray(ExtensionFormat.PARTITION_KEYS), g.keys().partitionKeys());
                attributes(entry.putArray(ExtensionFormat.SORT_KEYS), g.keys().sortKeys());
            }
        }
        return o.isEmpty() ? Optional.empty() : Optional.of(o);
    }

    private static void attributes(ArrayNode array, List<AttributeDef> keys) {
        keys.forEach(k -> array.add(TableWriter.attribute(k)));
    }

    /**
     * The key attributes of multi-attribute GSIs that the table does not declare (nor has as its own
     * keys), each once, in index order: Workbench learns a GSI key attribute's type from the table's
     * attributes, and would not know the attributes after the first of each key.
     */
    static List<AttributeDef> undeclared(TableDesign t) {
        Map<String, AttributeDef> missing = new LinkedHashMap<>();
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            if (g.keys().isMultiAttribute()) {
                g.keys().attributes().forEach(a -> missing.putIfAbsent(a.name(), new AttributeDef(a.name(), a.type())));
            }
        }
        t.keySchema().names().forEach(missing::remove);
        t.attributes().forEach(a -> missing.remove(a.name()));
        return new ArrayList<>(missing.values());
    }
}
