package dev.tablewright.ui.pivot;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A new item for an entity: every attribute its key templates read gets a fresh value (so the new
 * item's keys are filled and do not collide with the others'), the rest is left for the user.
 */
final class NewItems {
    private NewItems() {
    }

    static Item of(Entity entity) {
        Set<String> sources = new LinkedHashSet<>();
        for (KeyTemplate t : entity.keyTemplates().values()) {
            sources.addAll(t.referencedAttributes());
        }
        int next = entity.items().size() + 1;
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (String name : sources) {
            AttributeType type = entity.attribute(name).map(AttributeDef::type).orElse(AttributeType.S);
            values.put(name, type == AttributeType.N ? AttributeValue.n(freshNumber(entity, name, next))
                    : AttributeValue.s(name + "-" + next));
        }
        return new Item(values);
    }

    /** One more than the largest number the entity's items hold in that attribute. */
    private static long freshNumber(Entity entity, String name, int fallback) {
        long max = fallback - 1;
        for (Item i : entity.items()) {
            AttributeValue v = i.attributes().get(name);
            if (v instanceof AttributeValue.N n) {
                try {
                    max = Math.max(max, n.value().longValueExact());
                } catch (ArithmeticException e) {
                    // a fraction or a huge number: not an id to count on
                }
            }
        }
        return max + 1;
    }
}
