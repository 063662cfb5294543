package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Point;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Optional;

/**
 * A table's ModelSchema in OneTable form, with the kept residue of the one that was read merged back;
 * the OneTable schema file ({@code format.onetable}) is this object on its own.
 */
public final class SchemaWriter {
    static final String FORMAT = "onetable:1.1.0";
    static final String DEFAULT_VERSION = "0.0.1";

    /** Objects whose members are named elements (see {@link Residue#merge}). */
    private static final List<List<String>> KEYED_BY_NAME = List.of(List.of("indexes"), List.of("models"),
            List.of("models", "*"), List.of("queries"),
            List.of("extensions", ExtensionFormat.NAMESPACE, ExtensionFormat.QUERIES),
            List.of("extensions", ExtensionFormat.NAMESPACE, ExtensionFormat.LAYOUT),
            List.of("extensions", ExtensionFormat.NAMESPACE, ExtensionFormat.LOCAL_INDEXES),
            List.of("extensions", ExtensionFormat.NAMESPACE, ExtensionFormat.GLOBAL_INDEX_KEYS));

    private SchemaWriter() {
    }

    public static ObjectNode schema(TableDesign t, Optional<ObjectNode> residue) {
        ObjectNode o = Json.object();
        o.put("format", FORMAT);
        // The schema's own version belongs to its author: kept when the file had one.
        JsonNode version = residue.map(r -> r.get("version")).orElse(null);
        o.set("version", version != null ? version.deepCopy() : Json.NODES.textNode(DEFAULT_VERSION));
        o.set("indexes", indexes(t));
        o.putObject("params").put("typeField", t.typeAttribute());
        ObjectNode models = o.putObject("models");
        t.entities().forEach(e -> models.set(e.name(), model(t, e)));
        Optional<JsonNode> readQueries = residue.map(r -> r.get("queries")).filter(JsonNode::isObject);
        ObjectNode queries = o.putObject("queries");
        ObjectNode ours = Json.object();
        for (AccessPattern p : t.accessPatterns()) {
            queries.set(p.name(), DynobasePatterns.entry(p, t, readQueries.map(q -> q.get(p.name()))));
            if (DynobasePatterns.needsOurForm(p, t)) {
                ours.set(p.name(), query(p));
            }
        }
        ObjectNode extension = extension(t);
        if (!ours.isEmpty()) {
            extension.set(ExtensionFormat.QUERIES, ours);
        }
        o.putObject("extensions").set(ExtensionFormat.NAMESPACE, extension);
        residue.ifPresent(r -> {
            keptIndexKeysWin(extension, r);
            ObjectNode rest = r.deepCopy();
            rest.remove("queries"); // merged entry by entry above
            Residue.merge(o, rest, SchemaWriter::keyedByName);
            Residue.mergeWhole(o, r);
            Residue.mergeWith(o, r);
        });
        return o;
    }

    private static boolean keyedByName(List<String> at) {
        return KEYED_BY_NAME.stream().anyMatch(pattern -> matches(pattern, at));
    }

