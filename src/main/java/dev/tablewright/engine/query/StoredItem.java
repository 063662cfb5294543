package dev.tablewright.engine.query;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An item as a table keeps it: two parallel arrays instead of an {@link Item}'s map, and attribute
 * names shared through the table's {@link NamePool}, so that a million small items fit in a small
 * heap (a map-backed item costs about three times as much).
 */
final class StoredItem {
    private final String[] names;
    private final AttributeValue[] values;
    private final long bytes;

    private StoredItem(String[] names, AttributeValue[] values, long bytes) {
        this.names = names;
        this.values = values;
        this.bytes = bytes;
    }

    static StoredItem of(Item item, long bytes, NamePool pool) {
        int n = item.attributes().size();
        String[] names = new String[n];
        AttributeValue[] values = new AttributeValue[n];
        int i = 0;
        for (Map.Entry<String, AttributeValue> e : item.attributes().entrySet()) {
            names[i] = pool.intern(e.getKey());
            values[i++] = e.getValue();
        }
        return new StoredItem(names, values, bytes);
    }

    AttributeValue get(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return values[i];
            }
        }
        return null;
    }

    /** The item's size as DynamoDB counts it (computed once, when written). */
    long bytes() {
        return bytes;
    }

    Item toItem() {
        Map<String, AttributeValue> map = new LinkedHashMap<>(names.length * 2);
        for (int i = 0; i < names.length; i++) {
            map.put(names[i], values[i]);
        }
        return new Item(map);
    }
}
