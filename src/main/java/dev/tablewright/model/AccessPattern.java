package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A question the application asks of the table. The key condition is written against templates
 * with parameters ({@code PK = MOVIE#${movieId} AND begins_with(SK, ACTOR#)}); {@code parameters}
 * holds sample values for them. A filter is DynamoDB's syntax where {@code #attr} names the attribute
 * and {@code ${parameter}} (typed {@code ${parameter:N}} or {@code ${parameter:BOOL}}) a sample value.
 * A GetItem, a write and the batch and transaction forms name one item's whole key with {@code =}.
 *
 * @param index          null for the base table
 * @param parameters     a sample value for each parameter, by name
 * @param limit          the most items a request reads, or null for no limit
 * @param consistentRead a strongly consistent read (twice the read units of an eventual one)
 * @param rate           the expected requests per second, or null when not estimated
 */
public record AccessPattern(String name, String description, String entity, OperationKind operation, String index,
        String keyCondition, String filter, String projection, boolean scanForward, Map<String, String> parameters,
        Integer limit, boolean consistentRead, RequestRate rate) {
    /**
     * The parameter of a "Vector search" pattern that gives its search vector: a literal list of numbers
     * ({@code [0.1, -0.3, 0.7]}) or the key of an item whose vector is searched with
     * ({@code pk=PRODUCT#1} or {@code pk=PRODUCT#1, sk=DETAILS}).
     */
    public static final String SEARCH_VECTOR = "searchVector";
    /** A parameter reference {@code ${name}} (or {@code ${name:N}}, {@code ${name:size:pad}}). */
    private static final Pattern PARAMETER = Pattern.compile("\\$\\{([^}:]*)");

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

    /** An eventually consistent pattern with no estimated rate. */
    public AccessPattern(String name, String description, String entity, OperationKind operation, String index,
            String keyCondition, String filter, String projection, boolean scanForward, Map<String, String> parameters,
            Integer limit) {
        this(name, description, entity, operation, index, keyCondition, filter, projection, scanForward, parameters,
                limit, false, null);
    }

    /** A pattern without a limit. */
    public AccessPattern(String name, String description, String entity, OperationKind operation, String index,
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

    public Optional<RequestRate> rateValue() {
        return Optional.ofNullable(rate);
    }

    /** The parameters the key condition and the filter reference, each once, in order. */
    public List<String> parameterNames() {
        Set<String> names = new LinkedHashSet<>();
        for (String text : List.of(keyCondition, filter)) {
            Matcher m = PARAMETER.matcher(text);
            while (m.find()) {
                names.add(m.group(1).strip());
            }
        }
        return List.copyOf(names);
    }

    public AccessPattern withName(String newName) {
        return new AccessPattern(newName, description, entity, operation, index, keyCondition, filter, projection,
                scanForward, parameters, limit, consistentRead, rate);
    }

    public AccessPattern withDescription(String newDescription) {
        return new AccessPattern(name, newDescription, entity, operation, index, keyCondition, filter, projection,
                scanForward, parameters, limit, consistentRead, rate);
    }

    public AccessPattern withEntity(String newEntity) {
        return new AccessPattern(name, description, newEntity, operation, index, keyCondition, filter, projection,
                scanForward, parameters, limit, consistentRead, rate);
    }

    public AccessPattern withOperation(OperationKind newOperation) {
        return new AccessPattern(name, description, entity, newOperation, index, keyCondition, filter, projection,
                scanForward, parameters, limit, consistentRead, rate);
    }

    public AccessPattern withIndex(String newIndex) {
        return new AccessPattern(name, description, entity, operation, newIndex, keyCondition, filter, projection,
                scanForward, parameters, limit, consistentRead, rate);
    }

    public AccessPattern withKeyCondition(String newKeyCondition) {
        return new AccessPattern(name, description, entity, operation, index, newKeyCondition, filter, projection,
                scanForward, parameters, limit, consistentRead, rate);
    }

    public AccessPattern withFilter(String newFilter) {
        return new AccessPattern(name, description, entity, operation, index, keyCondition, newFilter, projection,
                scanForward, parameters, limit, consistentRead, rate);
    }

    public AccessPattern withProjection(String newProjection) {
        return new AccessPattern(name, description, entity, operation, index, keyCondition, filter, newProjection,
                scanForward, parameters, limit, consistentRead, rate);
    }

    public AccessPattern withScanForward(boolean forward) {
        return new AccessPattern(name, description, entity, operation, index, keyCondition, filter, projection,
                forward, parameters, limit, consistentRead, rate);
    }

    public AccessPattern withParameters(Map<String, String> newParameters) {
        return new AccessPattern(name, description, entity, operation, index, keyCondition, filter, projection,
                scanForward, newParameters, limit, consistentRead, rate);
    }

    public AccessPattern withLimit(Integer newLimit) {
        return new AccessPattern(name, description, entity, operation, index, keyCondition, filter, projection,
                scanForward, parameters, newLimit, consistentRead, rate);
    }

    public AccessPattern withConsistentRead(boolean consistent) {
        return new AccessPattern(name, description, entity, operation, index, keyCondition, filter, projection,
                scanForward, parameters, limit, consistent, rate);
    }

    public AccessPattern withRate(RequestRate newRate) {
        return new AccessPattern(name, description, entity, operation, index, keyCondition, filter, projection,
                scanForward, parameters, limit, consistentRead, newRate);
    }
}
