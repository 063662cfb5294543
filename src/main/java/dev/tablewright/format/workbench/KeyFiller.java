package dev.tablewright.format.workbench;

import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.ValuePool;

import java.util.ArrayList;
import java.util.List;

/**
 * Computes, on import, the key values a template derives that a hand-written file left empty or
 * out ({@link KeyDerivation#fillMissing}); the derived items are what the model stores.
 */
final class KeyFiller {

    private KeyFiller() {
    }

    /**
     * @param itemPaths per entity (same order as the table's entities), the JSON path of each item
     * @param pool      the values read: derived keys repeat them (the items of a partition share its key)
     */
    static TableDesign fill(TableDesign table, List<ItemPaths> itemPaths, String tablePath, Diagnostics d,
            ValuePool pool) {
        List<Entity> entities = new ArrayList<>();
        for (int e = 0; e < table.entities().size(); e++) {
            Entity entity = table.entities().get(e);
            ItemPaths paths = e < itemPaths.size() ? itemPaths.get(e) : ItemPaths.NONE;
            List<Item> items = new ArrayList<>();
            int filled = 0;
            // Prepared once per entity: the key types are looked up once, not per item.
            KeyDerivation.Deriver deriver = KeyDerivation.forEntity(table, entity);
            for (int i = 0; i < entity.items().size(); i++) {
                Item item = entity.items().get(i);
                KeyDerivation.Result r = deriver.fillMissing(item);
                filled += r.item() == item ? 0 : countChanged(item, r.item());
                for (KeyDerivation.Unfilled u : r.unfilled()) {
                    String itemPath = i < paths.size() ? paths.get(i) : tablePath;
                    // An absent key the template cannot fill is a sparse index at work; an empty one is a gap.
                    if (item.get(u.attribute()).filter(v -> v instanceof AttributeValue.S).isPresent()) {
                        d.warning(JsonPath.key(itemPath, u.attribute()), "the key '" + u.attribute()
                                + "' is empty and its template '" + entity.keyTemplates().get(u.attribute())
                                + "' cannot fill it: " + u.reason());
                    }
                }
                items.add(r.item() == item ? item : pool.share(r.item()));
            }
            if (filled > 0) {
                d.info(tablePath, "entity '" + entity.name() + "': " + filled
                        + " key value(s) missing from the file were derived from the key templates");
            }
            entities.add(entity.withItems(items));
        }
        return table.withEntities(entities);
    }

    private static int countChanged(Item before, Item after) {
        int n = 0;
        for (var e : after.attributes().entrySet()) {
            if (!e.getValue().equals(before.attributes().get(e.getKey()))) {
                n++;
            }
        }
        return n;
    }
}
