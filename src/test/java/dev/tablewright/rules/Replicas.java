package dev.tablewright.rules;

import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Tag;

import java.util.List;
import java.util.Optional;

/** Replicas that override one thing, for the rules' tests ({@link Replica} has no withers). */
final class Replicas {
    private Replicas() {
    }

    static Replica readUnits(String region, long units) {
        return new Replica(region, null, null, null, null, null, Optional.of(units), null, null, null, null, null);
    }

    static Replica indexes(String region, List<ReplicaIndex> indexes) {
        return new Replica(region, null, null, null, null, null, null, null, null, null, null, indexes);
    }

    static Replica tags(String region, List<Tag> tags) {
        return new Replica(region, null, null, null, null, null, null, null, null, tags, null, null);
    }

    static Replica policy(String region, String policy) {
        return new Replica(region, null, null, null, null, null, null, null, null, null, Optional.of(policy), null);
    }
}
