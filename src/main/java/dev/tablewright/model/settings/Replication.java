package dev.tablewright.model.settings;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Global-table replication: every region the table lives in (the stack's own region among them) and
 * the consistency mode. No replicas means a plain, single-region table.
 */
public record Replication(Consistency consistency, List<Replica> replicas) {
    public static final Replication NONE = new Replication(Consistency.EVENTUAL, List.of());

    public Replication {
        consistency = consistency == null ? Consistency.EVENTUAL : consistency;
        replicas = replicas == null ? List.of() : List.copyOf(replicas);
    }

    public boolean isGlobal() {
        return !replicas.isEmpty();
    }

    public List<String> regions() {
        return replicas.stream().map(Replica::region).toList();
    }

    /** The replicas' overrides of GSI {@code from} moved to its new name {@code to}. */
    public Replication withIndexRenamed(String from, String to) {
        return withIndexes(r -> r.indexes().stream()
                .map(i -> i.indexName().equals(from) ? new ReplicaIndex(to, i.readUnits(), i.readScaling(),
                        i.maxReadRequestUnits(), i.contributorInsights()) : i).toList());
    }

    /** The replicas without their overrides of GSI {@code name}, which is gone. */
    public Replication withoutIndex(String name) {
        return withIndexes(r -> r.indexes().stream().filter(i -> !i.indexName().equals(name)).toList());
    }

    private Replication withIndexes(Function<Replica, List<ReplicaIndex>> change) {
        return new Replication(consistency, replicas.stream().map(r -> new Replica(r.region(), r.tableClass(),
                r.deletionProtection(), r.pointInTimeRecovery(), r.contributorInsights(), r.kmsKey(), r.readUnits(),
                r.readScaling(), r.maxReadRequestUnits(), r.tags(), r.resourcePolicy(), change.apply(r))).toList());
    }

    public Optional<Replica> replica(String region) {
        return replicas.stream().filter(r -> r.region().equals(region)).findFirst();
    }
}
