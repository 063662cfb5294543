package dev.tablewright.engine.query;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.GlobalSecondaryIndex;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** A secondary index as the engine needs it: its full key schema, whether it is global, what it projects. */
final class IndexDef {
    private final String name;
    private final KeySchema keys;
    private final boolean global;
    private final Set<String> projected; // null: ALL
    private final TieOrder ties;

    IndexDef(SecondaryIndex index, KeySchema tableKeys) {
        this.name = index.name();
        this.keys = index.keySchema(tableKeys);
        this.global = index instanceof GlobalSecondaryIndex;
        this.ties = TieOrder.of(keys, tableKeys);
        Projection p = index.projection();
        if (p.type() == ProjectionType.ALL) {
            projected = null;
        } else {
            Set<String> names = new LinkedHashSet<>(tableKeys.names());
            names.addAll(keys.names());
            if (p.type() == ProjectionType.INCLUDE) {
                names.addAll(p.nonKeyAttributes());
            }
            projected = names;
        }
    }

    String name() {
        return name;
    }

    KeySchema keys() {
        return keys;
    }

    /** How items that tie on the index's keys are ordered. */
    TieOrder ties() {
        return ties;
    }

    boolean isGlobal() {
        return global;
    }

    boolean projectsAll() {
        return projected == null;
    }

    boolean projects(String attribute) {
        return projected == null || projected.contains(attribute);
    }

    /** Whether the item is in the index: it carries every index key attribute with the declared type. */
    boolean holds(StoredItem item) {
        for (AttributeDef k : keys.attributes()) {
            AttributeValue v = item.get(k.name());
            if (v == null || v.type() != k.type()) {
                return false;
            }
        }
        return true;
    }

    /** The item as the index stores it. */
    Item project(Item item) {
        if (projected == null) {
            return item;
        }
        Map<String, AttributeValue> kept = new LinkedHashMap<>();
        item.attributes().forEach((k, v) -> {
            if (projected.contains(k)) {
                kept.put(k, v);
            }
        });
        return new Item(kept);
    }
}
