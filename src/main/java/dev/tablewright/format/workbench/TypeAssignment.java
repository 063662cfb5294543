package dev.tablewright.format.workbench;

import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Dynobase's form: a table without facets keeps every item in its own {@code TableData}, and the
 * type attribute ({@code params.typeField}) names the model whose {@code type.value} it holds. Each
 * such item goes to that entity; the rest stay items of no entity.
 *
 * @param entities  the entities with their items added, in the same order
 * @param paths     per entity, the JSON path of each of its items
 * @param unmatched the items whose type names no entity, with their paths
 */
record TypeAssignment(List<Entity> entities, List<ItemPaths> paths, ItemsReader unmatched) {

    static TypeAssignment assign(List<Entity> entities, String typeAttribute, ItemsReader items, String tablePath,
            Diagnostics d) {
        Map<String, Integer> byType = new HashMap<>();
        for (int e = entities.size() - 1; e >= 0; e--) {
            byType.put(entities.get(e).typeValue(), e); // the first entity with a type value wins
        }
        // Entities read from models have no items of their own yet: all of theirs come from here.
        List<List<Item>> assigned = new ArrayList<>();
        List<ItemPaths.Builder> paths = new ArrayList<>();
        entities.forEach(e -> {
            assigned.add(new ArrayList<>(e.items()));
            paths.add(new ItemPaths.Builder(items.paths().array()));
        });
        List<Item> rest = new ArrayList<>();
        ItemPaths.Builder restPaths = new ItemPaths.Builder(items.paths().array());
        for (int i = 0; i < items.items().size(); i++) {
            Item item = items.items().get(i);
            AttributeValue type = item.attributes().get(typeAttribute);
            Integer e = type instanceof AttributeValue.S s ? byType.get(s.value()) : null;
            (e == null ? rest : assigned.get(e)).add(item);
            (e == null ? restPaths : paths.get(e)).add(items.paths().indexes()[i]);
        }
        if (!rest.isEmpty()) {
            d.info(tablePath, rest.size() + " item(s) of TableData name no model by their type attribute '"
                    + typeAttribute + "'; they stay items of no entity");
        }
        List<Entity> withItems = new ArrayList<>();
        for (int e = 0; e < entities.size(); e++) {
            withItems.add(entities.get(e).withItems(assigned.get(e)));
        }
        return new TypeAssignment(withItems, paths.stream().map(ItemPaths.Builder::build).toList(),
                new ItemsReader(List.copyOf(rest), restPaths.build()));
    }
}
