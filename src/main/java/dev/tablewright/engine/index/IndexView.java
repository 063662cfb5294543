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
import java.util.Comparator;
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
    private final int tableItemCount;

    private IndexView(String indexName, KeySchema keys, KeySchema tableKeys, List<SourcedItem> items,
            int tableItemCount) {
        this.indexName = indexName;
        this.keys = keys;
        this.tableKeys = tableKeys;
        this.items = List.copyOf(items);
        this.tableItemCount = tableItemCount;
    }

    /** The base table's view. */
    public static IndexView ofTable(TableDesign table) {
        return build(table, null, table.keySchema(), Projection.ALL);
    }

    /** The view of one GSI or LSI; empty when the table has no index of that name. */
    public static Optional<IndexView> ofIndex(TableDesign table, String index) {
        return table.index(index).map(i -> build(table, i.name(), i.keySchema(table.keySchema()), i.projection()));
    }

    /** The base table's view, then one per index in declaration order. */
    public static List<IndexView> all(TableDesign table) {
        List<SourcedItem> source = derivedItems(table);
        List<IndexView> views = new ArrayList<>();
        views.add(build(table, source, null, table.keySchema(), Projection.ALL));
        for (SecondaryIndex i : table.indexes()) {
            views.add(build(table, source, i.name(), i.keySchema(table.keySchema()), i.projection()));
        }
        return views;
    }

    private static IndexView build(TableDesign table, String name, KeySchema keys, Projection projection) {
        return build(table, derivedItems(table), name, keys, projection);
    }

    private static IndexView build(TableDesign table, List<SourcedItem> source, String name, KeySchema keys,
            Projection projection) {
        Set<String> projected = projectedNames(table.keySchema(), keys, projection);
        List<SourcedItem> held = new ArrayList<>();
        for (SourcedItem s : source) {
            // An item without valid table keys could not exist in DynamoDB: no view holds it.
            if (carriesKeys(s.item(), table.keySchema()) && carriesKeys(s.item(), keys)) {
                held.add(projected == null ? s : new SourcedItem(s.entity(), s.ordinal(), project(s.item(), projected)));
            }
        }
        held.sort(order(keys, table.keySchema()));
        return new IndexView(name, keys, table.keySchema(), held, source.size());
    }

    /** Every sample item of the table with its entity's derived keys applied. */
    public static List<SourcedItem> derivedItems(TableDesign table) {
        List<SourcedItem> all = new ArrayList<>();
        for (int i = 0; i < table.items().size(); i++) {
            all.add(new SourcedItem(null, i, table.items().get(i)));
        }
        for (Entity e : table.entities()) {
            for (int i = 0; i < e.items().size(); i++) {
                all.add(new SourcedItem(e.name(), i, KeyDerivation.deriveAll(table, e, e.items().get(i)).item()));
            }
        }
        return all;
    }

    /** An item is in an index when it has every key attribute, of the declared type and (S/B) non-empty. */
    static boolean carriesKeys(Item item, KeySchema keys) {
        for (AttributeDef k : keys.attributes()) {
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

    /** Partition value, then sort key; ties (possible in an index) by the table's key. */
    private static Comparator<SourcedItem> order(KeySchema keys, KeySchema tableKeys) {
        Comparator<SourcedItem> c = by(keys.partitionKey().name());
        if (keys.sortKey().isPresent()) {
            c = c.thenComparing(by(keys.sortKey().get().name()));
        }
        for (String k : tableKeys.names()) {
            if (!keys.contains(k)) {
                c = c.thenComparing(by(k));
            }
        }
        return c;
    }

    /** Every item in a view carries the view's and the table's keys, each of its declared type. */
    private static Comparator<SourcedItem> by(String attribute) {
        return (a, b) -> ValueOrder.compareKeys(a.item().attributes().get(attribute), b.item().attributes().get(attribute));
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

    /** How many items the table holds (to say "sparse: 12 of 40"). */
    public int tableItemCount() {
        return tableItemCount;
    }

    public boolean isSparse() {
        return items.size() < tableItemCount;
    }
}
