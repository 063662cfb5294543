package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A question the application asks of the table. The key condition is written against templates
 * with parameters ({@code PK = MOVIE#${movieId} AND begins_with(SK, ACTOR#)}); {@code parameters}
 * holds sample values for them.
 *
 * @param index null for the base table
 */
public record AccessPattern(String name, String description, String entity, Operation operation, String index,
        String keyCondition, String filter, String projection, boolean scanForward, Map<String, String> parameters) {
    public AccessPattern {
        if (name == null || operation == null) {
            throw new NullPointerException("access pattern name and operation");
        }
        description = description == null ? "" : description;
        keyCondition = keyCondition == null ? "" : keyCondition;
        filter = filter == null ? "" : filter;
        projection = projection == null ? "" : projection;
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters == null ? Map.of() : parameters));
    }

    public Optional<String> indexName() {
        return Optional.ofNullable(index).filter(s -> !s.isBlank());
    }

    public Optional<String> entityName() {
        return Optional.ofNullable(entity).filter(s -> !s.isBlank());
    }
}
