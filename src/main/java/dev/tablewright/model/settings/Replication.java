package dev.tablewright.model.settings;

import java.util.List;
import java.util.Optional;

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

    public Optional<Replica> replica(String region) {
        return replicas.stream().filter(r -> r.region().equals(region)).findFirst();
    }
}
