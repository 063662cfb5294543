package dev.tablewright.model.stream;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The items a kept entity holds once the stream has seen every source item written in order: its
 * items are computed, never generated or typed in, so that a total is exactly the sum of its streams.
 * Keys come from the kept entity's templates, the type marker is set, and the order is deterministic
 * (groups in the order their first source item comes; index items in source order, map entries by key).
 */
public final class KeptItems {
    /**
     * The kept items, and for each one that could not be made (a template left unfilled, a sum beyond
     * DynamoDB's 38 digits), why; a source item that falls in no group is not a note (it has no month).
     */
    public record Computed(List<Item> items, List<String> notes) {
        public Computed {
            items = List.copyOf(items);
            notes = List.copyOf(notes);
        }
    }

    private KeptItems() {
    }

    /** From the source entity's own sample items. */
    public static Computed compute(TableDesign table, KeptEntity kept) {
        return compute(table, kept, table.entity(kept.source()).map(Entity::items).orElse(List.of()));
    }

    /** From these source items; none when the table has no entity of the kept one's name. */
    public static Computed compute(TableDesign table, KeptEntity kept, List<Item> sourceItems) {
        Entity entity = table.entity(kept.entity()).orElse(null);
        if (entity == null) {
            return new Computed(List.of(), List.of("table " + table.name() + " has no entity '" + kept.entity() + "'"));
        }
        Keyed keyed = new Keyed(table, entity);
        if (kept.keeping() instanceof Aggregate a) {
            for (Map.Entry<List<AttributeValue>, List<Item>> g : Groups.of(a, sourceItems).entrySet()) {
                keyed.add(Groups.keptItem(a, g.getKey(), g.getValue(), keyed.notes), null);
            }
        } else {
            IndexItems index = (IndexItems) kept.keeping();
            for (Item source : sourceItems) {
                indexItems(index, source, keyed);
            }
        }
        return new Computed(keyed.items, keyed.notes);
    }

    /**
     * The index items one source item makes, as stored (keys rendered, type marker set); the stream
     * handler's unit of work for index items. Notes on items that could not be made go to {@code notes}.
     */
    static List<Item> indexItemsOf(TableDesign table, Entity entity, IndexItems index, Item source,
            List<String> notes) {
        Keyed keyed = new Keyed(table, entity);
        indexItems(index, source, keyed);
        notes.addAll(keyed.notes);
        return keyed.items;
    }

    /** An aggregate's kept item as stored, from its group parts and measures; null when a key cannot be made. */
    static Item stored(TableDesign table, Entity entity, Item context, List<String> notes) {
        Keyed keyed = new Keyed(table, entity);
        keyed.add(context, null);
        notes.addAll(keyed.notes);
        return keyed.items.isEmpty() ? null : keyed.items.get(0);
    }

    private static void indexItems(IndexItems index, Item source, Keyed keyed) {
        Item copied = copied(index, source);
        if (!index.perEntry()) {
            keyed.add(source, copied);
            return;
        }
        if (!(source.get(index.each()).orElse(null) instanceof AttributeValue.M map)) {
            return; // no map, no entries: the handler writes nothing for this item
        }
        // By key: a map's entries have no order of their own in DynamoDB.
        for (Map.Entry<String, AttributeValue> e : new TreeMap<>(map.value()).entrySet()) {
            if (!index.takes(e.getValue())) {
                continue;
            }
            Item context = source.with(IndexItems.KEY, new AttributeValue.S(e.getKey()))
                    .with(IndexItems.VALUE, e.getValue());
            keyed.add(context, copied);
        }
    }

    private static Item copied(IndexItems index, Item source) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (String name : index.copied()) {
            source.get(name).ifPresent(v -> values.put(name, v));
        }
        return new Item(values);
    }

    /** Kept items as they are stored: keys rendered from a context item, the type marker set. */
    private static final class Keyed {
        private final String typeAttribute;
        private final Entity entity;
        private final KeyDerivation.Deriver deriver;
        private final List<Item> items = new ArrayList<>();
        private final List<String> notes = new ArrayList<>();

        Keyed(TableDesign table, Entity entity) {
            this.typeAttribute = table.typeAttribute();
            this.entity = entity;
            this.deriver = KeyDerivation.forEntity(table, entity);
        }

        /**
         * The kept item whose keys render from {@code context}: the context itself with its keys
         * (an aggregate's group and measures), or only the keys over {@code body} (index items,
         * whose context is the whole source item).
         */
        void add(Item context, Item body) {
            if (context == null) {
                return;
            }
            KeyDerivation.Result r = deriver.deriveAll(context);
            if (!r.unfilled().isEmpty()) {
                KeyDerivation.Unfilled u = r.unfilled().get(0);
                notes.add(entity.name() + ": an item is left out: its " + u.attribute() + " cannot be made ("
                        + u.reason() + ")");
                return;
            }
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            if (body == null) {
                values.putAll(r.item().attributes());
            } else {
                entity.keyTemplates().keySet().forEach(k -> r.item().get(k).ifPresent(v -> values.put(k, v)));
                values.putAll(body.attributes());
            }
            values.put(typeAttribute, new AttributeValue.S(entity.typeValue()));
            items.add(new Item(values));
        }
    }
}
