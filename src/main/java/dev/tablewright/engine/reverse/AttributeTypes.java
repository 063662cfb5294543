package dev.tablewright.engine.reverse;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An entity's attributes from its items, in the order they first appear: the type most items give
 * it (a note when they disagree), required when every item has it.
 */
final class AttributeTypes {
    private AttributeTypes() {
    }

    static List<AttributeDef> of(String entity, List<Item> items, Set<String> leftOut, List<String> notes) {
        Map<String, Map<AttributeType, Integer>> seen = new LinkedHashMap<>();
        for (Item i : items) {
            for (Map.Entry<String, AttributeValue> e : i.attributes().entrySet()) {
                if (!leftOut.contains(e.getKey())) {
                    seen.computeIfAbsent(e.getKey(), k -> new EnumMap<>(AttributeType.class))
                            .merge(e.getValue().type(), 1, Integer::sum);
                }
            }
        }
        List<AttributeDef> defs = new ArrayList<>();
        seen.forEach((name, types) -> {
            AttributeType type = types.entrySet().stream().max(Comparator.comparingInt(Map.Entry::getValue))
                    .orElseThrow().getKey();
            int count = types.values().stream().mapToInt(Integer::intValue).sum();
            if (types.size() > 1) {
                notes.add(entity + ": " + name + " has values of types " + types.keySet() + "; taken as " + type);
            }
            defs.add(new AttributeDef(name, type, count == items.size()));
        });
        return defs;
    }
}
