package dev.tablewright.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Equal values as one instance, for the items of one file as they are read. Sample data repeats itself: every
 * item of an entity has the same type value, a movie's id is in its cast, its stream and its totals, genres and
 * years come from a short list. A million generated items hold 7.9 million values of which a few hundred
 * thousand differ; read one by one, each was its own value, string and bytes (docs/performance.md, "Values read
 * once"). Values are immutable, so sharing one changes nothing but the heap.
 *
 * <p>Only values whose equality is their written form are shared: strings, numbers (canonical) and binaries; a
 * string or number set is shared with a set of the same members <em>in the same order</em> (two sets are equal
 * in any order, but each is written back in its own). Maps and lists are left as they are. The pool stops
 * taking new values at {@link #MAX_VALUES}, so a file of unique values costs it a bounded map; it is meant to be
 * dropped with the reader.
 */
public final class ValuePool {
    /** About 160 MB of map at most while a file is read; more distinct values than this are kept as read. */
    static final int MAX_VALUES = 4_000_000;
    private final Map<Object, AttributeValue> values = new HashMap<>();
    private final int max;

    public ValuePool() {
        this(MAX_VALUES);
    }

    /** @param max the most distinct values the pool takes */
    ValuePool(int max) {
        this.max = max;
    }

    /** An item whose values are the pool's instances (the item itself when they already are). */
    public Item share(Item item) {
        AttributeMap map = (AttributeMap) item.attributes();
        AttributeValue[] from = map.valueArray();
        AttributeValue[] shared = null;
        for (int i = 0; i < from.length; i++) {
            AttributeValue v = share(from[i]);
            if (v != from[i]) {
                if (shared == null) {
                    shared = from.clone();
                }
                shared[i] = v;
            }
        }
        return shared == null ? item : new Item(map.withValues(shared));
    }

    /** The pool's instance equal to {@code value} in its written form, or {@code value} itself. */
    public AttributeValue share(AttributeValue value) {
        Object key = key(value);
        if (key == null) {
            return value;
        }
        AttributeValue known = values.get(key);
        if (known != null) {
            return known;
        }
        if (values.size() < max) {
            values.put(key, value);
        }
        return value;
    }

    /** How many distinct values the pool holds. */
    public int size() {
        return values.size();
    }

    /** A set's members in their order; a scalar is its own key; null for what is not shared. */
    private static Object key(AttributeValue value) {
        if (value instanceof AttributeValue.S || value instanceof AttributeValue.N || value instanceof AttributeValue.B) {
            return value;
        }
        if (value instanceof AttributeValue.SS ss) {
            return new OrderedSet(AttributeType.SS, new ArrayList<>(ss.value()));
        }
        if (value instanceof AttributeValue.NS ns) {
            return new OrderedSet(AttributeType.NS, new ArrayList<>(ns.value()));
        }
        return null;
    }

    private record OrderedSet(AttributeType type, List<Object> members) {
    }
}
