package dev.tablewright.engine.query;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** One in-memory table: its items by key, and each secondary index kept in step with every write. */
final class Table {
    private final TableDesign design;
    private final String name;
    private final KeySchema keys;
    private final List<IndexDef> indexes = new ArrayList<>();
    private final Partitions items = new Partitions();
    private final Map<String, Partitions> indexItems = new LinkedHashMap<>();
    private int count;

    Table(TableDesign design) {
        this.design = design;
        this.name = design.name();
        this.keys = design.keySchema();
        for (SecondaryIndex i : design.indexes()) {
            IndexDef def = new IndexDef(i, keys);
            indexes.add(def);
            indexItems.put(def.name(), new Partitions());
        }
    }

    String name() {
        return name;
    }

    TableDesign design() {
        return design;
    }

    KeySchema keys() {
        return keys;
    }

    List<IndexDef> indexes() {
        return indexes;
    }

    Optional<IndexDef> index(String indexName) {
        return indexes.stream().filter(i -> i.name().equals(indexName)).findFirst();
    }

    int itemCount() {
        return count;
    }

    /** The table's partitions, or an index's. */
    Partitions partitions(IndexDef index) {
        return index == null ? items : indexItems.get(index.name());
    }

    /** The item with this (valid) primary key, or null. */
    StoredItem get(Map<String, AttributeValue> key) {
        return items.get(PartitionValue.of(key.get(keys.partitionKey().name())), tableEntry(key::get));
    }

    /** Replaces (or, with null, deletes) the item with this key, keeping every index in step. */
    void write(Map<String, AttributeValue> key, StoredItem item) {
        PartitionValue pk = PartitionValue.of(key.get(keys.partitionKey().name()));
        EntryKey entry = tableEntry(key::get);
        StoredItem old = items.get(pk, entry);
        if (old != null) {
            for (IndexDef i : indexes) {
                if (i.holds(old)) {
                    indexItems.get(i.name()).remove(partition(i, old::get), indexEntry(i, old));
                }
            }
            items.remove(pk, entry);
            count--;
        }
        if (item != null) {
            items.put(pk, entry, item);
            count++;
            for (IndexDef i : indexes) {
                if (i.holds(item)) {
                    indexItems.get(i.name()).put(partition(i, item::get), indexEntry(i, item), item);
                }
            }
        }
    }

    /** The partition an item (or a start key) belongs to in the table (index null) or an index. */
    PartitionValue partition(IndexDef index, Function<String, AttributeValue> attribute) {
        return PartitionValue.of((index == null ? keys : index.keys()).partitionKeys(), attribute);
    }

    EntryKey tableEntry(Function<String, AttributeValue> attribute) {
        return EntryKey.of(sortValues(keys, attribute), null, null, null);
    }

    /** The item's position in the table (index null) or an index. */
    EntryKey indexEntry(IndexDef index, StoredItem item) {
        return entry(index, item::get);
    }

    /** An entry position from any source of attribute values (an item, or an ExclusiveStartKey). */
    EntryKey entry(IndexDef index, Function<String, AttributeValue> attribute) {
        if (index == null) {
            return tableEntry(attribute);
        }
        return EntryKey.of(sortValues(index.keys(), attribute), index.ties().tie(attribute),
                attribute.apply(keys.partitionKey().name()),
                keys.sortKey().map(k -> attribute.apply(k.name())).orElse(null));
    }

    private static List<AttributeValue> sortValues(KeySchema schema, Function<String, AttributeValue> attribute) {
        List<AttributeDef> sortKeys = schema.sortKeys();
        if (sortKeys.isEmpty()) {
            return List.of();
        }
        if (sortKeys.size() == 1) {
            return Collections.singletonList(attribute.apply(sortKeys.get(0).name()));
        }
        List<AttributeValue> values = new ArrayList<>(sortKeys.size());
        sortKeys.forEach(k -> values.add(attribute.apply(k.name())));
        return values;
    }

    /** The attributes that form a LastEvaluatedKey: table keys, then the index's. */
    List<AttributeDef> positionAttributes(IndexDef index) {
        Map<String, AttributeDef> all = new LinkedHashMap<>();
        keys.attributes().forEach(a -> all.put(a.name(), a));
        if (index != null) {
            index.keys().attributes().forEach(a -> all.putIfAbsent(a.name(), a));
        }
        return List.copyOf(all.values());
    }
}
