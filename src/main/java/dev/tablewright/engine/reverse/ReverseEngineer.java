package dev.tablewright.engine.reverse;

import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Infers a table's entities from its items: groups them (by the type attribute when one is evident,
 * else by key prefixes), infers a key template for every key attribute of the table and its indexes
 * that a group's items carry, types their attributes, and links the entities. Attributes of
 * multi-attribute GSI keys get no template: such keys exist to index an entity's own attributes.
 */
public final class ReverseEngineer {
    private ReverseEngineer() {
    }

    /** Whether the table is one to reverse: it has items but no entities (a plain NoSQL Workbench export). */
    public static boolean isReversible(TableDesign table) {
        return table.entities().isEmpty() && !table.items().isEmpty();
    }

    /**
     * @param table the table's keys and indexes (entities, relationships and items it has are replaced)
     * @param items the items to read, e.g. a sample of a live table
     */
    public static Reversed infer(TableDesign table, List<Item> items) {
        List<String> notes = new ArrayList<>();
        Set<String> keys = new LinkedHashSet<>(table.keyAttributeNames());
        Set<String> ownAttributes = multiAttributeKeyParts(table);
        Optional<String> typeAttribute = TypeAttributes.find(items, table.typeAttribute(), keys);
        List<Group> groups = new ArrayList<>();
        if (typeAttribute.isPresent()) {
            groups.addAll(Grouping.byType(items, typeAttribute.get()));
            List<Item> untyped = TypeAttributes.without(items, typeAttribute.get());
            if (!untyped.isEmpty()) {
                notes.add(untyped.size() + " item(s) have no " + typeAttribute.get() + "; grouped by their key prefixes");
                groups.addAll(Grouping.byPrefix(untyped, table.keySchema(), table.name()));
            }
        } else {
            groups.addAll(Grouping.byPrefix(items, table.keySchema(), table.name()));
            if (!items.isEmpty()) {
                notes.add("no type attribute (" + String.join(", ", TypeAttributes.COMMON) + ") on nearly every item: "
                        + "entities are grouped by key prefixes and named after them; rename them as you see fit");
            }
        }
        Set<String> excluded = new HashSet<>(keys);
        excluded.removeAll(ownAttributes);
        typeAttribute.ifPresent(excluded::add);
        Set<String> names = new HashSet<>();
        List<Entity> entities = new ArrayList<>();
        for (Group g : groups) {
            String name = InferredNames.unique(g.name(), names);
            names.add(name);
            entities.add(entity(name, g, keys, ownAttributes, excluded, typeAttribute, table, notes));
        }
        List<Relationship> relationships = RelationshipInference.infer(table, entities);
        if (!relationships.isEmpty()) {
            notes.add("relationships are read from where items live (item collections, an inverted index): "
                    + "check their direction and labels");
        }
        TableDesign design = table.withEntities(entities).withRelationships(relationships).withItems(List.of());
        return new Reversed(typeAttribute.map(design::withTypeAttribute).orElse(design), typeAttribute, notes);
    }

    private static Entity entity(String name, Group g, Set<String> keys, Set<String> ownAttributes,
            Set<String> excluded, Optional<String> typeAttribute, TableDesign table, List<String> notes) {
        List<Item> items = g.items();
        Set<String> plain = new HashSet<>(ownAttributes);
        for (String key : keys) {
            if (!table.keySchema().contains(key) && TemplateInference.holdsOwnValues(key, items, excluded)) {
                plain.add(key); // an index on the entity's own attribute (tournamentId), which templates may read
            }
        }
        Set<String> readable = new HashSet<>(excluded);
        readable.removeAll(plain);
        Map<String, KeyTemplate> templates = new LinkedHashMap<>();
        for (String key : keys) {
            if (plain.contains(key)) {
                continue;
            }
            TemplateInference.Result r = TemplateInference.infer(name, key, items, readable);
            items = r.items();
            notes.addAll(r.notes());
            r.template().ifPresent(t -> templates.put(key, t));
        }
        // Key attributes stay out of an entity's attributes (the file format's rule), but for those of
        // multi-attribute keys, which are the entity's own.
        Set<String> leftOut = new HashSet<>(keys);
        leftOut.removeAll(ownAttributes);
        typeAttribute.ifPresent(leftOut::add);
        var attributes = AttributeTypes.of(name, items, leftOut, notes);
        return new Entity(name, g.typeValue(), attributes, templates, "", "", items, RawJson.EMPTY);
    }

    /** The attributes of multi-attribute GSI keys: the entity's own attributes, never derived. */
    private static Set<String> multiAttributeKeyParts(TableDesign table) {
        Set<String> parts = new HashSet<>();
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            if (g.keySchema(table.keySchema()).isMultiAttribute()) {
                parts.addAll(g.keySchema(table.keySchema()).names());
            }
        }
        parts.removeAll(table.keySchema().names());
        return parts;
    }
}
