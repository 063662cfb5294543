package dev.tablewright.format.infra;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A global table's setting as its template gives it: once per replica. The table's own value is the
 * one every replica gives (the most common one, the first on a tie); a replica giving another value
 * overrides it. When some replica gives none, the table has DynamoDB's default and each replica that
 * gives one overrides it: this is how the export writes a model, so a model comes back as it went.
 *
 * @param table     the table's value; empty for DynamoDB's default
 * @param overrides per replica, in order, what it sets differently
 */
record Inherited<T>(Optional<T> table, List<Optional<T>> overrides) {

    static <T> Inherited<T> of(List<Optional<T>> perReplica) {
        return of(perReplica, perReplica.stream().allMatch(Optional::isPresent));
    }

    /** Read capacity: every replica of a provisioned table has some, so the most common given one is the table's. */
    static <T> Inherited<T> ofGiven(List<Optional<T>> perReplica) {
        return of(perReplica, true);
    }

    private static <T> Inherited<T> of(List<Optional<T>> perReplica, boolean shared) {
        Map<T, Integer> counts = new LinkedHashMap<>();
        perReplica.forEach(v -> v.ifPresent(x -> counts.merge(x, 1, Integer::sum)));
        if (!shared || counts.isEmpty()) {
            return new Inherited<>(Optional.empty(), List.copyOf(perReplica));
        }
        T common = null;
        int best = 0;
        for (Map.Entry<T, Integer> e : counts.entrySet()) {
            if (e.getValue() > best) {
                common = e.getKey();
                best = e.getValue();
            }
        }
        T table = common;
        List<Optional<T>> overrides = new ArrayList<>();
        perReplica.forEach(v -> overrides.add(v.filter(x -> !x.equals(table))));
        return new Inherited<>(Optional.of(table), overrides);
    }
}
