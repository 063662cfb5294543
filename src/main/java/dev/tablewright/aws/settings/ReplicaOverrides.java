package dev.tablewright.aws.settings;

import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.TableSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What of a replica's overrides DynamoDB takes from the table's own endpoint, in UpdateTable's
 * ReplicaUpdates (Create, Update): the table class, the KMS key, the read units, the on-demand read
 * maximum, and per GSI its read units and read maximum. The rest — deletion protection, point-in-time
 * recovery, contributor insights, tags, a resource policy, read auto scaling — is set by calls on the
 * replica's own table, through its region's endpoint ({@link #PER_REGION}; read auto scaling is
 * Application Auto Scaling's).
 */
public final class ReplicaOverrides {
    /** The settings DynamoDB sets on each replica's own table, through its region's endpoint. */
    public static final Set<Setting> PER_REGION = Set.of(Setting.DELETION_PROTECTION, Setting.POINT_IN_TIME_RECOVERY,
            Setting.CONTRIBUTOR_INSIGHTS, Setting.TAGS, Setting.RESOURCE_POLICY);

    private ReplicaOverrides() {
    }

    /**
     * The table as the replica's region should have it, for the settings of {@link #PER_REGION}: the
     * replica's override where it has one, else the table's (as the CloudFormation export writes a
     * global table): deletion protection, point-in-time recovery (the table's recovery period),
     * contributor insights of the table and of each GSI, the tags (the replica's own replace the
     * table's), the resource policy. The other settings stay the table's.
     */
    public static TableDesign inRegion(TableDesign model, Replica r) {
        TableSettings s = model.settings();
        s = s.withDeletionProtection(r.deletionProtection().orElse(s.deletionProtection()));
        if (r.pointInTimeRecovery().isPresent()) {
            s = s.withRecovery(new Recovery(r.pointInTimeRecovery().get(), s.recovery().periodDays()));
        }
        s = s.withContributorInsights(r.contributorInsights().orElse(s.contributorInsights()));
        if (!r.tags().isEmpty()) {
            s = s.withTags(r.tags());
        }
        s = s.withResourcePolicy(r.resourcePolicy().or(s::resourcePolicy));
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        for (GlobalSecondaryIndex g : model.globalIndexes()) {
            Optional<Boolean> insights = r.indexes().stream().filter(i -> i.indexName().equals(g.name())).findFirst()
                    .flatMap(ReplicaIndex::contributorInsights);
            gsis.add(insights.isEmpty() ? g : g.withSettings(g.settings().withContributorInsights(insights.get())));
        }
        return model.withGlobalIndexes(gsis).withSettings(s);
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
        if (readScaling(r)) {
            named.add("read auto scaling");
        }
        return named;
    }

    /** Whether the replica scales its reads (the table's or a GSI's): Application Auto Scaling's to set. */
    public static boolean readScaling(Replica r) {
        return r.readScaling().isPresent() || r.indexes().stream().anyMatch(i -> i.readScaling().isPresent());
    }
}
