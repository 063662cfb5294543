package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Point;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A per-table ModelSchema in OneTable form (see docs/file-format.md). It works on a copy of the
 * block and removes each member it understood, so that whatever is left (a Data Modeler's or
 * Dynobase's additions, OneTable options we do not use) is kept as the residue and written back.
 * Problems here are warnings: the Workbench part of the table is still whole.
 */
final class SchemaReader {
    private static final List<String> RELATIONSHIP_KEYS = List.of("from", "to", "cardinality", "label", "link");
    static final String KEPT = "; it is kept as written";
    private static final List<String> RELATIONSHIPS_AT = List.of("extensions", ExtensionFormat.NAMESPACE,
            ExtensionFormat.RELATIONSHIPS);
    private static final List<String> LAYOUT_AT = List.of("extensions", ExtensionFormat.NAMESPACE,
            ExtensionFormat.LAYOUT);

    private final Diagnostics d;
    private TableDesign base;
    private final ObjectNode work;
    private final String path;
    private final Set<String> keyNames = new HashSet<>();
    private Optional<String> typeField = Optional.empty();
    private final Map<String, AttributeType> localSortTypes = new LinkedHashMap<>();
    private final List<LocalSecondaryIndex> localIndexes = new ArrayList<>();
    private final Map<String, Schema.Model> models = new LinkedHashMap<>();
    private final List<Relationship> relationships = new ArrayList<>();
    private DiagramLayout layout = DiagramLayout.EMPTY;
    private final GlobalIndexKeysReader indexKeys;

    private SchemaReader(ObjectNode work, String path, TableDesign base, Diagnostics d) {
        this.work = work;
        this.path = path;
        this.base = base;
        this.d = d;
        this.indexKeys = new GlobalIndexKeysReader(work, base, d);
    }

    /**
     * @param base the table as its Workbench part describes it (keys, declared attributes, GSIs)
     */
    static Schema read(Member member, TableDesign base, Diagnostics d) {
        Optional<ObjectNode> original = member.object(d, Severity.WARNING, "a ModelSchema object");
        if (original.isEmpty()) {
            return Schema.NONE;
        }
        SchemaReader r = new SchemaReader(original.get().deepCopy(), member.path(), base, d);
        r.work.remove("format"); // always written as ours
        if (SchemaWriter.DEFAULT_VERSION.equals(r.work.path("version").asText(null))) {
            r.work.remove("version"); // what the writer puts when the schema has no version of its own
        }
        r.readParams();
        r.readExtensions();
        r.readIndexes();
        r.indexKeys.finish();
        // Models and saved queries see the whole keys: a multi-attribute key's attributes are key attributes.
        r.base = r.base.withGlobalIndexes(GlobalIndexKeysReader.withKeys(r.base.globalIndexes(), r.indexKeys.keys()));
        r.keyNames.addAll(r.base.keyAttributeNames());
        r.readModels();
        List<AccessPattern> patterns = new SavedQueriesReader(r.work, r.path, r.base.withLocalIndexes(r.localIndexes),
                d).read();
        r.dropEmptyContainers();
        Residue.prune(r.work, original.get());
        return new Schema(r.typeField, r.localIndexes, r.indexKeys.keys(), r.indexKeys.declaredForKeys(),
                r.models, patterns, r.relationships, r.layout, r.work.isEmpty() ? Optional.empty() : Optional.of(r.work));
    }

    /** The writer always writes these; kept empty they would only differ from a fresh read. */
    private void dropEmptyContainers() {
        JsonNode extensions = work.get("extensions");
        if (extensions != null && extensions.isObject()) {
            JsonNode ours = extensions.get(ExtensionFormat.NAMESPACE);
            if (ours != null && ours.isObject()) {
                dropIfEmpty((ObjectNode) ours, ExtensionFormat.LAYOUT, ExtensionFormat.LOCAL_INDEXES,
                        ExtensionFormat.QUERIES, ExtensionFormat.GLOBAL_INDEX_KEYS);
            }
            dropIfEmpty((ObjectNode) extensions, ExtensionFormat.NAMESPACE);
        }
        dropIfEmpty(work, "indexes", "params", "models", "queries", "extensions");
    }

    private static void dropIfEmpty(ObjectNode parent, String... keys) {
        for (String key : keys) {
            JsonNode child = parent.get(key);
            if (child != null && child.isContainerNode() && child.isEmpty()) {
                parent.remove(key);
            }
        }
    }

    private Optional<ObjectNode> object(JsonNode parent, String key, String parentPath) {
        return Member.of(parent, key, parentPath).object(d, Severity.WARNING, "an object");
    }

    private void readParams() {
        Optional<ObjectNode> params = object(work, "params", path);
        params.ifPresent(p -> {
            typeField = Member.of(p, "typeField", JsonPath.key(path, "params"))
                    .text(d, Severity.WARNING, "the name of the type attribute").filter(s -> !s.isEmpty());
            typeField.ifPresent(t -> p.remove("typeField"));
        });
    }

    private void readExtensions() {
        String extensionsPath = JsonPath.key(path, "extensions");
        String extPath = JsonPath.key(extensionsPath, ExtensionFormat.NAMESPACE);
        Optional<ObjectNode> ours = object(work, "extensions", path)
                .flatMap(e -> object(e, ExtensionFormat.NAMESPACE, extensionsPath));
        if (ours.isEmpty()) {
            return;
        }
        ObjectNode tw = ours.get();
        readVersion(tw, extPath, d);
        object(tw, ExtensionFormat.LOCAL_INDEXES, extPath).ifPresent(l -> readLocalSortTypes(l,
                JsonPath.key(extPath, ExtensionFormat.LOCAL_INDEXES)));
        Member rels = Member.of(tw, ExtensionFormat.RELATIONSHIPS, extPath);
        rels.array(d, Severity.WARNING, "an array of relationships").ifPresent(a -> {
            readRelationships(a, rels.path());
            tw.remove(ExtensionFormat.RELATIONSHIPS);
        });
        object(tw, ExtensionFormat.LAYOUT, extPath).ifPresent(l -> readLayout(l, JsonPath.key(extPath,
                ExtensionFormat.LAYOUT)));
        indexKeys.readExtension(tw, extPath);
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
            object(block, index, blockPath).ifPresent(o -> {
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

    private void readIndexes() {
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

    private void readModels() {
        Member modelsMember = Member.of(work, "models", path);
        Optional<ObjectNode> block = modelsMember.object(d, Severity.WARNING, "an object of models");
        if (block.isEmpty()) {
            return;
        }
        for (String name : names(block.get())) {
            String at = JsonPath.key(modelsMember.path(), name);
            JsonNode model = block.get().get(name);
            if (!model.isObject()) {
                d.warning(at, "expected a model (an object of attributes), found " + Json.describe(model) + KEPT);
                Residue.keepWhole(work, List.of("models"), block.get(), name);
                continue;
            }
            models.put(name, readModel(name, (ObjectNode) model, at));
        }
    }

    /** Sorts a model's members into key templates, the type marker and attributes (see the contract). */
    private Schema.Model readModel(String name, ObjectNode model, String at) {
        Map<String, KeyTemplate> templates = new LinkedHashMap<>();
        Optional<String> typeValue = Optional.empty();
        List<AttributeDef> attributes = new ArrayList<>();
        for (String attribute : names(model)) {
            String attributePath = JsonPath.key(at, attribute);
            JsonNode def = model.get(attribute);
            if (!def.isObject()) {
                d.warning(attributePath, "expected an attribute {\"type\": …}, found " + Json.describe(def) + KEPT);
                Residue.keepWhole(work, List.of("models", name), model, attribute);
                continue;
            }
            ObjectNode o = (ObjectNode) def;
            JsonNode value = o.get("value");
            Optional<String> text = value != null && value.isTextual() ? Optional.of(value.textValue())
                    : Optional.empty();
            if (typeField.isPresent() && attribute.equals(typeField.get())) {
                typeValue = text.filter(s -> !s.isEmpty());
                o.remove(typeValue.isPresent() ? List.of("type", "value") : List.of("type"));
            } else if (base.keySchema().contains(attribute)) {
                // A table key without a value is only the model restating the key: nothing to read.
                text.ifPresent(t -> templates.put(attribute, template(t, JsonPath.key(attributePath, "value"))));
                o.remove(text.isPresent() ? List.of("type", "value") : List.of("type"));
            } else if (text.isPresent() && (keyNames.contains(attribute) || text.get().contains("${"))) {
                templates.put(attribute, template(text.get(), JsonPath.key(attributePath, "value")));
                o.remove(List.of("type", "value"));
            } else {
                attributes.add(readAttribute(attribute, o, attributePath));
            }
        }
        return new Schema.Model(name, templates, typeValue, attributes);
    }

    private KeyTemplate template(String source, String at) {
        KeyTemplate t = KeyTemplate.parse(source);
        t.syntaxError().ifPresent(e -> d.warning(at, "the template cannot be used: " + e
                + "; it is kept as written"));
        return t;
    }

    private AttributeDef readAttribute(String name, ObjectNode o, String at) {
        Member typeMember = Member.of(o, "type", at);
        String typeName = typeMember.text(d, Severity.WARNING, "a type name").orElse(null);
        AttributeType type = typeName == null ? null : AttributeType.parse(typeName).orElse(null);
        if (type == null) {
            d.warning(typeMember.path(), "expected a type (string, number, binary, boolean, null, object, array, set),"
                    + " found " + Json.describe(typeMember.node()) + "; string is assumed");
            type = AttributeType.S;
        }
        o.remove("type");
        if (type == AttributeType.SS && !typeName.equals("SS")) {
            type = setType(o, at);
        }
        Member required = Member.of(o, "required", at);
        boolean isRequired = required.bool(d, Severity.WARNING, "true or false").orElse(false);
        if (required.present() && required.node().isBoolean()) {
            o.remove("required");
        }
        return new AttributeDef(name, type, isRequired);
    }

    /** A OneTable set: {@code "items"} says of what. */
    private AttributeType setType(ObjectNode o, String at) {
        Member items = Member.of(o, "items", at);
        Optional<AttributeType> element = items.text(d, Severity.WARNING, "string, number or binary")
                .flatMap(AttributeType::parse);
        if (items.present() && element.isEmpty() && items.node().isTextual()) {
            d.warning(items.path(), "expected string, number or binary, found " + Json.describe(items.node())
                    + "; a string set is assumed");
        }
        if (element.isPresent()) {
            o.remove("items");
        }
        return element.map(e -> e == AttributeType.N ? AttributeType.NS
                : e == AttributeType.B ? AttributeType.BS : AttributeType.SS).orElse(AttributeType.SS);
    }

    static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