    private static boolean matches(List<String> pattern, List<String> at) {
        if (pattern.size() != at.size()) {
            return false;
        }
        for (int i = 0; i < pattern.size(); i++) {
            if (!pattern.get(i).equals("*") && !pattern.get(i).equals(at.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static ObjectNode indexes(TableDesign t) {
        ObjectNode o = Json.object();
        GlobalIndexKeys.oneTable(o.putObject("primary"), t.keySchema());
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            ObjectNode i = o.putObject(g.name());
            GlobalIndexKeys.oneTable(i, g.keys());
            i.set("project", project(g.projection()));
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            ObjectNode i = o.putObject(l.name());
            i.put("type", "local");
            i.put("sort", l.sortKey().name());
            i.set("project", project(l.projection()));
        }
        return o;
    }

    private static JsonNode project(Projection p) {
        switch (p.type()) {
            case KEYS_ONLY:
                return Json.NODES.textNode("keys");
            case INCLUDE:
                ArrayNode names = Json.array();
                p.nonKeyAttributes().forEach(names::add);
                return names;
            default:
                return Json.NODES.textNode("all");
        }
    }

    /** Key templates, the table keys it does not derive, the type marker, then the attributes. */
    private static ObjectNode model(TableDesign t, Entity e) {
        ObjectNode m = Json.object();
        e.keyTemplates().forEach((attribute, template) -> {
            ObjectNode a = m.putObject(attribute);
            a.put("type", t.attributeType(attribute).or(() -> e.attribute(attribute).map(AttributeDef::type))
                    .orElse(AttributeType.S).oneTableName());
            a.put("value", template.source());
        });
        for (AttributeDef key : t.keySchema().attributes()) {
            if (!m.has(key.name())) {
                m.putObject(key.name()).put("type", key.type().oneTableName());
            }
        }
        if (!m.has(t.typeAttribute())) {
            ObjectNode type = m.putObject(t.typeAttribute());
            type.put("type", AttributeType.S.oneTableName());
            type.put("value", e.typeValue());
        }
        for (AttributeDef a : e.attributes()) {
            if (!m.has(a.name())) {
                m.set(a.name(), attribute(a));
            }
        }
        return m;
    }

    private static ObjectNode attribute(AttributeDef a) {
        ObjectNode o = Json.object();
        o.put("type", a.type().oneTableName());
        if (a.type().isSet()) {
            AttributeType element = a.type() == AttributeType.NS ? AttributeType.N
                    : a.type() == AttributeType.BS ? AttributeType.B : AttributeType.S;
            o.put("items", element.oneTableName());
        }
        if (a.required()) {
            o.put("required", true);
        }
        return o;
    }

    /** Tablewright's own form of a pattern: templates, parameters, description, consistency, rate. */
    private static ObjectNode query(AccessPattern p) {
        ObjectNode o = Json.object();
        o.put("description", p.description());
        p.entityName().ifPresent(e -> o.put("entity", e));
        o.put("operation", p.operation().apiName());
        o.put("index", p.indexName().orElse("primary"));
        o.put("keyCondition", p.keyCondition());
        o.put("filter", p.filter());
        o.put("projection", p.projection());
        o.put("scanIndexForward", p.scanForward());
        ObjectNode parameters = o.putObject("parameters");
        p.parameters().forEach(parameters::put);
        p.limitValue().ifPresent(l -> o.put("limit", l));
        // Written only when set, so files of patterns without them stay as they were.
        if (p.consistentRead()) {
            o.put(ExtensionFormat.CONSISTENT_READ, true);
        }
        p.rateValue().ifPresent(r -> o.putObject(ExtensionFormat.RATE).put(ExtensionFormat.PEAK, r.peak())
                .put(ExtensionFormat.AVERAGE, r.average()));
        return o;
    }

    /**
     * An index key entry the reader could not read is kept whole and goes back as it was: the model's
     * key of that index came from the file's other sources, which the writer writes again, so a read
     * of the output finds the same key and the same kept entry. Ours would be merged into it.
     */
    private static void keptIndexKeysWin(ObjectNode extension, ObjectNode residue) {
        JsonNode kept = residue.path(Residue.WHOLE).path("extensions").path(ExtensionFormat.NAMESPACE)
                .path(ExtensionFormat.GLOBAL_INDEX_KEYS);
        if (kept.isObject() && extension.get(ExtensionFormat.GLOBAL_INDEX_KEYS) instanceof ObjectNode ours) {
            kept.fieldNames().forEachRemaining(ours::remove);
        }
    }

    private static ObjectNode extension(TableDesign t) {
        ObjectNode o = Json.object();
        o.put("version", ExtensionFormat.VERSION);
        if (!t.relationships().isEmpty()) {
            ArrayNode relationships = o.putArray(ExtensionFormat.RELATIONSHIPS);
            t.relationships().forEach(r -> relationships.add(relationship(r)));
        }
        if (!t.layout().positions().isEmpty()) {
            ObjectNode layout = o.putObject(ExtensionFormat.LAYOUT);
            t.layout().positions().forEach((entity, point) -> position(point)
                    .ifPresent(p -> layout.set(entity, p)));
        }
        if (!t.localIndexes().isEmpty()) {
            ObjectNode local = o.putObject(ExtensionFormat.LOCAL_INDEXES);
            t.localIndexes().forEach(l -> local.putObject(l.name())
                    .put(ExtensionFormat.SORT_TYPE, l.sortKey().type().name()));
        }
        GlobalIndexKeys.extension(t).ifPresent(keys -> o.set(ExtensionFormat.GLOBAL_INDEX_KEYS, keys));
        VectorIndexesFormat.write(t.vectorIndexes()).ifPresent(v -> o.set(VectorIndexesFormat.KEY, v));
        KeptEntitiesFormat.write(t.keptEntities()).ifPresent(k -> o.set(KeptEntitiesFormat.KEY, k));
        SettingsFormat.write(t).ifPresent(settings -> o.set(SettingsFormat.KEY, settings));
        List<AttributeDef> undeclared = GlobalIndexKeys.undeclared(t);
        if (!undeclared.isEmpty()) {
            ArrayNode names = o.putArray(ExtensionFormat.DECLARED_FOR_KEYS);
            undeclared.forEach(a -> names.add(a.name()));
        }
        return o;
    }

    static ObjectNode relationship(Relationship r) {
        ObjectNode rel = Json.object();
        rel.put("from", r.from());
        rel.put("to", r.to());
        rel.put("cardinality", r.cardinality().label());
        rel.put("label", r.label());
        if (!r.link().isEmpty()) {
            rel.put("link", r.link());
        }
        return rel;
    }

    /** Whole coordinates are written without a fraction; a non-finite one has no JSON form. */
    private static Optional<ObjectNode> position(Point p) {
        if (!Double.isFinite(p.x()) || !Double.isFinite(p.y())) {
            return Optional.empty();
        }
        ObjectNode o = Json.object();
        o.set("x", coordinate(p.x()));
        o.set("y", coordinate(p.y()));
        return Optional.of(o);
    }

    private static JsonNode coordinate(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Json.NODES.numberNode((long) v);
        }
        return Json.NODES.numberNode(v);
    }
}
