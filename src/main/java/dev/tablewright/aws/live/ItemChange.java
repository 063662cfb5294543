package dev.tablewright.aws.live;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * What the user changed of an item: the attributes given a new value (changed or added) and those
 * removed. A write of an edit sends only this, so another writer's change to any other attribute
 * survives it.
 *
 * @param set     the attributes given a value, in the edited item's order
 * @param removed the attributes the edit no longer has
 */
public record ItemChange(Map<String, AttributeValue> set, Set<String> removed) {

    public ItemChange {
        set = Collections.unmodifiableMap(new LinkedHashMap<>(set));
        removed = Collections.unmodifiableSet(new LinkedHashSet<>(removed));
    }

    /** From {@code read} to {@code edited}: values compared as DynamoDB does (sets and maps in any order). */
    public static ItemChange between(Item read, Item edited) {
        Map<String, AttributeValue> set = new LinkedHashMap<>();
        edited.attributes().forEach((name, value) -> {
            if (!value.equals(read.attributes().get(name))) {
                set.put(name, value);
            }
        });
        Set<String> removed = new LinkedHashSet<>();
        for (String name : read.attributes().keySet()) {
            if (!edited.has(name)) {
                removed.add(name);
            }
        }
        return new ItemChange(set, removed);
    }

    /** This change but for {@code names} (an item's key attributes, which an update may not touch). */
    public ItemChange without(Collection<String> names) {
        Map<String, AttributeValue> kept = new LinkedHashMap<>(set);
        kept.keySet().removeAll(names);
        Set<String> gone = new LinkedHashSet<>(removed);
        gone.removeAll(names);
        return new ItemChange(kept, gone);
    }

    /** True when the edit changed nothing: there is nothing to write. */
    public boolean isEmpty() {
        return set.isEmpty() && removed.isEmpty();
    }

    /** Every attribute the change touches: set ones first, then removed ones. */
    public Set<String> names() {
        Set<String> names = new LinkedHashSet<>(set.keySet());
        names.addAll(removed);
        return names;
    }

    /** {@code base} with this change made to it: what an update of it leaves. */
    public Item applyTo(Item base) {
        return base.edit(m -> {
            m.putAll(set);
            m.keySet().removeAll(removed);
        });
    }
}
