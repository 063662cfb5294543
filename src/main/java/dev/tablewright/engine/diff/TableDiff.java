package dev.tablewright.engine.diff;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.settings.IndexSettings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/** The changes inside one table that exists in both models (perhaps under another name). */
final class TableDiff {
    private final TableDesign before;
    private final TableDesign after;
    private final ChangeList out;
    private final String table;
    private final ModelPath.Table tablePath;

    TableDiff(TableDesign before, TableDesign after, ChangeList out) {
        this.before = before;
        this.after = after;
        this.out = out;
        this.table = after.name();
        this.tablePath = new ModelPath.Table(table);
    }

    void run() {
        String base = tablePath.print();
        out.changed(table, base + "/keys", TableText.keys(before.keySchema()), TableText.keys(after.keySchema()),
                tablePath);
        out.changed(table, base + "/billing", TableText.billing(before.billing()), TableText.billing(after.billing()),
                tablePath);
        out.changed(table, base + "/typeAttribute", before.typeAttribute(), after.typeAttribute(), tablePath);
        new SettingsDiff(out, table).table(before.settings(), after.settings(), tablePath);
        attributes(before.attributes(), after.attributes(), a -> new ModelPath.TableAttribute(table, a), tablePath);
        indexes();
        vectorIndexes();
        entities();
        relationships();
        patterns();
        new ItemDiff(before, after, out).run();
    }

    /** Declared attributes by name; {@code at} names an attribute's path, {@code parent} selects a removed one's owner. */
    private void attributes(List<AttributeDef> old, List<AttributeDef> now, Function<String, ModelPath> at,
            ModelPath parent) {
        for (Pairing.Pair<AttributeDef> p : Pairing.pair(old, now, AttributeDef::name,
                (a, b) -> a.withName(b.name()).equals(b))) {
            if (p.before() == null) {
                ModelPath path = at.apply(p.after().name());
                out.added(table, path.print(), TableText.attribute(p.after()), path);
            } else if (p.after() == null) {
                out.removed(table, at.apply(p.before().name()).print(), TableText.attribute(p.before()), parent);
            } else {
                ModelPath path = at.apply(p.after().name());
                if (p.renamed(AttributeDef::name)) {
                    out.renamed(table, path.print(), p.before().name(), p.after().name(), path);
                }
                out.changed(table, path.print(), TableText.attribute(p.before()), TableText.attribute(p.after()), path);
            }
        }
    }

    private void indexes() {
        for (Pairing.Pair<SecondaryIndex> p : Pairing.pair(before.indexes(), after.indexes(), SecondaryIndex::name,
                (a, b) -> a.withName(b.name()).equals(b))) {
            if (p.before() == null) {
                ModelPath path = new ModelPath.Index(table, p.after().name());
                out.added(table, path.print(), TableText.index(p.after(), after.keySchema()), path);
                new SettingsDiff(out, table).addedIndex(path.print(), settings(p.after()), path);
            } else if (p.after() == null) {
                out.removed(table, new ModelPath.Index(table, p.before().name()).print(),
                        TableText.index(p.before(), before.keySchema()), tablePath);
            } else {
                ModelPath path = new ModelPath.Index(table, p.after().name());
                String at = path.print();
                if (p.renamed(SecondaryIndex::name)) {
                    out.renamed(table, at, p.before().name(), p.after().name(), path);
                }
                out.changed(table, at + "/kind", TableText.indexKind(p.before()), TableText.indexKind(p.after()), path);
                out.changed(table, at + "/keys", TableText.keys(p.before().keySchema(before.keySchema())),
                        TableText.keys(p.after().keySchema(after.keySchema())), path);
                out.changed(table, at + "/projection", TableText.projection(p.before().projection()),
                        TableText.projection(p.after().projection()), path);
                new SettingsDiff(out, table).index(at, settings(p.before()), settings(p.after()), path);
            }
        }
    }

