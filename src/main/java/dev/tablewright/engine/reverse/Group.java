package dev.tablewright.engine.reverse;

import dev.tablewright.model.Item;
import java.util.List;

/** Items taken to be of one entity, with the name and type value they suggest. */
record Group(String name, String typeValue, List<Item> items, String reason) {
    Group {
        items = List.copyOf(items);
    }
}
