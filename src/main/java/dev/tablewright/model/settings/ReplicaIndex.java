package dev.tablewright.model.settings;

import java.util.Optional;

/** What one replica overrides for one GSI: its read capacity (provisioned or on-demand maximum) and contributor insights. */
public record ReplicaIndex(String indexName, Optional<Long> readUnits, Optional<AutoScaling> readScaling,
        Optional<Long> maxReadRequestUnits, Optional<Boolean> contributorInsights) {
    public ReplicaIndex {
        if (indexName == null) {
            throw new NullPointerException("index name");
        }
        readUnits = readUnits == null ? Optional.empty() : readUnits;
        readScaling = readScaling == null ? Optional.empty() : readScaling;
        maxReadRequestUnits = maxReadRequestUnits == null ? Optional.empty() : maxReadRequestUnits;
        contributorInsights = contributorInsights == null ? Optional.empty() : contributorInsights;
    }

    public static ReplicaIndex of(String indexName) {
        return new ReplicaIndex(indexName, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }
}
