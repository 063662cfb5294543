package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static dev.tablewright.format.workbench.SchemaReader.KEPT;
import static dev.tablewright.format.workbench.SchemaReader.names;

/**
 * A ModelSchema's {@code indexes}: the primary index and the GSIs are checked against the Workbench
 * part (which is authoritative, save for a GSI's projection), local indexes are read from here only.
 */
final class SchemaIndexesReader {
    private final ObjectNode work;
    private final TableDesign base;
    private final Diagnostics d;
    private final GlobalIndexKeysReader indexKeys;
    private final Map<String, AttributeType> localSortTypes;
    private final Set<String> keyNames = new HashSet<>();
    private final List<LocalSecondaryIndex> localIndexes = new ArrayList<>();

    /** @param localSortTypes the sort key types our extension gives for local indexes */
    SchemaIndexesReader(ObjectNode work, TableDesign base, Diagnostics d, GlobalIndexKeysReader indexKeys,
            Map<String, AttributeType> localSortTypes) {
        this.work = work;
        this.base = base;
        this.d = d;
        this.indexKeys = indexKeys;
        this.localSortTypes = localSortTypes;
    }

    List<LocalSecondaryIndex> localIndexes() {
        return localIndexes;
    }

    /** The table's and every index's key attributes as read so far (local sort keys included). */
    Set<String> keyNames() {
        return keyNames;
    }

    void read(String path) {
        Member indexesMember = Member.of(work, "indexes", path);
        Optional<ObjectNode> indexes = indexesMember.object(d, Severity.WARNING, "an object of indexes");
        keyNames.addAll(base.keyAttributeNames());
        if (indexes.isEmpty()) {
            return;
        }
        for (String name : names(indexes.get())) {
            String at = JsonPath.key(indexesMember.path(), name);
            JsonNode def = indexes.get().get(name);
            if (!def.isObject()) {
                d.warning(at, "expected an index {\"hash\": …, \"sort\": …}, found " + Json.describe(def) + KEPT);
                Residue.keepWhole(work, List.of("indexes"), indexes.get(), name);
                continue;
            }
            ObjectNode o = (ObjectNode) def;
            Optional<GlobalSecondaryIndex> gsi = base.globalIndexes().stream().filter(g -> g.name().equals(name))
                    .findFirst();
            String type = o.path("type").asText("");
            if (name.equals("primary")) {
                checkSameKeys(o, at, base.keySchema(), "KeyAttributes");
            } else if (type.equalsIgnoreCase("local")) {
                if (!readLocalIndex(name, o, at)) {
                    Residue.keepWhole(work, List.of("indexes"), indexes.get(), name);
                }
            } else if (gsi.isPresent()) {
                KeySchema keys = indexKeys.resolve(gsi.get(), o, at);
                checkSameKeys(o, at, keys, keys.isMultiAttribute() ? "its whole key" : "GlobalSecondaryIndexes");
                readProjection(o, at); // the Workbench projection is authoritative
                if (type.equalsIgnoreCase("global")) {
                    o.remove("type");
                }
            } else {
                d.warning(at, "the index '" + name + "' is only in the ModelSchema; global indexes are read from "
                        + "GlobalSecondaryIndexes (and a local one needs \"type\": \"local\")" + KEPT);
                Residue.keepWhole(work, List.of("indexes"), indexes.get(), name);
            }
        }
    }

    /** The Workbench block is authoritative; a ModelSchema that disagrees is reported. */
    private void checkSameKeys(ObjectNode o, String at, KeySchema keys, String authority) {
        Optional<String> hash = Optional.ofNullable(o.get("hash")).filter(JsonNode::isTextual).map(JsonNode::textValue);
        Optional<String> sort = Optional.ofNullable(o.get("sort")).filter(JsonNode::isTextual).map(JsonNode::textValue);
        boolean differs = hash.filter(h -> !h.equals(keys.partitionKey().name())).isPresent()
                || sort.filter(s -> !s.equals(keys.sortKey().map(AttributeDef::name).orElse(null))).isPresent();
        if (differs) {
            d.warning(at, "the ModelSchema gives other keys (" + hash.orElse("-") + ", " + sort.orElse("-")
                    + ") than " + authority + " (" + String.join(", ", keys.names()) + "), which is used");
        }
        hash.ifPresent(h -> o.remove("hash"));
        sort.ifPresent(s -> o.remove("sort"));
    }

    /** False when the local index cannot be read. */
    private boolean readLocalIndex(String name, ObjectNode o, String at) {
        Member sortMember = Member.of(o, "sort", at);
        Optional<String> sort = sortMember.requiredText(d, Severity.WARNING, "the local index's sort key")
                .filter(s -> !s.isEmpty());
        boolean taken = base.globalIndexes().stream().anyMatch(g -> g.name().equals(name))
                || localIndexes.stream().anyMatch(l -> l.name().equals(name));
        if (sort.isEmpty() || taken) {
            d.warning(at, (taken ? "another index is named '" + name + "'" : "a local index without a sort key")
                    + " cannot be used" + KEPT);
            return false;
        }
        JsonNode hash = o.get("hash");
        String pk = base.keySchema().partitionKey().name();
        boolean otherHash = hash != null && !(hash.isTextual() && hash.textValue().equals(pk));
        if (otherHash) {
            d.warning(JsonPath.key(at, "hash"), "a local index shares the table's partition key '" + pk + "'; found "
                    + Json.describe(hash) + ", which is not used" + KEPT);
        }
        AttributeType type = Optional.ofNullable(localSortTypes.get(name))
                .or(() -> base.attributeType(sort.get()).filter(AttributeType::isKeyType))
                .orElse(AttributeType.S);
        o.remove(otherHash ? List.of("type", "sort") : List.of("type", "hash", "sort"));
        localIndexes.add(new LocalSecondaryIndex(name, new AttributeDef(sort.get(), type), readProjection(o, at)));
        keyNames.add(sort.get());
        return true;
    }

    /** OneTable's {@code project}: "all", "keys" or a list of attributes; ALL when absent. */
    private Projection readProjection(ObjectNode o, String at) {
        JsonNode project = o.get("project");
        if (project == null || project.isNull()) {
            return Projection.ALL;
        }
        Optional<Projection> projection = Optional.empty();
        if (project.isTextual()) {
            String p = project.textValue().strip().toLowerCase(Locale.ROOT);
            if (p.equals("all")) {
                projection = Optional.of(Projection.ALL);
            } else if (p.equals("keys") || p.equals("keys_only")) {
                projection = Optional.of(Projection.KEYS_ONLY);
            }
        } else if (project.isArray()) {
            List<String> names = new ArrayList<>();
            project.forEach(n -> names.add(n.isTextual() ? n.textValue() : null));
            if (!names.contains(null)) {
                projection = Optional.of(Projection.include(names));
            }
        }
        if (projection.isEmpty()) {
            d.warning(JsonPath.key(at, "project"), "expected \"all\", \"keys\" or a list of attribute names, found "
                    + Json.describe(project) + "; ALL is used");
            return Projection.ALL;
        }
        o.remove("project");
        return projection.get();
    }
}
