package dev.tablewright.sample;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Chooses, for each new child item, the parent item it takes its ids from: any parent for 1:N and M:N;
 * for 1:1 only a parent that has no child yet. When an earlier parent already set some of this link's
 * attributes, only parents that agree with it qualify (the Customer of an OrderLine is its Order's).
 */
final class ParentPicker {
    private final ParentLink link;
    private final List<String> agreeOn;
    private final List<Item> parents;
    private final Map<List<AttributeValue>, List<Item>> byAgreed = new HashMap<>();
    /** 1:1 parents without a child, removable in O(1) by their position. */
    private final List<Item> unpaired;
    private final Map<Item, Integer> unpairedPosition = new IdentityHashMap<>();
    private final Set<List<AttributeValue>> paired = new HashSet<>();
    private Item picked;

    /**
     * @param parents  the parent entity's items (existing and generated) that carry all the link's ids
     * @param agreeOn  child attributes an earlier link sets, which this link's parent must match
     * @param children the child entity's existing items (for 1:1: their parents are taken)
     */
    ParentPicker(ParentLink link, List<Item> parents, List<String> agreeOn, List<Item> children) {
        this.link = link;
        this.agreeOn = List.copyOf(agreeOn);
        this.parents = List.copyOf(parents);
        if (!agreeOn.isEmpty()) {
            for (Item p : parents) {
                byAgreed.computeIfAbsent(parentValues(p, agreeOn), k -> new ArrayList<>()).add(p);
            }
        }
        if (link.cardinality() == Cardinality.ONE_TO_ONE) {
            for (Item c : children) {
                paired.add(childIds(c));
            }
            unpaired = new ArrayList<>();
            for (Item p : parents) {
                if (!paired.contains(parentValues(p, link.ids()))) {
                    unpairedPosition.put(p, unpaired.size());
                    unpaired.add(p);
                }
            }
        } else {
            unpaired = List.of();
        }
    }

    ParentLink link() {
        return link;
    }

    boolean hasNoParents() {
        return parents.isEmpty();
    }

    /** True for a 1:1 whose parents all have their child. */
    boolean exhausted() {
        return link.cardinality() == Cardinality.ONE_TO_ONE && unpaired.isEmpty();
    }

    /** A parent for the child being built (its attributes so far), or null when none fits. */
    Item pick(Map<String, AttributeValue> child, Random random) {
        List<Item> candidates = agreeOn.isEmpty() ? parents
                : byAgreed.getOrDefault(childValues(child, agreeOn), List.of());
        if (link.cardinality() == Cardinality.ONE_TO_ONE) {
            candidates = agreeOn.isEmpty() ? unpaired
                    : candidates.stream().filter(p -> !paired.contains(parentValues(p, link.ids()))).toList();
        }
        picked = candidates.isEmpty() ? null : candidates.get(random.nextInt(candidates.size()));
        return picked;
    }

    /** The item built on the last pick was kept: for 1:1, its parent is now taken. */
    void accept() {
        if (picked != null && link.cardinality() == Cardinality.ONE_TO_ONE) {
            paired.add(parentValues(picked, link.ids()));
            Integer at = unpairedPosition.remove(picked);
            if (at != null) {
                Item last = unpaired.remove(unpaired.size() - 1);
                if (last != picked) {
                    unpaired.set(at, last);
                    unpairedPosition.put(last, at);
                }
            }
        }
    }

    private List<AttributeValue> parentValues(Item parent, Iterable<String> childAttributes) {
        List<AttributeValue> values = new ArrayList<>();
        for (String c : childAttributes) {
            values.add(parent.attributes().get(link.childToParent().get(c)));
        }
        return values;
    }

    private List<AttributeValue> childIds(Item child) {
        return childValues(child.attributes(), link.ids());
    }

    private static List<AttributeValue> childValues(Map<String, AttributeValue> child, Iterable<String> attributes) {
        List<AttributeValue> values = new ArrayList<>();
        for (String a : attributes) {
            values.add(child.get(a));
        }
        return values;
    }
}
