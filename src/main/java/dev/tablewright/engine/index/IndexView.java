package dev.tablewright.engine.index;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeProjection;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
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
    private final List<Partition> partitions;
    private final Set<String> attributeNames;
    private final int tableItemCount;

    /**
     * One partition of the view: its key value (one per attribute of a multi-attribute partition
     * key, in key order) and its items, in sort-key order.
     */
    public record Partition(List<AttributeValue> key, List<SourcedItem> items) {
    }

    private IndexView(String indexName, KeySchema keys, KeySchema tableKeys, List<SourcedItem> items,
            List<Partition> partitions, Set<String> attributeNames, int tableItemCount) {
        this.indexName = indexName;
        this.keys = keys;
        this.tableKeys = tableKeys;
        this.items = items;
        this.partitions = partitions;
        this.attributeNames = attributeNames;
        this.tableItemCount = tableItemCount;
    }

    /** The base table's view. */
    public static IndexView ofTable(TableDesign table) {
        return build(table, ViewSource.of(table), null, table.keySchema(), Projection.ALL);
    }

    /** The view of one GSI or LSI; empty when the table has no index of that name. */
    public static Optional<IndexView> ofIndex(TableDesign table, String index) {
        return table.index(index)
                .map(i -> build(table, ViewSource.of(table), i.name(), i.keySchema(table.keySchema()), i.projection()));
    }

    /**
     * The base table's view, then one per index in declaration order. The sample data is derived
     * once; the views are built in parallel, each on its own core where there are several.
     */
    public static List<IndexView> all(TableDesign table) {
        ViewSource source = ViewSource.of(table);
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
        return List.of(ViewSource.of(table).items);
    }

    private static IndexView build(TableDesign table, ViewSource source, String name, KeySchema keys,
            Projection projection) {
        Set<String> projected = projectedNames(table.keySchema(), keys, projection);
        AttributeProjection projector = projected == null ? null : new AttributeProjection(projected);
        // The attributes the view sorts by are also those an item must carry (the table's keys too:
        // an item without valid table keys could not exist in DynamoDB, so no view holds it).
        List<AttributeDef> order = sortAttributes(keys, table.keySchema());
        AttributeValue[][] columns = new AttributeValue[order.size()][];
        String[][] strings = new String[order.size()][];
        byte[][] kinds = new byte[order.size()][];
        byte[] wanted = new byte[order.size()];
        for (int k = 0; k < columns.length; k++) {
            int column = source.column(order.get(k).name());
            columns[k] = source.keys[column];
            strings[k] = source.strings[column];
            kinds[k] = source.kinds[column];
            wanted[k] = ViewSource.kind(order.get(k).type());
        }
        int[] held = new int[source.items.length];
        int count = 0;
        next:
        for (int i = 0; i < held.length; i++) {
            for (int k = 0; k < kinds.length; k++) {
                if (kinds[k][i] != wanted[k]) {
                    continue next;
                }
            }
            held[count++] = i;
        }
        KeyOrder.Sorted sorted = KeyOrder.sort(columns, strings, held, count, keys.partitionKeys().size());
        SourcedItem[] byNumber = projector == null ? source.items : projected(source.items, held, count, projector);
        SourcedItem[] inOrder = new SourcedItem[count];
        for (int j = 0; j < count; j++) {
            inOrder[j] = byNumber[sorted.order()[j]];
        }
        Set<String> names = new LinkedHashSet<>();
        for (Set<String> entityNames : source.attributesOfEntitiesIn(held, count)) {
            names.addAll(entityNames);
        }
        if (projected != null) {
            names.retainAll(projected);
        }
        List<SourcedItem> items = List.of(inOrder);
        return new IndexView(name, keys, table.keySchema(), items, partitions(items, columns, sorted,
                keys.partitionKeys().size()), names, source.items.length);
    }

    /** The view's partitions: each one's key (the values of its first item) and its items. */
    private static List<Partition> partitions(List<SourcedItem> items, AttributeValue[][] columns,
            KeyOrder.Sorted sorted, int width) {
        int[] firsts = sorted.partitionFirsts();
        Partition[] partitions = new Partition[firsts.length];
        int start = 0;
        for (int i = 0; i < partitions.length; i++) {
            int first = firsts[i];
            List<AttributeValue> key;
            if (width == 1) {
                key = List.of(columns[0][first]);
            } else {
                AttributeValue[] values = new AttributeValue[width];
                for (int k = 0; k < width; k++) {
                    values[k] = columns[k][first];
                }
                key = List.of(values);
            }
            int size = sorted.partitionSizes()[i];
            partitions[i] = new Partition(key, items.subList(start, start + size));
            start += size;
        }
        return List.of(partitions);
    }

    /**
     * The held items projected, by item number (null for the others). Projected in the order of the
     * items, not the view's: the items are then read in the order they sit in memory.
     */
    private static SourcedItem[] projected(SourcedItem[] items, int[] held, int count, AttributeProjection projector) {
        SourcedItem[] projected = new SourcedItem[items.length];
        for (int j = 0; j < count; j++) {
            SourcedItem s = items[held[j]];
            projected[held[j]] = new SourcedItem(s.entity(), s.ordinal(), projector.apply(s.item()));
        }
        return projected;
    }

    /**
     * The view's key attributes in sort order (partition key, sort key, then the table's keys for
     * ties), a table key with the table's declared type.
     */
    private static List<AttributeDef> sortAttributes(KeySchema keys, KeySchema tableKeys) {
        List<AttributeDef> order = new ArrayList<>();
        for (AttributeDef k : keys.attributes()) {
            order.add(tableKeys.attributes().stream().filter(t -> t.name().equals(k.name())).findFirst().orElse(k));
        }
        for (AttributeDef k : tableKeys.attributes()) {
            if (!keys.contains(k.name())) {
                order.add(k);
            }
        }
        return order;
    }

    /** An item is in an index when it has every key attribute, of the declared type and (S/B) non-empty. */
    static boolean carriesKeys(Item item, KeySchema keys) {
        for (AttributeDef key : keys.attributes()) {
            if (ViewSource.kindOf(item.attributes().get(key.name())) != ViewSource.kind(key.type())) {
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

    /** The items by partition, in key order: what the grids draw as blocks. */
    public List<Partition> partitions() {
        return partitions;
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
