package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.BiFunction;

/**
 * Edits of sample items. An item is addressed by its entity and its position among the entity's
 * items, as {@link dev.tablewright.model.ModelPath} does. Every change re-derives the item's keys from
 * the entity's templates, so changing {@code movieId} moves the item to its new partition. Each one
 * keeps the entities the stream keeps from the edited one ({@link KeptItemEdits}) in the same undo
 * step, and refuses to write a kept entity's items by hand.
 */
public final class ItemEdits {
    private ItemEdits() {
    }

    /** Appends items to an entity, keys derived and the type marker set. */
    public static Edit add(String table, String entity, List<Item> items) {
        List<Item> copy = List.copyOf(items);
        String description = copy.size() == 1 ? "Add " + entity + " item"
                : String.format("Add %,d %s items", copy.size(), entity);
        return new Edit(description, m -> changeItems(m, table, entity, (t, e) -> {
            KeyDerivation.Deriver deriver = KeyDerivation.forEntity(t, e);
            List<Item> all = new ArrayList<>(e.items().size() + copy.size());
            all.addAll(e.items());
            for (Item i : copy) {
                all.add(prepared(t, e, deriver, i));
            }
            return all;
        }));
    }

    /**
     * Every item of the entity with its keys derived again from the entity's templates: after the
     * templates changed, so that no item keeps a key its template no longer gives. A kept entity's
     * items are computed again instead (their keys come from its templates too).
     */
    public static Edit rederiveKeys(String table, String entity) {
        return new Edit("Derive the keys of " + entity + " items again", m -> Tables.change(m, table, t -> {
            Entity e = Tables.entity(t, entity);
            Optional<KeptEntity> kept = t.keptEntity(entity);
            if (kept.isPresent()) {
                return KeptItemEdits.recomputeAndFollow(t, kept.get());
            }
            KeyDerivation.Deriver deriver = KeyDerivation.forEntity(t, e);
            List<Item> all = e.items().stream().map(i -> deriver.deriveAll(i).item()).toList();
            return KeptItemEdits.follow(t.withEntity(entity, x -> x.withItems(all)), entity);
        }));
    }

    /** Copies of the items at these positions, appended after the last item. */
    public static Edit duplicate(String table, String entity, Collection<Integer> positions) {
        TreeSet<Integer> sorted = new TreeSet<>(positions);
        return new Edit(count("Duplicate", sorted.size(), entity), m -> changeItems(m, table, entity, (t, e) -> {
            List<Item> all = new ArrayList<>(e.items());
            for (int p : sorted) {
                all.add(check(e, p));
            }
            return all;
        }));
    }

    public static Edit delete(String table, String entity, Collection<Integer> positions) {
        TreeSet<Integer> sorted = new TreeSet<>(positions);
        return new Edit(count("Delete", sorted.size(), entity), m -> changeItems(m, table, entity, (t, e) -> {
            sorted.forEach(p -> check(e, p));
            List<Item> left = new ArrayList<>(e.items().size());
            for (int i = 0; i < e.items().size(); i++) {
                if (!sorted.contains(i)) {
                    left.add(e.items().get(i));
                }
            }
            return left;
        }));
    }

    /**
     * Sets (or, with null, removes) one attribute of one item. Key attributes an entity template
     * derives are refused: they follow their sources.
     */
    public static Edit set(String table, String entity, int position, String attribute, AttributeValue value) {
        String description = (value == null ? "Remove " : "Set ") + attribute + " of " + entity + " item " + (position + 1);
        return new Edit(description, m -> changeItems(m, table, entity, (t, e) -> {
            Item old = check(e, position);
            if (e.keyTemplates().containsKey(attribute)) {
                throw new EditRefused(attribute + " is derived from the template "
                        + e.keyTemplates().get(attribute).source() + "; change the attributes it is made of.");
            }
            Item changed = value == null ? old.without(attribute) : old.with(attribute, value);
            Item derived = KeyDerivation.deriveAll(t, e, changed).item();
            List<Item> all = new ArrayList<>(e.items());
            all.set(position, derived);
            return all;
        }));
    }

    /** Sets several attributes of one item at once (a pasted row). */
    public static Edit setAll(String table, String entity, int position, Map<String, AttributeValue> values) {
        List<Edit> steps = values.entrySet().stream()
                .map(v -> set(table, entity, position, v.getKey(), v.getValue())).toList();
        return Edit.compound("Edit " + entity + " item " + (position + 1), steps);
    }

    /**
     * The one way an item edit changes an entity's items: refused for a kept entity, and the entities
     * kept from this one computed again after it.
     */
    private static DataModel changeItems(DataModel m, String table, String entity,
            BiFunction<TableDesign, Entity, List<Item>> items) {
        return Tables.change(m, table, t -> {
            Entity e = Tables.entity(t, entity);
            KeptItemEdits.refuseKept(t, entity);
            List<Item> changed = items.apply(t, e);
            return KeptItemEdits.follow(t.withEntity(entity, x -> x.withItems(changed)), entity);
        });
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
