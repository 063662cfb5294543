package dev.tablewright.sample;

import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How many items to generate for which entities, the seed that makes the result reproducible, and
 * the days dates fall on.
 *
 * @param itemsPerEntity entity name → number of new items (0 or absent: none)
 * @param dates          the range of generated dates, months and timestamps; null for none: then
 *                       they follow the model's own dates, else lie in 2015 to 2025
 */
public record GenerationRequest(Map<String, Integer> itemsPerEntity, long seed, DateRange dates) {
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

    public GenerationRequest(Map<String, Integer> itemsPerEntity, long seed) {
        this(itemsPerEntity, seed, null);
    }

    public GenerationRequest withDates(DateRange range) {
        return new GenerationRequest(itemsPerEntity, seed, range);
    }

    /** The same number of items for every entity of the table but those the stream keeps (computed). */
    public static GenerationRequest everyEntity(TableDesign table, int itemsEach, long seed) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Entity e : table.entities()) {
            counts.put(e.name(), table.keptEntity(e.name()).isPresent() ? 0 : itemsEach);
        }
        return new GenerationRequest(counts, seed);
    }

    public long total() {
        return itemsPerEntity.values().stream().mapToLong(Integer::longValue).sum();
    }
}
