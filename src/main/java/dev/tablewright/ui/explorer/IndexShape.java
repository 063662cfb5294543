package dev.tablewright.ui.explorer;

import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a read of the table or of one index shows of an item: an index holds only items that carry
 * its keys, and of a KEYS_ONLY or INCLUDE index only the projected attributes. So a row of such an
 * index is not the whole item: editing it needs the item read from the table first.
 *
 * @param keys      the keys of what was read (the index's, or the table's)
 * @param projected the attributes shown, null for all of them
 */
record IndexShape(KeySchema keys, Set<String> projected) {

    /** The shape of the table ({@code index} null) or of one of its indexes. */
    static IndexShape of(TableDesign table, String index) {
        if (index == null) {
            return new IndexShape(table.keySchema(), null);
        }
        SecondaryIndex i = table.index(index)
                .orElseThrow(() -> new IllegalArgumentException(table.name() + " has no index " + index));
        KeySchema keys = i.keySchema(table.keySchema());
        Projection p = i.projection();
        if (p.type() == ProjectionType.ALL) {
            return new IndexShape(keys, null);
        }
        Set<String> names = new LinkedHashSet<>(keys.names());
        names.addAll(table.keySchema().names());
        if (p.type() == ProjectionType.INCLUDE) {
            names.addAll(p.nonKeyAttributes());
        }
        return new IndexShape(keys, Set.copyOf(names));
    }

    /** True when rows show only some of an item's attributes. */
    boolean partial() {
        return projected != null;
    }

    /** The item as this read shows it: projected, or empty when it lacks the keys (a sparse index). */
    Optional<Item> asShown(Item whole) {
        if (!keys.names().stream().allMatch(whole::has)) {
            return Optional.empty();
        }
        if (projected == null) {
            return Optional.of(whole);
        }
        return Optional.of(only(whole, projected));
    }

    /** The item's attributes of {@code names}, in its order. */
    static Item only(Item item, Set<String> names) {
        Map<String, dev.tablewright.model.AttributeValue> kept = new LinkedHashMap<>();
        item.attributes().forEach((name, value) -> {
            if (names.contains(name)) {
                kept.put(name, value);
            }
        });
        return new Item(kept);
    }
}
