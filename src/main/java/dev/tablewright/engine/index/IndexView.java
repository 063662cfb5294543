package dev.tablewright.engine.index;

import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the base table or one secondary index holds of a table's sample data, in key order: items
 * with derived keys applied, only those carrying all the index's key attributes with the declared
 * type (a sparse index holds fewer), each projected as the index projects it.
 */
public final class IndexView {
    private final String indexName;
    private final KeySchema keys;
    private final KeySchema tableKeys;
    private final List<SourcedItem> items;
    private final Set<String> attributeNames;
    private final int tableItemCount;

    private IndexView(String indexName, KeySchema keys, KeySchema tableKeys, List<SourcedItem> items,
            Set<String> attributeNames, int tableItemCount) {
        this.indexName = indexName;
        this.keys = keys;
        this.tableKeys = tableKeys;
        this.items = List.copyOf(items);
        this.attributeNames = attributeNames;
        this.tableItemCount = tableItemCount;
    }

    /** The base table's view. */
    public static IndexView ofTable(TableDesign table) {
        return build(table, Source.of(table), null, table.keySchema(), Projection.ALL);
    }

    /** The view of one GSI or LSI; empty when the table has no index of that name. */
    public static Optional<IndexView> ofIndex(TableDesign table, String index) {
        return table.index(index)
                .map(i -> build(table, Source.of(table), i.name(), i.keySchema(table.keySchema()), i.projection()));
    }

    /**
     * The base table's view, then one per index in declaration order. The sample data is derived
     * once; the views are built in parallel, each on its own core where there are several.
     */
    public static List<IndexView> all(TableDesign table) {
        Source source = Source.of(table);
        List<SecondaryIndex> indexes = new ArrayList<>();
        indexes.add(null);
        indexes.addAll(table.indexes());
        return indexes.parallelStream()
                .map(i -> i == null ? build(table, source, null, table.keySchema(), Projection.ALL)
                        : build(table, source, i.name(), i.keySchema(table.keySchema()), i.projection()))
                .toList();
    }

    /** Every sample item of the table with its entity's derived keys applied. */
    public static List<SourcedItem> derivedItems(TableDesign table) {
        return Source.of(table).items();
    }

    /**
     * The derived sample data, and per entity ("" for items of no entity) the attribute names its
     * items carry: computed once per table, shared by every view.
     */
    private record Source(List<SourcedItem> items, Map<String, Set<String>> entityAttributes) {
        static Source of(TableDesign table) {
            List<SourcedItem> all = new ArrayList<>();
            Map<String, Set<String>> names = new LinkedHashMap<>();
            List<Item> loose = table.items();
            for (int i = 0; i < loose.size(); i++) {
                all.add(new SourcedItem(null, i, loose.get(i)));
            }
            names.put("", namesOf(loose));
            for (Entity e : table.entities()) {
                KeyDerivation.Deriver deriver = KeyDerivation.forEntity(table, e);
                // Deriving is independent per item: spread it over the cores.
                List<Item> derived = e.items().parallelStream().map(i -> deriver.deriveAll(i).item()).toList();
                for (int i = 0; i < derived.size(); i++) {
                    all.add(new SourcedItem(e.name(), i, derived.get(i)));
                }
                names.put(e.name(), namesOf(derived));
            }
            return new Source(all, names);
        }

        /** The attribute names of the items, in order of first appearance. */
        private static Set<String> namesOf(List<Item> items) {
            return items.parallelStream().collect(LinkedHashSet::new, (set, item) -> set.addAll(item.attributes().keySet()),
                    Set::addAll);
        }
    }

    private static IndexView build(TableDesign table, Source source, String name, KeySchema keys,
            Projection projection) {
        Set<String> projected = projectedNames(table.keySchema(), keys, projection);
        List<String> order = sortAttributes(keys, table.keySchema());
        // An item without valid table keys could not exist in DynamoDB: no view holds it.
        List<AttributeDef> required = new ArrayList<>(table.keySchema().attributes());
        keys.attributes().stream().filter(k -> !table.keySchema().contains(k.name())).forEach(required::add);
        List<Keyed> held = new ArrayList<>();
        Set<String> entities = new LinkedHashSet<>();
        for (SourcedItem s : source.items()) {
            if (carriesKeys(s.item(), required)) {
                SourcedItem kept = projected == null ? s
                        : new SourcedItem(s.entity(), s.ordinal(), project(s.item(), projected));
                held.add(new Keyed(kept, order));
                entities.add(s.entity() == null ? "" : s.entity());
            }
        }
        held.sort(Keyed::compareTo);
        List<SourcedItem> sorted = new ArrayList<>(held.size());
        held.forEach(k -> sorted.add(k.item));
        Set<String> names = new LinkedHashSet<>();
        for (String e : entities) {
            names.addAll(source.entityAttributes().get(e));
        }
        if (projected != null) {
            names.retainAll(projected);
        }
        return new IndexView(name, keys, table.keySchema(), sorted, names, source.items().size());
    }

