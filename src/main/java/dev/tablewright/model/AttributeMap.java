package dev.tablewright.model;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;

/**
 * An item's attributes as two parallel arrays, in write order, immutable. A {@code LinkedHashMap}
 * spends about 60 bytes per attribute on entries and tables; this spends 4, and items of one shape
 * (the same names in the same order, as every item of an entity mostly is) share one names array, so
 * a million sample items fit in a desktop heap. Lookups scan the names: items are small, and the
 * names of one model are mostly the same instances, so the scan compares references.
 */
final class AttributeMap extends AbstractMap<String, AttributeValue> {
    /** Shared shapes; bounded so that a stream of random shapes cannot grow it without end. */
    private static final int MAX_SHAPES = 8_192;
    private static final Map<List<String>, Shape> SHAPES = new ConcurrentHashMap<>();
    static final AttributeMap EMPTY = new AttributeMap(new Shape(new String[0]), new AttributeValue[0]);

    /** Names in order, and the key set over them, shared by the items of one shape. */
    private record Shape(String[] names, Set<String> keys) {
        Shape(String[] names) {
            this(names, new Names(names));
        }
    }

    private final String[] names;
    private final AttributeValue[] values;
    /** The shape's key set: items of one shape return the same instance, so a union can skip repeats. */
    private final Set<String> keys;

    private AttributeMap(Shape shape, AttributeValue[] values) {
        this(shape.names(), values, shape.keys());
    }

    private AttributeMap(String[] names, AttributeValue[] values, Set<String> keys) {
        this.names = names;
        this.values = values;
        this.keys = keys;
    }

    /** An immutable copy of the map, in its iteration order; an AttributeMap is returned as it is. */
    static AttributeMap of(Map<String, AttributeValue> map) {
        if (map instanceof AttributeMap a) {
            return a;
        }
        int n = map.size();
        if (n == 0) {
            return EMPTY;
        }
        String[] names = new String[n];
        AttributeValue[] values = new AttributeValue[n];
        int[] i = {0};
        map.forEach((k, v) -> {
            if (k == null || v == null) {
                throw new NullPointerException("item attribute name or value");
            }
            names[i[0]] = k;
            values[i[0]++] = v;
        });
        return new AttributeMap(shape(names), values);
    }

    /** A map of the given names and values (neither copied); the names are shared with the maps of their shape. */
    static AttributeMap of(String[] names, AttributeValue[] values) {
        return names.length == 0 ? EMPTY : new AttributeMap(shape(names), values);
    }

    /** A map of this one's shape with other values (not copied), one per name: no look-up of the shape. */
    AttributeMap withValues(AttributeValue[] newValues) {
        return new AttributeMap(names, newValues, keys);
    }

    private static Shape shape(String[] names) {
        Shape shared = SHAPES.get(Arrays.asList(names));
        if (shared != null) {
            return shared;
        }
        Shape shape = new Shape(names);
        if (SHAPES.size() < MAX_SHAPES) {
            shared = SHAPES.putIfAbsent(List.of(names), shape);
        }
        return shared == null ? shape : shared;
    }

    /** The names in order, shared by every map of this shape: not to be changed. */
    String[] nameArray() {
        return names;
    }

    /** The values in the order of {@link #nameArray()}: not to be changed. */
    AttributeValue[] valueArray() {
        return values;
    }

    @Override
    public Set<String> keySet() {
        return keys;
    }

    private int indexOf(Object name) {
        return indexOf(names, name);
    }

    /** Where the name is in the names, or -1: by reference first (the usual case), then by equality. */
    static int indexOf(String[] names, Object name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i] == name) {
                return i;
            }
        }
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public AttributeValue get(Object name) {
        int i = indexOf(name);
        return i < 0 ? null : values[i];
    }

    @Override
    public boolean containsKey(Object name) {
        return indexOf(name) >= 0;
    }

    @Override
    public int size() {
        return names.length;
    }

    @Override
    public boolean isEmpty() {
        return names.length == 0;
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super AttributeValue> action) {
        for (int i = 0; i < names.length; i++) {
            action.accept(names[i], values[i]);
        }
    }

    /**
     * The values in order, a view made at each call: AbstractMap keeps the first view it makes in the
     * map, 16 bytes more for every item whose values were once read (a million items checked on load).
     */
    @Override
    public Collection<AttributeValue> values() {
        return Collections.unmodifiableCollection(Arrays.asList(values));
    }

    @Override
    public Set<Entry<String, AttributeValue>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, AttributeValue>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < names.length;
                    }

                    @Override
                    public Entry<String, AttributeValue> next() {
                        if (next >= names.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new SimpleImmutableEntry<>(names[i], values[i]);
                    }
                };
            }

            @Override
            public int size() {
                return names.length;
            }
        };
    }

    /** The names of one shape as an immutable set, in order. */
    private static final class Names extends AbstractSet<String> {
        private final String[] names;

        Names(String[] names) {
            this.names = names;
        }

        @Override
        public boolean contains(Object name) {
            return indexOf(names, name) >= 0;
        }

        @Override
        public Iterator<String> iterator() {
            return Arrays.asList(names).iterator();
        }

        @Override
        public int size() {
            return names.length;
        }
    }
}
