package dev.tablewright.format.workbench;

import dev.tablewright.model.Item;
import dev.tablewright.model.RawJson;

import java.util.List;

/**
 * A NoSQL Workbench facet as read, before it is merged with its ModelSchema model into an entity.
 *
 * @param itemPaths the JSON path of each item, for problems found later (key derivation)
 */
record Facet(String name, String path, String partitionKeyAlias, String sortKeyAlias, List<Item> items,
        ItemPaths itemPaths, List<String> nonKeyAttributes, RawJson extra) {
    Facet {
        items = List.copyOf(items);
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }
}
