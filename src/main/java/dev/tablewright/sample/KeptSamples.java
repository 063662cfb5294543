package dev.tablewright.sample;

import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptItems;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The items of the entities the table's stream keeps, computed once their sources' items are
 * generated: from the source's items as they will be (those it has, then the new ones), so that a
 * total is exactly the sum of its streams. A kept entity kept from another is computed after it.
 */
final class KeptSamples {
    private final TableDesign table;
    private final Map<String, List<Item>> made;
    private final Map<String, List<Item>> kept = new LinkedHashMap<>();
    private final List<String> notes;
    private final Set<String> computing = new HashSet<>();

    private KeptSamples(TableDesign table, Map<String, List<Item>> made, List<String> notes) {
        this.table = table;
        this.made = made;
        this.notes = notes;
    }

    /**
     * Each kept entity whose source changed (new items, or itself kept and recomputed), upstream
     * first, with its items as they will be; notes for items that could not be made.
     */
    static Map<String, List<Item>> compute(TableDesign table, Map<String, List<Item>> made, List<String> notes) {
        KeptSamples samples = new KeptSamples(table, made, notes);
        table.keptEntities().forEach(samples::computed);
        return samples.kept;
    }

    /** Whether the entity's items change; computes them (and what they come from) when they do. */
    private boolean computed(KeptEntity k) {
        if (kept.containsKey(k.entity())) {
            return true;
        }
        if (!computing.add(k.entity())) {
            return false; // a loop, which the rules report: nothing to compute from
        }
        Optional<KeptEntity> upstream = table.keptEntity(k.source());
        boolean changed = upstream.isPresent() ? computed(upstream.get()) : made.containsKey(k.source());
        if (changed && table.entity(k.entity()).isPresent()) {
            KeptItems.Computed c = KeptItems.compute(table, k, items(k.source()));
            kept.put(k.entity(), c.items());
            notes.addAll(c.notes());
        }
        return changed;
    }

    /** The entity's items once the generated ones are added, or as recomputed. */
    private List<Item> items(String entity) {
        if (kept.containsKey(entity)) {
            return kept.get(entity);
        }
        List<Item> all = new ArrayList<>(table.entity(entity).map(Entity::items).orElse(List.of()));
        all.addAll(made.getOrDefault(entity, List.of()));
        return all;
    }
}
