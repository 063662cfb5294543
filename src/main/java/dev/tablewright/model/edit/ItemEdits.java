package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Edits of sample items. An item is addressed by its entity and its position among the entity's
 * items, as {@link dev.tablewright.model.ModelPath} does. Every change re-derives the item's keys from
 * the entity's templates, so changing {@code movieId} moves the item to its new partition.
 */
public final class ItemEdits {
    private ItemEdits() {
    }

    /** Appends items to an entity, keys derived and the type marker set. */
    public static Edit add(String table, String entity, List<Item> items) {
        List<Item> copy = List.copyOf(items);
        String description = copy.size() == 1 ? "Add " + entity + " item"
                : String.format("Add %,d %s items", copy.size(), entity);
        return new Edit(description, m -> Tables.change(m, table, t -> {
            Entity e = Tables.entity(t, entity);
            KeyDerivation.Deriver deriver = KeyDerivation.forEntity(t, e);
            List<Item> all = new ArrayList<>(e.items().size() + copy.size());
            all.addAll(e.items());
            for (Item i : copy) {
                all.add(prepared(t, e, deriver, i));
            }
            return t.withEntity(entity, x -> x.withItems(all));
        }));
    }

    /**
     * Every item of the entity with its keys derived again from the entity's templates: after the
     * templates changed, so that no item keeps a key its template no longer gives.
     */
    public static Edit rederiveKeys(String table, String entity) {
        return new Edit("Derive the keys of " + entity + " items again", m -> Tables.change(m, table, t -> {
            Entity e = Tables.entity(t, entity);
            KeyDerivation.Deriver deriver = KeyDerivation.forEntity(t, e);
            List<Item> all = e.items().stream().map(i -> deriver.deriveAll(i).item()).toList();
            return t.withEntity(entity, x -> x.withItems(all));
        }));
    }

    /** Copies of the items at these positions, appended after the last item. */
    public static Edit duplicate(String table, String entity, Collection<Integer> positions) {
        TreeSet<Integer> sorted = new TreeSet<>(positions);
        return new Edit(count("Duplicate", sorted.size(), entity), m -> Tables.change(m, table, t -> {
            Entity e = Tables.entity(t, entity);
            List<Item> all = new ArrayList<>(e.items());
            for (int p : sorted) {
                all.add(check(e, p));
            }
            return t.withEntity(entity, x -> x.withItems(all));
        }));
    }

    public static Edit delete(String table, String entity, Collection<Integer> positions) {
        TreeSet<Integer> sorted = new TreeSet<>(positions);
        return new Edit(count("Delete", sorted.size(), entity), m -> Tables.change(m, table, t -> {
            Entity e = Tables.entity(t, entity);
            sorted.forEach(p -> check(e, p));
            List<Item> kept = new ArrayList<>(e.items().size());
            for (int i = 0; i < e.items().size(); i++) {
                if (!sorted.contains(i)) {
                    kept.add(e.items().get(i));
                }
            }
            return t.withEntity(entity, x -> x.withItems(kept));
        }));
    }

    /**
     * Sets (or, with null, removes) one attribute of one item. Key attributes an entity template
     * derives are refused: they follow their sources.
     */
    public static Edit set(String table, String entity, int position, String attribute, AttributeValue value) {
        String description = (value == null ? "Remove " : "Set ") + attribute + " of " + entity + " item " + (position + 1);
        return new Edit(description, m -> Tables.change(m, table, t -> {
            Entity e = Tables.entity(t, entity);
            Item old = check(e, position);
            if (e.keyTemplates().containsKey(attribute)) {
                throw new EditRefused(attribute + " is derived from the template "
                        + e.keyTemplates().get(attribute).source() + "; change the attributes it is made of.");
            }
            Item changed = value == null ? old.without(attribute) : old.with(attribute, value);
            Item derived = KeyDerivation.deriveAll(t, e, changed).item();
            List<Item> all = new ArrayList<>(e.items());
            all.set(position, derived);
            return t.withEntity(entity, x -> x.withItems(all));
        }));
    }

    /** Sets several attributes of one item at once (a pasted row). */
    public static Edit setAll(String table, String entity, int position, Map<String, AttributeValue> values) {
        List<Edit> steps = values.entrySet().stream()
                .map(v -> set(table, entity, position, v.getKey(), v.getValue())).toList();
        return Edit.compound("Edit " + entity + " item " + (position + 1), steps);
    }

    private static Item prepared(TableDesign t, Entity e, KeyDerivation.Deriver deriver, Item item) {
        Item typed = item.with(t.typeAttribute(), AttributeValue.s(e.typeValue()));
        return deriver.deriveAll(typed).item();
    }

    private static Item check(Entity e, int position) {
        if (position < 0 || position >= e.items().size()) {
            throw new EditRefused("Entity '" + e.name() + "' has no item " + (position + 1) + ".");
        }
        return e.items().get(position);
    }

    private static String count(String verb, int n, String entity) {
        return n == 1 ? verb + " " + entity + " item" : String.format("%s %,d %s items", verb, n, entity);
    }
}
