package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Point;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.Severity;
import dev.tablewright.model.VectorIndex;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static dev.tablewright.format.workbench.SchemaReader.KEPT;
import static dev.tablewright.format.workbench.SchemaReader.names;

/**
 * Our own block of a ModelSchema, {@code extensions.tablewright}: its version, the local indexes'
 * sort key types, the relationships, the diagram layout, the vector indexes, the kept entities and the table settings (the GSIs' whole
 * keys go to the
 * {@link GlobalIndexKeysReader}). Each member understood is removed from the working copy.
 */
final class SchemaExtensionsReader {
    private static final List<String> RELATIONSHIP_KEYS = List.of("from", "to", "cardinality", "label", "link");
    private static final List<String> RELATIONSHIPS_AT = List.of("extensions", ExtensionFormat.NAMESPACE,
            ExtensionFormat.RELATIONSHIPS);
    private static final List<String> LAYOUT_AT = List.of("extensions", ExtensionFormat.NAMESPACE,
            ExtensionFormat.LAYOUT);

    private final ObjectNode work;
    private final Diagnostics d;
    private final Map<String, AttributeType> localSortTypes = new LinkedHashMap<>();
    private final List<Relationship> relationships = new ArrayList<>();
    private DiagramLayout layout = DiagramLayout.EMPTY;
    private SettingsFormat.Read settings = SettingsFormat.Read.NONE;
    private List<VectorIndex> vectorIndexes = List.of();
    private List<KeptEntity> keptEntities = List.of();

    SchemaExtensionsReader(ObjectNode work, Diagnostics d) {
        this.work = work;
        this.d = d;
    }

    /** The sort key type of each local index the extension gives one for. */
    Map<String, AttributeType> localSortTypes() {
        return localSortTypes;
    }

    List<Relationship> relationships() {
        return relationships;
    }

    DiagramLayout layout() {
        return layout;
    }

    SettingsFormat.Read settings() {
        return settings;
    }

    List<VectorIndex> vectorIndexes() {
        return vectorIndexes;
    }

    List<KeptEntity> keptEntities() {
        return keptEntities;
    }

    void read(String path, GlobalIndexKeysReader indexKeys, Set<String> globalIndexNames) {
        String extensionsPath = JsonPath.key(path, "extensions");
        String extPath = JsonPath.key(extensionsPath, ExtensionFormat.NAMESPACE);
        Optional<ObjectNode> ours = SchemaReader.object(work, "extensions", path, d)
                .flatMap(e -> SchemaReader.object(e, ExtensionFormat.NAMESPACE, extensionsPath, d));
        if (ours.isEmpty()) {
            return;
        }
        ObjectNode tw = ours.get();
        readVersion(tw, extPath, d);
        SchemaReader.object(tw, ExtensionFormat.LOCAL_INDEXES, extPath, d).ifPresent(l -> readLocalSortTypes(l,
                JsonPath.key(extPath, ExtensionFormat.LOCAL_INDEXES)));
        Member rels = Member.of(tw, ExtensionFormat.RELATIONSHIPS, extPath);
        rels.array(d, Severity.WARNING, "an array of relationships").ifPresent(a -> {
            readRelationships(a, rels.path());
            tw.remove(ExtensionFormat.RELATIONSHIPS);
        });
        SchemaReader.object(tw, ExtensionFormat.LAYOUT, extPath, d).ifPresent(l -> readLayout(l, JsonPath.key(extPath,
                ExtensionFormat.LAYOUT)));
        indexKeys.readExtension(tw, extPath);
        vectorIndexes = VectorIndexesFormat.read(work, tw, extPath, d);
        keptEntities = KeptEntitiesFormat.read(work, tw, extPath, d);
        settings = SettingsFormat.read(tw, extPath, globalIndexNames, d);
    }

    /** Takes our extension's {@code version} out of it; a newer one than ours is a warning. */
    static void readVersion(ObjectNode tw, String extPath, Diagnostics d) {
        JsonNode version = tw.get("version");
        if (version != null && version.isNumber()) {
            if (version.asDouble() > ExtensionFormat.VERSION) {
                d.warning(JsonPath.key(extPath, "version"), "written by a newer Tablewright (extension version "
                        + version.asText() + "); what this version does not know is kept but not shown");
            }
            tw.remove("version");
        }
    }

