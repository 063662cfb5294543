package dev.tablewright.model.settings;

import java.util.List;
import java.util.Optional;

/**
 * One region of a global table and what it sets differently from the table (an empty member inherits):
 * what DynamoDB lets a replica override — table class, deletion protection, point-in-time recovery,
 * contributor insights, its KMS key, read capacity (provisioned units, auto scaling or on-demand
 * maximum), tags, a resource policy, and per GSI its read capacity and contributor insights.
 */
public record Replica(String region, Optional<TableClass> tableClass, Optional<Boolean> deletionProtection,
        Optional<Boolean> pointInTimeRecovery, Optional<Boolean> contributorInsights, Optional<String> kmsKey,
        Optional<Long> readUnits, Optional<AutoScaling> readScaling, Optional<Long> maxReadRequestUnits,
        List<Tag> tags, Optional<String> resourcePolicy, List<ReplicaIndex> indexes) {
    public Replica {
        if (region == null) {
            throw new NullPointerException("replica region");
        }
        tableClass = orEmpty(tableClass);
        deletionProtection = orEmpty(deletionProtection);
        pointInTimeRecovery = orEmpty(pointInTimeRecovery);
        contributorInsights = orEmpty(contributorInsights);
        kmsKey = orEmpty(kmsKey).filter(k -> !k.isBlank());
        readUnits = orEmpty(readUnits);
        readScaling = orEmpty(readScaling);
        maxReadRequestUnits = orEmpty(maxReadRequestUnits);
        tags = tags == null ? List.of() : List.copyOf(tags);
        resourcePolicy = orEmpty(resourcePolicy).filter(p -> !p.isBlank());
        indexes = indexes == null ? List.of() : List.copyOf(indexes);
    }

    /** A replica in {@code region} that overrides nothing. */
    public static Replica in(String region) {
        return new Replica(region, null, null, null, null, null, null, null, null, null, null, null);
    }

    private static <T> Optional<T> orEmpty(Optional<T> o) {
        return o == null ? Optional.empty() : o;
    }
}
