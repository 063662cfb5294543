package dev.tablewright.sample;

import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How many items to generate for which entities, and the seed that makes the result reproducible.
 *
 * @param itemsPerEntity entity name → number of new items (0 or absent: none)
 */
public record GenerationRequest(Map<String, Integer> itemsPerEntity, long seed) {
    public GenerationRequest {
        LinkedHashMap<String, Integer> copy = new LinkedHashMap<>();
        itemsPerEntity.forEach((entity, count) -> {
            if (entity == null || count == null) {
                throw new IllegalArgumentException("an entity name and a count are required");
            }
            if (count < 0) {
                throw new IllegalArgumentException("the number of " + entity + " items cannot be negative: " + count);
            }
            copy.put(entity, count);
        });
        itemsPerEntity = Collections.unmodifiableMap(copy);
    }

    /** The same number of items for every entity of the table. */
    public static GenerationRequest everyEntity(TableDesign table, int itemsEach, long seed) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Entity e : table.entities()) {
            counts.put(e.name(), itemsEach);
        }
        return new GenerationRequest(counts, seed);
    }

    public long total() {
        return itemsPerEntity.values().stream().mapToLong(Integer::longValue).sum();
    }
}