    private void readLocalSortTypes(ObjectNode block, String blockPath) {
        for (String index : names(block)) {
            SchemaReader.object(block, index, blockPath, d).ifPresent(o -> {
                Member m = Member.of(o, ExtensionFormat.SORT_TYPE, JsonPath.key(blockPath, index));
                Optional<AttributeType> type = m.text(d, Severity.WARNING, "S, N or B").flatMap(AttributeType::parse)
                        .filter(AttributeType::isKeyType);
                if (type.isPresent()) {
                    localSortTypes.put(index, type.get());
                    o.remove(ExtensionFormat.SORT_TYPE);
                } else if (m.present() && m.node().isTextual()) {
                    d.warning(m.path(), "expected S, N or B, found " + Json.describe(m.node()));
                }
            });
        }
    }

    private void readRelationships(ArrayNode array, String arrayPath) {
        for (int i = 0; i < array.size(); i++) {
            String at = JsonPath.index(arrayPath, i);
            JsonNode r = array.get(i);
            if (!r.isObject()) {
                d.warning(at, "expected a relationship {" + String.join(", ", RELATIONSHIP_KEYS) + "}, found " + Json.describe(r)
                        + KEPT);
                Residue.keepWhole(work, RELATIONSHIPS_AT, r);
                continue;
            }
            Optional<String> from = Member.of(r, "from", at).requiredText(d, Severity.WARNING, "an entity name");
            Optional<String> to = Member.of(r, "to", at).requiredText(d, Severity.WARNING, "an entity name");
            Member cardinalityMember = Member.of(r, "cardinality", at);
            Optional<Cardinality> cardinality = cardinalityMember.requiredText(d, Severity.WARNING, "1:1, 1:N or M:N")
                    .flatMap(c -> {
                        Optional<Cardinality> c2 = Cardinality.parse(c);
                        if (c2.isEmpty()) {
                            d.warning(cardinalityMember.path(), "expected 1:1, 1:N or M:N, found "
                                    + Json.describe(cardinalityMember.node()));
                        }
                        return c2;
                    });
            String label = Member.of(r, "label", at).text(d, Severity.WARNING, "a string").orElse("");
            String link = Member.of(r, "link", at).text(d, Severity.WARNING, "an entity name").orElse("");
            boolean complete = from.isPresent() && to.isPresent() && cardinality.isPresent();
            List<String> unknown = names(r).stream().filter(k -> !RELATIONSHIP_KEYS.contains(k)).toList();
            if (complete) {
                Relationship read = new Relationship(from.get(), to.get(), cardinality.get(), label, link);
                relationships.add(read);
                if (!unknown.isEmpty()) {
                    // Written back with the relationship while it stays as read: kept as the writer writes it.
                    ObjectNode kept = SchemaWriter.relationship(read);
                    unknown.forEach(k -> {
                        d.warning(JsonPath.key(at, k), "relationships hold only " + String.join(", ", RELATIONSHIP_KEYS)
                                + "; this member is not shown" + KEPT);
                        kept.set(k, r.get(k).deepCopy());
                    });
                    Residue.keepWith(work, RELATIONSHIPS_AT, kept);
                }
            } else {
                d.warning(at, "the relationship is incomplete" + KEPT);
                Residue.keepWhole(work, RELATIONSHIPS_AT, r);
            }
        }
    }

    private void readLayout(ObjectNode block, String blockPath) {
        for (String entity : names(block)) {
            String at = JsonPath.key(blockPath, entity);
            JsonNode p = block.get(entity);
            JsonNode x = p.get("x");
            JsonNode y = p.get("y");
            if (x != null && y != null && x.isNumber() && y.isNumber() && Double.isFinite(x.doubleValue())
                    && Double.isFinite(y.doubleValue())) {
                layout = layout.with(entity, new Point(x.doubleValue(), y.doubleValue()));
                ((ObjectNode) p).remove(List.of("x", "y"));
            } else {
                d.warning(at, "expected a position {\"x\": number, \"y\": number}, found " + Json.describe(p)
                        + (p.isObject() ? " without two finite numbers" : "") + KEPT);
                Residue.keepWhole(work, LAYOUT_AT, block, entity);
            }
        }
    }
}
