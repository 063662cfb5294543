package dev.tablewright.model;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One DynamoDB item: attribute name to value, in the order the attributes were written. The map is
 * immutable and compact (see {@link AttributeMap}); building an item from another item's map copies
 * nothing.
 */
public record Item(Map<String, AttributeValue> attributes) {
    public static final Item EMPTY = new Item(Map.of());

    public Item {
        attributes = AttributeMap.of(attributes);
    }

    public Optional<AttributeValue> get(String name) {
        return Optional.ofNullable(attributes.get(name));
    }

    public boolean has(String name) {
        return attributes.containsKey(name);
    }

    /** This item with one attribute set (kept in place if it existed, appended otherwise). */
    public Item with(String name, AttributeValue value) {
        return edit(m -> m.put(name, value));
    }

    public Item without(String name) {
        if (!attributes.containsKey(name)) {
            return this;
        }
        return edit(m -> m.remove(name));
    }

    /** This item with one attribute renamed in place; the item itself when it has no such attribute. */
    public Item rename(String from, String to) {
        if (!attributes.containsKey(from) || from.equals(to)) {
            return this;
        }
        LinkedHashMap<String, AttributeValue> map = new LinkedHashMap<>();
        attributes.forEach((k, v) -> map.put(k.equals(from) ? to : k, v));
        return new Item(map);
    }

    public Item edit(Consumer<Map<String, AttributeValue>> change) {
        LinkedHashMap<String, AttributeValue> copy = new LinkedHashMap<>(attributes);
        change.accept(copy);
        return new Item(copy);
    }

    public static Item of(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("names and values come in pairs");
        }
        LinkedHashMap<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put((String) namesAndValues[i], (AttributeValue) namesAndValues[i + 1]);
        }
        return new Item(map);
    }
}
