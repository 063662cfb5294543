package dev.tablewright.aws.settings;

import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What of a replica's overrides DynamoDB takes from the table's own endpoint, in UpdateTable's
 * ReplicaUpdates (Create, Update): the table class, the KMS key, the read units, the on-demand read
 * maximum, and per GSI its read units and read maximum. The rest — deletion protection, point-in-time
 * recovery, contributor insights, tags, a resource policy, read auto scaling — is set by calls on the
 * replica's own table, through its region's endpoint, which a commit to one endpoint does not reach.
 */
public final class ReplicaOverrides {
    private ReplicaOverrides() {
    }

    /** The replica with only the overrides ReplicaUpdates carries (a GSI that overrides none of them left out). */
    public static Replica sentByUpdateTable(Replica r) {
        List<ReplicaIndex> indexes = r.indexes().stream()
                .map(i -> new ReplicaIndex(i.indexName(), i.readUnits(), Optional.empty(), i.maxReadRequestUnits(),
                        Optional.empty()))
                .filter(i -> i.readUnits().isPresent() || i.maxReadRequestUnits().isPresent())
                .toList();
        return new Replica(r.region(), r.tableClass(), Optional.empty(), Optional.empty(), Optional.empty(),
                r.kmsKey(), r.readUnits(), Optional.empty(), r.maxReadRequestUnits(), List.of(), Optional.empty(),
                indexes);
    }

    /**
     * The overrides of the replica that need its own region's endpoint, in words ("deletion protection,
     * tags"): empty when it has none.
     */
    public static List<String> perRegion(Replica r) {
        List<String> named = new ArrayList<>();
        r.deletionProtection().ifPresent(x -> named.add("deletion protection"));
        r.pointInTimeRecovery().ifPresent(x -> named.add("point-in-time recovery"));
        if (r.contributorInsights().isPresent() || r.indexes().stream().anyMatch(i -> i.contributorInsights().isPresent())) {
            named.add("contributor insights");
        }
        if (!r.tags().isEmpty()) {
            named.add("tags");
        }
        r.resourcePolicy().ifPresent(x -> named.add("resource policy"));
        if (r.readScaling().isPresent() || r.indexes().stream().anyMatch(i -> i.readScaling().isPresent())) {
            named.add("read auto scaling");
        }
        return named;
    }
}