    /**
     * Vector indexes by name, as GSIs are; each field its own change. DynamoDB cannot update a vector
     * index (VectorIndexUpdate has only Create and Delete), so every change but a rename says that it
     * replaces the index.
     */
    private void vectorIndexes() {
        for (Pairing.Pair<VectorIndex> p : Pairing.pair(before.vectorIndexes(), after.vectorIndexes(), VectorIndex::name,
                (a, b) -> a.withName(b.name()).equals(b))) {
            if (p.before() == null) {
                ModelPath path = new ModelPath.Index(table, p.after().name());
                out.added(table, path.print(), TableText.vectorIndex(p.after()), path);
            } else if (p.after() == null) {
                out.removed(table, new ModelPath.Index(table, p.before().name()).print(),
                        TableText.vectorIndex(p.before()), tablePath);
            } else {
                ModelPath path = new ModelPath.Index(table, p.after().name());
                String at = path.print();
                VectorIndex was = p.before();
                VectorIndex is = p.after();
                if (p.renamed(VectorIndex::name)) {
                    out.renamed(table, at, was.name(), is.name(), path);
                }
                replaces(at + "/vectorAttribute", was.vectorAttribute(), is.vectorAttribute(), path);
                replaces(at + "/dimensions", String.valueOf(was.dimensions()), String.valueOf(is.dimensions()), path);
                replaces(at + "/distanceFunction", was.distance().name(), is.distance().name(), path);
                replaces(at + "/projection", TableText.projection(was.projection()), TableText.projection(is.projection()),
                        path);
                replaces(at + "/searchSchema", TableText.searchSchema(was.searchSchema()),
                        TableText.searchSchema(is.searchSchema()), path);
            }
        }
    }

    private void replaces(String at, String before, String after, ModelPath path) {
        if (!before.equals(after)) {
            out.changed(table, at, before, after + " " + TableText.REPLACES_VECTOR_INDEX, path);
        }
    }

    /** A GSI's own settings; an LSI has none (it shares the table's), so it compares as the defaults. */
    private static IndexSettings settings(SecondaryIndex index) {
        return index instanceof GlobalSecondaryIndex g ? g.settings() : IndexSettings.DEFAULT;
    }

    private void entities() {
        // Items are compared by key for the whole table (ItemDiff), so an entity's content here leaves them out.
        for (Pairing.Pair<Entity> p : Pairing.pair(before.entities(), after.entities(), Entity::name,
                (a, b) -> a.withItems(List.of()).withName(b.name()).equals(b.withItems(List.of())))) {
            if (p.before() == null) {
                ModelPath path = new ModelPath.EntityPath(table, p.after().name());
                out.added(table, path.print(), TableText.entity(p.after()), path);
            } else if (p.after() == null) {
                out.removed(table, new ModelPath.EntityPath(table, p.before().name()).print(),
                        TableText.entity(p.before()), tablePath);
            } else {
                entity(p);
            }
        }
    }

    private void entity(Pairing.Pair<Entity> p) {
        Entity old = p.before();
        Entity now = p.after();
        ModelPath.EntityPath path = new ModelPath.EntityPath(table, now.name());
        String at = path.print();
        if (p.renamed(Entity::name)) {
            out.renamed(table, at, old.name(), now.name(), path);
        }
        out.changed(table, at + "/typeValue", old.typeValue(), now.typeValue(), path);
        attributes(old.attributes(), now.attributes(), a -> new ModelPath.EntityAttribute(table, now.name(), a), path);
        Map<String, KeyTemplate> oldTemplates = old.keyTemplates();
        Map<String, KeyTemplate> newTemplates = now.keyTemplates();
        for (Map.Entry<String, KeyTemplate> e : newTemplates.entrySet()) {
            ModelPath key = new ModelPath.EntityKey(table, now.name(), e.getKey());
            KeyTemplate was = oldTemplates.get(e.getKey());
            if (was == null) {
                out.added(table, key.print(), e.getValue().source(), key);
            } else {
                out.changed(table, key.print(), was.source(), e.getValue().source(), key);
            }
        }
        oldTemplates.forEach((attribute, template) -> {
            if (!newTemplates.containsKey(attribute)) {
                out.removed(table, new ModelPath.EntityKey(table, now.name(), attribute).print(), template.source(),
                        path);
            }
        });
    }

