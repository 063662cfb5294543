package dev.tablewright.model;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * What a loop over many items works out from an item's names, kept per shape (the shared names
 * array of {@link AttributeMap}): the items of an entity mostly share one or a few shapes, so the
 * work is done a few times, not once per item. Not thread-safe: one per loop.
 */
final class ShapeMemo<T> {
    /** Bounded, so that items of ever new shapes (beyond the shared ones) cannot grow it without end. */
    private static final int MAX = 256;

    private final Function<String[], T> compute;
    private final Map<String[], T> seen = new IdentityHashMap<>();
    private String[] last;
    private T lastValue;

    ShapeMemo(Function<String[], T> compute) {
        this.compute = compute;
    }

    T of(String[] names) {
        if (names != last) {
            T value = seen.get(names);
            if (value == null) {
                if (seen.size() >= MAX) {
                    seen.clear();
                }
                value = compute.apply(names);
                seen.put(names, value);
            }
            last = names;
            lastValue = value;
        }
        return lastValue;
    }
}
