package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A question the application asks of the table. The key condition is written against templates
 * with parameters ({@code PK = MOVIE#${movieId} AND begins_with(SK, ACTOR#)}); {@code parameters}
 * holds sample values for them. A filter is DynamoDB's syntax where {@code #attr} names the attribute
 * and {@code ${parameter}} (typed {@code ${parameter:N}} or {@code ${parameter:BOOL}}) a sample value.
 *
 * @param index null for the base table
 * @param limit the most items a request reads, or null for no limit
 */
public record AccessPattern(String name, String description, String entity, Operation operation, String index,
        String keyCondition, String filter, String projection, boolean scanForward, Map<String, String> parameters,
        Integer limit) {
    public AccessPattern {
        if (name == null || operation == null) {
            throw new NullPointerException("access pattern name and operation");
        }
        description = description == null ? "" : description;
        keyCondition = keyCondition == null ? "" : keyCondition;
        filter = filter == null ? "" : filter;
        projection = projection == null ? "" : projection;
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters == null ? Map.of() : parameters));
        limit = limit == null || limit <= 0 ? null : limit;
    }

    /** A pattern without a limit. */
    public AccessPattern(String name, String description, String entity, Operation operation, String index,
            String keyCondition, String filter, String projection, boolean scanForward, Map<String, String> parameters) {
        this(name, description, entity, operation, index, keyCondition, filter, projection, scanForward, parameters,
                null);
    }

    public Optional<String> indexName() {
        return Optional.ofNullable(index).filter(s -> !s.isBlank());
    }

    public Optional<String> entityName() {
        return Optional.ofNullable(entity).filter(s -> !s.isBlank());
    }

    public Optional<Integer> limitValue() {
        return Optional.ofNullable(limit);
    }

    public AccessPattern withName(String newName) {
        return new AccessPattern(newName, description, entity, operation, index, keyCondition, filter, projection,
                scanForward, parameters, limit);
    }

    public AccessPattern withEntity(String newEntity) {
        return new AccessPattern(name, description, newEntity, operation, index, keyCondition, filter, projection,
                scanForward, parameters, limit);
    }

    public AccessPattern withIndex(String newIndex) {
        return new AccessPattern(name, description, entity, operation, newIndex, keyCondition, filter, projection,
                scanForward, parameters, limit);
    }
}
