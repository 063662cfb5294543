package dev.tablewright.sample;

import dev.tablewright.model.Item;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.ItemEdits;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a generation produced, not yet in the model: per entity (parents first), new items laid out
 * as {@link ItemEdits#add} stores them (keys derived from the entity's templates, type marker set, so
 * adding them changes nothing more); and notes on what could not be generated as asked, and why.
 */
public record GeneratedItems(Map<String, List<Item>> itemsByEntity, List<String> notes) {
    public GeneratedItems {
        LinkedHashMap<String, List<Item>> copy = new LinkedHashMap<>();
        itemsByEntity.forEach((entity, items) -> copy.put(entity, List.copyOf(items)));
        itemsByEntity = Collections.unmodifiableMap(copy);
        notes = List.copyOf(notes);
    }

    public int count() {
        return itemsByEntity.values().stream().mapToInt(List::size).sum();
    }

    public List<Item> items(String entity) {
        return itemsByEntity.getOrDefault(entity, List.of());
    }

    /** One undo step that adds every generated item to its entity of the table, keys derived. */
    public Edit edit(String table) {
        List<Edit> adds = new ArrayList<>();
        itemsByEntity.forEach((entity, items) -> {
            if (!items.isEmpty()) {
                adds.add(ItemEdits.add(table, entity, items));
            }
        });
        return Edit.compound(String.format("Generate %,d sample item%s", count(), count() == 1 ? "" : "s"), adds);
    }
}