    /**
     * Relationships have no name: they are matched by their two ends (a second line between the same
     * two entities by its position among those), and a new cardinality or label is a change.
     */
    private void relationships() {
        Map<String, Integer> oldAt = byEnds(before.relationships());
        Map<String, Integer> newAt = byEnds(after.relationships());
        for (Map.Entry<String, Integer> e : newAt.entrySet()) {
            Relationship now = after.relationships().get(e.getValue());
            ModelPath path = new ModelPath.RelationshipPath(table, e.getValue());
            String at = tablePath.print() + "/" + ModelPath.RELATIONSHIPS + "/" + escape(e.getKey());
            Integer was = oldAt.get(e.getKey());
            if (was == null) {
                out.added(table, at, TableText.relationship(now), path);
            } else {
                out.changed(table, at, TableText.relationship(before.relationships().get(was)),
                        TableText.relationship(now), path);
            }
        }
        oldAt.forEach((ends, index) -> {
            if (!newAt.containsKey(ends)) {
                out.removed(table, tablePath.print() + "/" + ModelPath.RELATIONSHIPS + "/" + escape(ends),
                        TableText.relationship(before.relationships().get(index)), tablePath);
            }
        });
    }

    /** "Movie-Actor" (and "Movie-Actor #2" for a second line between them) → position in the list. */
    private static Map<String, Integer> byEnds(List<Relationship> relationships) {
        Map<String, Integer> at = new LinkedHashMap<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (int i = 0; i < relationships.size(); i++) {
            Relationship r = relationships.get(i);
            String ends = r.from() + "-" + r.to();
            int n = seen.merge(ends, 1, Integer::sum);
            at.put(n == 1 ? ends : ends + " #" + n, i);
        }
        return at;
    }

    private void patterns() {
        for (Pairing.Pair<AccessPattern> p : Pairing.pair(before.accessPatterns(), after.accessPatterns(),
                AccessPattern::name, (a, b) -> a.withName(b.name()).equals(b))) {
            if (p.before() == null) {
                ModelPath path = new ModelPath.AccessPatternPath(table, p.after().name());
                out.added(table, path.print(), pattern(p.after()), path);
            } else if (p.after() == null) {
                out.removed(table, new ModelPath.AccessPatternPath(table, p.before().name()).print(),
                        pattern(p.before()), tablePath);
            } else {
                ModelPath path = new ModelPath.AccessPatternPath(table, p.after().name());
                if (p.renamed(AccessPattern::name)) {
                    out.renamed(table, path.print(), p.before().name(), p.after().name(), path);
                }
                Map<String, String> old = patternFields(p.before());
                patternFields(p.after()).forEach((field, value) ->
                        out.changed(table, path.print() + "/" + field, old.get(field), value, path));
            }
        }
    }

    private static String pattern(AccessPattern p) {
        return p.operation().apiName() + " " + p.indexName().orElse("table")
                + (p.keyCondition().isEmpty() ? "" : " " + p.keyCondition());
    }

    /** The fields of a pattern a reviewer cares about, as text; null for an unset one. */
    private static Map<String, String> patternFields(AccessPattern p) {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("description", p.description());
        f.put("entity", p.entityName().orElse(null));
        f.put("operation", p.operation().apiName());
        f.put("index", p.indexName().orElse(null));
        f.put("keyCondition", p.keyCondition());
        f.put("filter", p.filter());
        f.put("projection", p.projection());
        f.put("scanForward", Boolean.toString(p.scanForward()));
        f.put("parameters", p.parameters().toString());
        f.put("limit", Objects.toString(p.limit(), null));
        f.put("consistentRead", Boolean.toString(p.consistentRead()));
        f.put("rate", p.rateValue().map(r -> r.peak() + " peak / " + r.average() + " average per second").orElse(null));
        return f;
    }

    /** A name inside a path: the same escaping as {@link ModelPath}'s segments. */
    static String escape(String segment) {
        return segment.replace("%", "%25").replace("/", "%2F");
    }
}
