package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Point;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;

/** Edits of entities: add, rename, delete, type marker, attributes and key templates. */
public final class EntityEdits {
    private EntityEdits() {
    }

    /** A new, empty entity whose box stands at {@code at} on the diagram. */
    public static Edit add(String table, String name, Point at) {
        return new Edit("Add entity " + name, m -> Tables.change(m, table, t -> {
            EditNames.requireNew("entity", name, t.entities().stream().map(Entity::name).toList());
            List<Entity> entities = new ArrayList<>(t.entities());
            entities.add(Entity.named(name));
            return t.withEntities(entities).withLayout(at == null ? t.layout() : t.layout().with(name, at));
        }));
    }

    /**
     * Renames an entity everywhere it is named: relationships, kept entities, its diagram box, access patterns, and
     * (when the type marker followed the name) the marker stored in its items.
     */
    public static Edit rename(String table, String from, String to) {
        return new Edit("Rename entity " + from + " → " + to, m -> Tables.change(m, table, t -> {
            Entity old = Tables.entity(t, from);
            if (from.equals(to)) {
                return t;
            }
            EditNames.requireNew("entity", to, t.entities().stream().map(Entity::name).toList());
            Entity renamed = old.withName(to);
            renamed = retypeItems(t, renamed, old.typeValue());
            Entity result = renamed;
            return t.withEntity(from, e -> result)
                    .withRelationships(t.relationships().stream().map(r -> r.renameEntity(from, to)).toList())
                    .withLayout(t.layout().renameEntity(from, to))
                    .withKeptEntities(t.keptEntities().stream().map(k -> renamedIn(k, from, to)).toList())
                    .withAccessPatterns(t.accessPatterns().stream()
                            .map(p -> from.equals(p.entity()) ? p.withEntity(to) : p).toList());
        }));
    }

    private static KeptEntity renamedIn(KeptEntity k, String from, String to) {
        KeptEntity out = k.entity().equals(from) ? k.withEntity(to) : k;
        return out.source().equals(from) ? out.withSource(to) : out;
    }

    /** Removes an entity with its items, its relationships and its box; patterns that returned it return nothing named. */
    public static Edit delete(String table, String name) {
        return new Edit("Delete entity " + name, m -> Tables.change(m, table, t -> {
            Tables.entity(t, name);
            return t.withEntities(t.entities().stream().filter(e -> !e.name().equals(name)).toList())
                    .withRelationships(t.relationships().stream().filter(r -> !r.touches(name))
                            .map(r -> r.link().equals(name) ? r.withLink("") : r).toList())
                    .withLayout(t.layout().with(name, null))
                    // The stream no longer keeps it; one kept from it is left for the rules to flag.
                    .withKeptEntities(t.keptEntities().stream().filter(k -> !k.entity().equals(name)).toList())
                    .withAccessPatterns(t.accessPatterns().stream()
                            .map(p -> name.equals(p.entity()) ? p.withEntity(null) : p).toList());
        }));
    }

    /** The value of the table's type attribute for this entity; its items follow. */
    public static Edit setTypeValue(String table, String entity, String value) {
        return new Edit("Set type marker of " + entity + " to " + value, m -> Tables.change(m, table, t -> {
            Entity e = Tables.entity(t, entity);
            EditNames.requireValid("type marker", value);
            Entity changed = retypeItems(t, e.withTypeValue(value), e.typeValue());
            return t.withEntity(entity, x -> changed);
        }));
    }

    public static Edit addAttribute(String table, String entity, AttributeDef attribute) {
        return new Edit("Add attribute " + attribute.name() + " to " + entity,
                m -> Tables.changeEntity(m, table, entity, e -> {
                    EditNames.requireNew("attribute", attribute.name(), e.attributes().stream().map(AttributeDef::name).toList());
                    List<AttributeDef> list = new ArrayList<>(e.attributes());
                    list.add(attribute);
                    return e.withAttributes(list);
                }));
    }

    /** A fresh attribute name for an entity ("newAttribute", "newAttribute2"…). */
    public static String freshAttributeName(Entity entity, String base) {
        return EditNames.fresh(base, entity.attributes().stream().map(AttributeDef::name).toList());
    }

    /**
     * Changes an attribute's name, type or required flag. A new name is carried into every key
     * template and sample item of the entity, and wherever a kept entity names it.
     */
    public static Edit changeAttribute(String table, String entity, String name, AttributeDef changed) {
        String description;
        if (!changed.name().equals(name)) {
            description = "Rename attribute " + name + " → " + changed.name();
        } else {
            description = "Change attribute " + name + " of " + entity;
        }
        return new Edit(description, m -> keptRenamed(Tables.changeEntity(m, table, entity, e -> {
            AttributeDef old = e.attribute(name).orElseThrow(
                    () -> new EditRefused("Entity '" + entity + "' has no attribute '" + name + "'."));
            Entity result = e;
            if (!changed.name().equals(name)) {
                EditNames.requireNew("attribute", changed.name(), e.attributes().stream().map(AttributeDef::name).toList());
                result = result.renameAttribute(name, changed.name());
            }
            if (old.type() != changed.type() || old.required() != changed.required()) {
                result = result.withAttributes(result.attributes().stream()
                        .map(a -> a.name().equals(changed.name()) ? changed : a).toList());
            }
            return result;
        }), table, entity, name, changed.name()));
    }

    /** A renamed attribute of a kept entity or of its source, renamed where the kept entity names it. */
    private static DataModel keptRenamed(DataModel m, String table, String entity, String from, String to) {
        if (from.equals(to)) {
            return m;
        }
        return Tables.change(m, table, t -> t.withKeptEntities(t.keptEntities().stream().map(k -> {
            KeptEntity out = k.source().equals(entity) ? k.renameSourceAttribute(from, to) : k;
            return out.entity().equals(entity) ? out.renameKeptAttribute(from, to) : out;
        }).toList()));
    }

    /** Removes an attribute from the entity's list; templates that use it are left for the rules to flag. */
    public static Edit removeAttribute(String table, String entity, String name) {
        return new Edit("Remove attribute " + name + " from " + entity, m -> Tables.changeEntity(m, table, entity, e -> {
            if (e.attribute(name).isEmpty()) {
                throw new EditRefused("Entity '" + entity + "' has no attribute '" + name + "'.");
            }
            return e.withAttributes(e.attributes().stream().filter(a -> !a.name().equals(name)).toList());
        }));
    }

    /** Sets (or, with null, clears) the template of one key attribute. */
    public static Edit setKeyTemplate(String table, String entity, String keyAttribute, KeyTemplate template) {
        String description = template == null ? "Clear " + keyAttribute + " template of " + entity
                : "Set " + keyAttribute + " of " + entity + " to " + template.source();
        return new Edit(description, m -> Tables.changeEntity(m, table, entity,
                e -> e.withKeyTemplate(keyAttribute, template)));
    }

    private static Entity retypeItems(TableDesign t, Entity e, String oldType) {
        if (e.typeValue().equals(oldType)) {
            return e;
        }
        String typeAttribute = t.typeAttribute();
        AttributeValue oldValue = AttributeValue.s(oldType);
        AttributeValue newValue = AttributeValue.s(e.typeValue());
        List<Item> items = e.items().stream()
                .map(i -> oldValue.equals(i.attributes().get(typeAttribute)) ? i.with(typeAttribute, newValue) : i)
                .toList();
        return e.withItems(items);
    }
}
