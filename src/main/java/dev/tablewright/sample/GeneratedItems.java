package dev.tablewright.sample;

import dev.tablewright.model.FixHint;
import dev.tablewright.model.Item;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.ItemEdits;
import dev.tablewright.model.edit.QuickFixes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a generation produced, not yet in the model: per entity (parents first), new items laid out
 * as {@link ItemEdits#add} stores them (keys derived from the entity's templates, type marker set, so
 * adding them changes nothing more); the items of the entities the stream keeps, computed from their
 * sources' items with the new ones (they replace what those entities held); and notes on what could
 * not be generated as asked, and why.
 */
public record GeneratedItems(Map<String, List<Item>> itemsByEntity, Map<String, List<Item>> keptByEntity,
        List<String> notes) {
    public GeneratedItems {
        itemsByEntity = copy(itemsByEntity);
        keptByEntity = copy(keptByEntity);
        notes = List.copyOf(notes);
    }

    /** Nothing kept by the stream. */
    public GeneratedItems(Map<String, List<Item>> itemsByEntity, List<String> notes) {
        this(itemsByEntity, Map.of(), notes);
    }

    private static Map<String, List<Item>> copy(Map<String, List<Item>> byEntity) {
        LinkedHashMap<String, List<Item>> copy = new LinkedHashMap<>();
        byEntity.forEach((entity, items) -> copy.put(entity, List.copyOf(items)));
        return Collections.unmodifiableMap(copy);
    }

    /** The generated items; the kept ones are computed, not counted here. */
    public int count() {
        return itemsByEntity.values().stream().mapToInt(List::size).sum();
    }

    public List<Item> items(String entity) {
        return itemsByEntity.getOrDefault(entity, List.of());
    }

    /**
     * One undo step that adds every generated item to its entity of the table, keys derived, then
     * computes the kept entities' items again from their sources' (upstream first), as the rules'
     * recompute fix does: what the stream would keep, given every source item.
     */
    public Edit edit(String table) {
        List<Edit> adds = new ArrayList<>();
        itemsByEntity.forEach((entity, items) -> {
            if (!items.isEmpty()) {
                adds.add(ItemEdits.add(table, entity, items));
            }
        });
        keptByEntity.keySet().forEach(entity -> adds.add(QuickFixes.edit(new FixHint.RecomputeKeptItems(table,
                entity))));
        return Edit.compound(String.format("Generate %,d sample item%s", count(), count() == 1 ? "" : "s"), adds);
    }
}