    /**
     * An item with the values it sorts by (partition key, sort key, then the table's keys for ties),
     * extracted once: map lookups inside the comparator dominated the sort. Strings without
     * surrogates compare with the JDK's intrinsic {@link String#compareTo}, which then equals
     * DynamoDB's UTF-8 order.
     */
    private static final class Keyed implements Comparable<Keyed> {
        final SourcedItem item;
        final AttributeValue[] values;
        final boolean[] plain;

        Keyed(SourcedItem item, List<String> order) {
            this.item = item;
            values = new AttributeValue[order.size()];
            plain = new boolean[order.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = item.item().attributes().get(order.get(i));
                plain[i] = values[i] instanceof AttributeValue.S s && noSurrogates(s.value());
            }
        }

        @Override
        public int compareTo(Keyed other) {
            for (int i = 0; i < values.length; i++) {
                int c = plain[i] && other.plain[i]
                        ? ((AttributeValue.S) values[i]).value().compareTo(((AttributeValue.S) other.values[i]).value())
                        : ValueOrder.compareKeys(values[i], other.values[i]);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        }

        private static boolean noSurrogates(String s) {
            for (int i = 0; i < s.length(); i++) {
                if (Character.isSurrogate(s.charAt(i))) {
                    return false;
                }
            }
            return true;
        }
    }

    private static List<String> sortAttributes(KeySchema keys, KeySchema tableKeys) {
        List<String> order = new ArrayList<>(keys.names());
        for (String k : tableKeys.names()) {
            if (!order.contains(k)) {
                order.add(k);
            }
        }
        return order;
    }

    /** An item is in an index when it has every key attribute, of the declared type and (S/B) non-empty. */
    static boolean carriesKeys(Item item, KeySchema keys) {
        return carriesKeys(item, keys.attributes());
    }

    private static boolean carriesKeys(Item item, List<AttributeDef> keys) {
        for (AttributeDef k : keys) {
            AttributeValue v = item.attributes().get(k.name());
            if (v == null || v.type() != k.type()) {
                return false;
            }
            if (v instanceof AttributeValue.S s && s.value().isEmpty()
                    || v instanceof AttributeValue.B b && b.value().length() == 0) {
                return false;
            }
        }
        return true;
    }

    /** Null means everything (ALL). */
    private static Set<String> projectedNames(KeySchema table, KeySchema index, Projection projection) {
        if (projection.type() == ProjectionType.ALL) {
            return null;
        }
        Set<String> names = new LinkedHashSet<>(index.names());
        names.addAll(table.names());
        if (projection.type() == ProjectionType.INCLUDE) {
            names.addAll(projection.nonKeyAttributes());
        }
        return names;
    }

    private static Item project(Item item, Set<String> names) {
        Map<String, AttributeValue> kept = new LinkedHashMap<>();
        item.attributes().forEach((k, v) -> {
            if (names.contains(k)) {
                kept.put(k, v);
            }
        });
        return new Item(kept);
    }

    /** Null for the base table. */
    public String indexName() {
        return indexName;
    }

    public boolean isTable() {
        return indexName == null;
    }

    public KeySchema keys() {
        return keys;
    }

    public KeySchema tableKeys() {
        return tableKeys;
    }

    /** The items the view holds, in key order. */
    public List<SourcedItem> items() {
        return items;
    }

    /**
     * The attribute names the view's items carry, by entity: the union of the names carried by the
     * items of each entity present in the view, limited to what the index projects.
     */
    public Set<String> attributeNames() {
        return attributeNames;
    }

    /** How many items the table holds (to say "sparse: 12 of 40"). */
    public int tableItemCount() {
        return tableItemCount;
    }

    public boolean isSparse() {
        return items.size() < tableItemCount;
    }
}
