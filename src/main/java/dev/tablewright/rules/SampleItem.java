package dev.tablewright.rules;

import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A sample item with its model path and the entity it belongs to (none for table-level items). */
record SampleItem(String path, Entity entity, Item item) {

    Optional<Entity> owner() {
        return Optional.ofNullable(entity);
    }

    /** Every sample item of a table: the loose ones, then each entity's, as {@link TableDesign#allItems()}. */
    static List<SampleItem> of(TableDesign table) {
        List<SampleItem> all = new ArrayList<>();
        for (int i = 0; i < table.items().size(); i++) {
            all.add(new SampleItem(Paths.tableItem(table.name(), i), null, table.items().get(i)));
        }
        for (Entity e : table.entities()) {
            for (int i = 0; i < e.items().size(); i++) {
                all.add(new SampleItem(Paths.entityItem(table.name(), e.name(), i), e, e.items().get(i)));
            }
        }
        return all;
    }
}
