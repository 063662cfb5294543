package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One place where a key attribute is declared: the table's or an index's partition or sort key.
 *
 * @param index null for the table's own key schema
 */
record KeySlot(AttributeDef attribute, boolean partition, SecondaryIndex index) {

    String name() {
        return attribute.name();
    }

    /** "the table" or "index GSI1", for messages. */
    String owner() {
        return index == null ? "the table" : "index " + index.name();
    }

    /** "partition key" or "sort key". */
    String role() {
        return partition ? "partition key" : "sort key";
    }

    /** Whether it keys a GSI on several attributes: such attributes are the entities' own, not templated. */
    boolean inMultiAttributeKey() {
        return index instanceof GlobalSecondaryIndex g && g.keys().isMultiAttribute();
    }

    int maxValueBytes() {
        return partition ? Limits.MAX_PARTITION_KEY_BYTES : Limits.MAX_SORT_KEY_BYTES;
    }

    String path(TableDesign table) {
        return index == null ? Paths.tableKey(table.name(), name()) : Paths.index(table.name(), index.name());
    }

    /**
     * Every key declaration, in order: the table's keys, each GSI's (every attribute of a
     * multi-attribute key), each LSI's sort key (an LSI's partition key is the table's, so it is not a
     * declaration of its own).
     */
    static List<KeySlot> all(TableDesign table) {
        List<KeySlot> slots = new ArrayList<>();
        slots.add(new KeySlot(table.keySchema().partitionKey(), true, null));
        table.keySchema().sortKey().ifPresent(k -> slots.add(new KeySlot(k, false, null)));
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            g.keys().partitionKeys().forEach(k -> slots.add(new KeySlot(k, true, g)));
            g.keys().sortKeys().forEach(k -> slots.add(new KeySlot(k, false, g)));
        }
        for (LocalSecondaryIndex l : table.localIndexes()) {
            slots.add(new KeySlot(l.sortKey(), false, l));
        }
        return slots;
    }

    /** The first declaration of each key attribute name, in {@link #all} order (the table's win). */
    static Map<String, KeySlot> firstByName(TableDesign table) {
        Map<String, KeySlot> first = new LinkedHashMap<>();
        for (KeySlot s : all(table)) {
            first.putIfAbsent(s.name(), s);
        }
        return first;
    }
}
