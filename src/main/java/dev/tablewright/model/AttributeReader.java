package dev.tablewright.model;

import java.util.List;

/**
 * Reads the same attributes out of many items (an index's key attributes out of a table's items):
 * where each name sits in an item is worked out once per shape of item, not looked up per item.
 * Not thread-safe: one per loop.
 */
public final class AttributeReader {
    private final String[] wanted;
    private final ShapeMemo<int[]> positions;

    public AttributeReader(List<String> names) {
        wanted = names.toArray(String[]::new);
        positions = new ShapeMemo<>(shape -> {
            int[] at = new int[wanted.length];
            for (int i = 0; i < wanted.length; i++) {
                at[i] = AttributeMap.indexOf(shape, wanted[i]);
            }
            return at;
        });
    }

    /** Fills {@code into} with the item's values of the names, in their order; null where it has none. */
    public void read(Item item, AttributeValue[] into) {
        AttributeMap map = (AttributeMap) item.attributes();
        int[] at = positions.of(map.nameArray());
        AttributeValue[] values = map.valueArray();
        for (int i = 0; i < at.length; i++) {
            into[i] = at[i] < 0 ? null : values[at[i]];
        }
    }
}
