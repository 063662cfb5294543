package dev.tablewright.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AttributeMapTest {
    private static Map<String, AttributeValue> abc() {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("c", AttributeValue.s("3"));
        m.put("a", AttributeValue.n(1));
        m.put("b", AttributeValue.bool(true));
        return m;
    }

    @Test
    void keepsWriteOrderAndEqualsAnyMapOfTheSameEntries() {
        Item item = new Item(abc());
        assertEquals(List.of("c", "a", "b"), List.copyOf(item.attributes().keySet()));
        assertEquals(new HashMap<>(abc()), item.attributes());
        assertEquals(item.attributes(), new HashMap<>(abc()));
        assertEquals(new HashMap<>(abc()).hashCode(), item.attributes().hashCode());
        assertEquals(new Item(new HashMap<>(abc())), item, "item equality ignores order, as DynamoDB does");
    }

    @Test
    void looksUpByEqualNamesNotOnlyTheSameInstance() {
        Item item = new Item(abc());
        assertEquals(AttributeValue.n(1), item.attributes().get(new String("a".toCharArray())));
        assertTrue(item.has(new String("b".toCharArray())));
        assertNull(item.attributes().get("z"));
        assertNull(item.attributes().get(42));
    }

    @Test
    void isImmutable() {
        Map<String, AttributeValue> m = new Item(abc()).attributes();
        assertThrows(UnsupportedOperationException.class, () -> m.put("d", AttributeValue.s("x")));
        assertThrows(UnsupportedOperationException.class, () -> m.remove("a"));
        Iterator<Map.Entry<String, AttributeValue>> it = m.entrySet().iterator();
        it.next();
        assertThrows(UnsupportedOperationException.class, it::remove);
        assertThrows(UnsupportedOperationException.class, () -> m.entrySet().iterator().next().setValue(null));
    }

    @Test
    void valuesAreReadInOrderAndNotKeptInTheMap() {
        Map<String, AttributeValue> m = new Item(abc()).attributes();
        assertEquals(List.of(AttributeValue.s("3"), AttributeValue.n(1), AttributeValue.bool(true)),
                List.copyOf(m.values()));
        assertThrows(UnsupportedOperationException.class, () -> m.values().clear());
        // AbstractMap would keep its first view in the map: 16 bytes of every item once its values were read.
        assertNotSame(m.values(), m.values());
    }

    @Test
    void aCopyOfAnItemsMapIsTheSameMap() {
        Item item = new Item(abc());
        assertSame(item.attributes(), new Item(item.attributes()).attributes());
    }

    @Test
    void itemsOfOneShapeShareTheirNames() {
        AttributeMap one = AttributeMap.of(abc());
        Map<String, AttributeValue> other = new LinkedHashMap<>();
        // names read from a file are new String instances each time
        abc().forEach((k, v) -> other.put(new String(k.toCharArray()), AttributeValue.n(2)));
        AttributeMap two = AttributeMap.of(other);
        assertSame(one.keySet().iterator().next(), two.keySet().iterator().next());
        assertFalse(one.equals(two));
    }

    @Test
    void refusesNullNamesAndValues() {
        Map<String, AttributeValue> m = new HashMap<>();
        m.put("a", null);
        assertThrows(NullPointerException.class, () -> new Item(m));
    }

    @Test
    void itemsOfOneShapeShareOneKeySet() {
        Map<String, AttributeValue> other = new LinkedHashMap<>();
        abc().forEach((k, v) -> other.put(new String(k.toCharArray()), AttributeValue.n(2)));
        assertSame(new Item(abc()).attributes().keySet(), new Item(other).attributes().keySet());
        assertEquals(List.of("c", "a", "b"), List.copyOf(new Item(other).attributes().keySet()));
        assertTrue(new Item(other).attributes().keySet().contains(new String("a".toCharArray())));
    }

    @Test
    void aReaderReadsByNameWhateverTheShape() {
        AttributeReader reader = new AttributeReader(List.of("a", "z", "c"));
        AttributeValue[] values = new AttributeValue[3];
        reader.read(new Item(abc()), values);
        assertEquals(List.of(AttributeValue.n(1), "none", AttributeValue.s("3")), readable(values));
        reader.read(Item.of("z", AttributeValue.s("26"), "a", AttributeValue.n(9)), values);
        assertEquals(List.of(AttributeValue.n(9), AttributeValue.s("26"), "none"), readable(values));
        reader.read(new Item(abc()), values);
        assertEquals(List.of(AttributeValue.n(1), "none", AttributeValue.s("3")), readable(values));
    }

    private static List<Object> readable(AttributeValue[] values) {
        return java.util.Arrays.stream(values).map(v -> v == null ? (Object) "none" : v).toList();
    }

    @Test
    void aProjectionKeepsTheNamedInTheItemsOrder() {
        AttributeProjection projection = new AttributeProjection(java.util.Set.of("b", "c", "z"));
        Item projected = projection.apply(new Item(abc()));
        assertEquals(List.of("c", "b"), List.copyOf(projected.attributes().keySet()));
        assertEquals(Item.of("c", AttributeValue.s("3"), "b", AttributeValue.bool(true)), projected);
        assertSame(projected.attributes().keySet(), projection.apply(new Item(abc())).attributes().keySet());
        Item kept = Item.of("b", AttributeValue.n(1));
        assertSame(kept, projection.apply(kept));
        assertEquals(Item.EMPTY, projection.apply(Item.of("a", AttributeValue.n(1))));
    }
}
