package dev.tablewright.rules;

import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;

import java.util.List;

/**
 * Which items land in a table's or index's key: an entity fills a key attribute with a key template,
 * or by carrying the attribute itself (the attributes of a multi-attribute GSI key are the
 * entity's own and need no template). An index holds only items that fill all of its keys.
 */
final class IndexFill {
    private IndexFill() {
    }

    static boolean fills(Entity entity, String keyAttribute) {
        return entity.template(keyAttribute).isPresent() || entity.attribute(keyAttribute).isPresent();
    }

    /** True when the entity fills every attribute of the key. */
    static boolean fills(Entity entity, KeySchema keys) {
        return keys.names().stream().allMatch(k -> fills(entity, k));
    }

    /** The key attributes the entity does not fill, in key order. */
    static List<String> missing(Entity entity, KeySchema keys) {
        return keys.names().stream().filter(k -> !fills(entity, k)).toList();
    }

    /** True when some entity fills the key, or some loose sample item carries all of it. */
    static boolean anyFills(TableDesign table, KeySchema keys) {
        return table.entities().stream().anyMatch(e -> fills(e, keys))
                || table.items().stream().anyMatch(i -> carries(i, keys));
    }

    private static boolean carries(Item item, KeySchema keys) {
        return keys.names().stream().allMatch(k -> item.get(k).isPresent());
    }
}
