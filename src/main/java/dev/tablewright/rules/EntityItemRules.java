package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** An entity's sample items against the entity: derived keys, type marker, declared attributes. */
final class EntityItemRules {
    private EntityItemRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        Set<String> keys = Set.copyOf(table.keyAttributeNames());
        for (SampleItem s : SampleItem.of(table)) {
            if (s.entity() != null) {
                staleKeys(table, s, out);
                typeMarker(table, s, out);
                declaredAttributes(s, keys, out);
            }
        }
    }

    /**
     * Keys are derived from templates; a stored key that its template no longer gives is stale. A
     * missing or empty key is not stale but underived (the format fills it on import), and for the
     * table's keys the item key rules already report it.
     */
    private static void staleKeys(TableDesign table, SampleItem s, List<Problem> out) {
        Item derived = KeyDerivation.deriveAll(table, s.entity(), s.item()).item();
        for (Map.Entry<String, KeyTemplate> t : s.entity().keyTemplates().entrySet()) {
            Optional<AttributeValue> stored = s.item().get(t.getKey()).filter(v -> !v.equals(AttributeValue.s("")));
            Optional<AttributeValue> fresh = derived.get(t.getKey());
            if (stored.isPresent() && fresh.isPresent() && !stored.equals(fresh)) {
                out.add(Problem.warning(s.path(), "stale derived key: " + t.getKey() + " is "
                        + Text.quote(stored.get().displayText()) + " but its template " + Text.quote(t.getValue().source())
                        + " gives " + Text.quote(fresh.get().displayText())));
            }
        }
    }

    private static void typeMarker(TableDesign table, SampleItem s, List<Problem> out) {
        Entity e = s.entity();
        s.item().get(table.typeAttribute()).filter(v -> !v.equals(AttributeValue.s(e.typeValue()))).ifPresent(v ->
                out.add(Problem.warning(s.path(), "the item has " + table.typeAttribute() + " = " + Text.quote(v.displayText())
                        + " but belongs to entity " + e.name() + ", whose type marker is " + Text.quote(e.typeValue()))));
    }

    /** Required attributes present, declared types kept; key attributes are the item key rules' job. */
    private static void declaredAttributes(SampleItem s, Set<String> keys, List<Problem> out) {
        Entity e = s.entity();
        for (AttributeDef a : e.attributes()) {
            if (keys.contains(a.name())) {
                continue;
            }
            Optional<AttributeValue> v = s.item().get(a.name());
            if (v.isEmpty()) {
                if (a.required()) {
                    out.add(Problem.warning(s.path(), "the item lacks " + Text.quote(a.name()) + ", which entity "
                            + e.name() + " requires"));
                }
            } else if (v.get().type() != a.type() && v.get().type() != AttributeType.NULL) {
                // NULL stands for "no value" in many designs, so it passes for any declared type.
                out.add(Problem.warning(s.path(), Text.quote(a.name()) + " is " + v.get().type() + " but entity "
                        + e.name() + " declares it as " + a.type()));
            }
        }
    }
}
