package dev.tablewright.sample;

import dev.tablewright.model.Entity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which entity a template parameter belongs to, without a drawn relationship: {@code ${movieId}} is
 * Movie's when Movie's primary key ({@code MOVIE#${movieId}}) reads it with the fewest other
 * parameters of all the entities whose primary keys read it; a MonthlyTotal whose keys read
 * {@code ${movieId}} too is then about one of Movie's items. A tie owns nothing: two entities keyed on
 * {@code ${x}} alone give no way to tell which one the others mean.
 */
final class TemplateOwners {
    private final Map<String, String> owners;

    private TemplateOwners(Map<String, String> owners) {
        this.owners = owners;
    }

    static TemplateOwners of(TableDesign table) {
        Map<String, List<Entity>> readers = new LinkedHashMap<>();
        for (Entity e : table.entities()) {
            for (String parameter : primaryKeyParameters(table, e)) {
                readers.computeIfAbsent(parameter, p -> new ArrayList<>()).add(e);
            }
        }
        Map<String, String> owners = new LinkedHashMap<>();
        readers.forEach((parameter, entities) -> {
            int fewest = entities.stream().mapToInt(e -> primaryKeyParameters(table, e).size()).min().orElseThrow();
            List<Entity> candidates = entities.stream()
                    .filter(e -> primaryKeyParameters(table, e).size() == fewest).toList();
            if (candidates.size() == 1) {
                owners.put(parameter, candidates.get(0).name());
            }
        });
        return new TemplateOwners(Collections.unmodifiableMap(owners));
    }

    /** The entity that owns the parameter, if exactly one does. */
    Optional<String> ownerOf(String parameter) {
        return Optional.ofNullable(owners.get(parameter));
    }

    /** What the entity's table-key templates (partition and sort) read, in order. */
    static Set<String> primaryKeyParameters(TableDesign table, Entity entity) {
        return parameters(entity, table.keySchema().names());
    }

    /** What any of the entity's key templates (the table's and the indexes') read, in order. */
    static Set<String> keyParameters(TableDesign table, Entity entity) {
        return parameters(entity, table.keyAttributeNames());
    }

    private static Set<String> parameters(Entity entity, List<String> keyAttributes) {
        Set<String> refs = new LinkedHashSet<>();
        for (String key : keyAttributes) {
            entity.template(key).filter(KeyTemplate::isValid).ifPresent(t -> refs.addAll(t.referencedAttributes()));
        }
        return refs;
    }
}
