package dev.tablewright.engine.reverse;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Finds the attribute that names an item's entity: one with a type-like name, a string on nearly every
 * item, with few distinct values that repeat. Only type-like names count: any other attribute with few values
 * ({@code Country}, {@code status}) says nothing about the item's kind.
 */
final class TypeAttributes {
    /** The names libraries and people give the type attribute, most usual first. */
    static final List<String> COMMON = List.of("entityType", "type", "_type", "__typename", "Type", "kind",
            "EntityType", "entity", "_et", "__edb_e__");
    /** "Nearly every item": the share of items that must carry it. */
    static final double PRESENCE = 0.9;
    /** More distinct values than this are not entity kinds. */
    static final int MAX_VALUES = 50;
    /** Up to this many items, one item per kind is plausible. */
    static final int SMALL_SAMPLE = 5;

    private TypeAttributes() {
    }

    /** @param preferred the table's own type attribute name, tried first */
    static Optional<String> find(List<Item> items, String preferred, Collection<String> keyAttributes) {
        Set<String> names = new LinkedHashSet<>();
        names.add(preferred);
        names.addAll(COMMON);
        names.removeAll(keyAttributes);
        return names.stream().filter(n -> isTypeAttribute(items, n)).findFirst();
    }

    static boolean isTypeAttribute(List<Item> items, String name) {
        if (items.isEmpty()) {
            return false;
        }
        Set<String> values = new HashSet<>();
        int carried = 0;
        for (Item i : items) {
            AttributeValue v = i.attributes().get(name);
            if (v instanceof AttributeValue.S s) {
                carried++;
                values.add(s.value());
            } else if (v != null) {
                return false;
            }
        }
        // A value on every item but no repeats is an id or a label, not a kind (small samples excepted).
        boolean repeats = values.size() < carried || carried <= SMALL_SAMPLE;
        return carried >= PRESENCE * items.size() && values.size() <= MAX_VALUES && repeats;
    }

    /** The string value of the type attribute, or null. */
    static String valueOf(Item item, String typeAttribute) {
        return item.attributes().get(typeAttribute) instanceof AttributeValue.S s ? s.value() : null;
    }

    static List<Item> without(List<Item> items, String typeAttribute) {
        List<Item> out = new ArrayList<>();
        items.stream().filter(i -> valueOf(i, typeAttribute) == null).forEach(out::add);
        return out;
    }
}
