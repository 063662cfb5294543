package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Entity;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Entities: telling their items apart, key templates for the table's keys, and key-named attributes. */
final class EntityRules {
    private EntityRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        String t = table.name();
        Repeats.each(table.entities(), Entity::typeValue, (e, first) -> out.add(Problem.error(Paths.entity(t, e.name()),
                "entity " + e.name() + " has the same type marker as entity " + first.name() + " (" + table.typeAttribute()
                        + " = " + Text.quote(e.typeValue()) + "): their items cannot be told apart")));
        // An attribute that keys only multi-attribute GSIs is the entities' own: they declare it.
        Map<String, KeySlot> keys = new java.util.LinkedHashMap<>();
        KeySlot.all(table).stream().filter(k -> !k.inMultiAttributeKey()).forEach(k -> keys.putIfAbsent(k.name(), k));
        for (Entity e : table.entities()) {
            for (AttributeDef k : table.keySchema().attributes()) {
                if (e.template(k.name()).isEmpty()) {
                    out.add(Problem.warning(Paths.entity(t, e.name()), "no key template for " + k.name() + ": entity "
                            + e.name() + "'s items get " + k.name() + " only from values typed by hand"));
                }
            }
            for (AttributeDef a : e.attributes()) {
                KeySlot k = keys.get(a.name());
                // A type conflict with the key is an ERROR of KeySchemaRules; this is the lesser case. An
                // entity keeps one field per name in the file: its template, so the list entry goes.
                Optional<KeyTemplate> template = e.template(a.name());
                if (k != null && k.attribute().type() == a.type() && template.isPresent()) {
                    out.add(Problem.warning(Paths.entityAttribute(t, e.name(), a.name()), Text.quote(a.name())
                            + " is listed among entity " + e.name() + "'s attributes and filled by its template "
                            + template.get().source() + " as the " + k.role() + " of " + k.owner()
                            + ": saved and reopened, entity " + e.name() + " keeps the template and no longer lists "
                            + Text.quote(a.name()) + " among its attributes (its items keep their values)")
                            .withFix(new FixHint.UnlistEntityAttribute(t, e.name(), a.name())));
                }
            }
        }
    }
}
