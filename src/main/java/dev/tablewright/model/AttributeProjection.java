package dev.tablewright.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Keeps only some attributes of many items (what a KEYS_ONLY or INCLUDE index projects), in each
 * item's order. Which positions to keep, and the names array of the result, are worked out once per
 * shape of item, so a projected item costs one values array. Not thread-safe: one per loop.
 */
public final class AttributeProjection {
    /** Positions to keep, and an empty-valued map of the projected shape to give the values to. */
    private record Kept(int[] positions, AttributeMap shape, boolean all) {
    }

    private final ShapeMemo<Kept> kept;

    public AttributeProjection(Set<String> names) {
        kept = new ShapeMemo<>(shape -> {
            List<String> keptNames = new ArrayList<>();
            int[] positions = new int[shape.length];
            int n = 0;
            for (int i = 0; i < shape.length; i++) {
                if (names.contains(shape[i])) {
                    positions[n++] = i;
                    keptNames.add(shape[i]);
                }
            }
            return new Kept(Arrays.copyOf(positions, n),
                    AttributeMap.of(keptNames.toArray(String[]::new), new AttributeValue[n]), n == shape.length);
        });
    }

    /** The item with only the attributes named (the item itself when it has no others). */
    public Item apply(Item item) {
        AttributeMap map = (AttributeMap) item.attributes();
        Kept k = kept.of(map.nameArray());
        if (k.all()) {
            return item;
        }
        AttributeValue[] from = map.valueArray();
        AttributeValue[] values = new AttributeValue[k.positions().length];
        for (int i = 0; i < values.length; i++) {
            values[i] = from[k.positions()[i]];
        }
        return new Item(k.shape().withValues(values));
    }
}
