package dev.tablewright.rules;

import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Global-table replicas: region names, one replica per region ("Each global table can have only one
 * replica per AWS Region", Developer Guide, "How DynamoDB global tables work"), a replica's GSI
 * overrides naming GSIs the table has, and multi-Region strong consistency: exactly three regions
 * ({@link Limits#STRONG_CONSISTENCY_REGIONS}) within one of the Region sets DynamoDB documents for it.
 */
final class ReplicationRules {
    /** An AWS Region code: {@code us-east-1}, {@code us-gov-west-1}, {@code ap-southeast-7}. */
    private static final Pattern REGION = Pattern.compile("[a-z]{2}(-[a-z]+)+-[0-9]{1,2}");

    /**
     * The Region sets of multi-Region strong consistency, from the API Reference
     * (CreateGlobalTableWitnessGroupMemberAction, RegionName): "US Region set: US East (N. Virginia),
     * US East (Ohio), US West (Oregon); EU Region set: Europe (Ireland), Europe (London), Europe
     * (Paris), Europe (Frankfurt); AP Region set: Asia Pacific (Tokyo), Asia Pacific (Seoul), Asia
     * Pacific (Osaka)".
     */
    static final Map<String, Set<String>> STRONG_REGION_SETS = Map.of(
            "US", Set.of("us-east-1", "us-east-2", "us-west-2"),
            "EU", Set.of("eu-west-1", "eu-west-2", "eu-west-3", "eu-central-1"),
            "AP", Set.of("ap-northeast-1", "ap-northeast-2", "ap-northeast-3"));

    private ReplicationRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        String path = Paths.table(table.name());
        Replication replication = table.settings().replication();
        for (Replica r : replication.replicas()) {
            if (!REGION.matcher(r.region()).matches()) {
                out.add(Problem.error(path, "replica region " + Text.quote(r.region()) + " is not an AWS Region "
                        + "code such as us-east-1"));
            }
            indexes(table, path, r, out);
        }
        Repeats.each(replication.replicas(), Replica::region, (r, first) -> out.add(Problem.error(path,
                "the table has two replicas in " + r.region() + ": a global table has one replica per Region")));
        if (replication.consistency() == Consistency.STRONG) {
            strong(path, replication, out);
        }
    }

    private static void indexes(TableDesign table, String path, Replica r, List<Problem> out) {
        for (ReplicaIndex i : r.indexes()) {
            boolean known = table.globalIndexes().stream().map(GlobalSecondaryIndex::name)
                    .anyMatch(n -> n.equals(i.indexName()));
            if (!known) {
                out.add(Problem.error(path, "replica " + r.region() + " overrides index " + Text.quote(i.indexName())
                        + ", which is not a global secondary index of the table"));
            }
        }
        Repeats.each(r.indexes(), ReplicaIndex::indexName, (i, first) -> out.add(Problem.error(path, "replica "
                + r.region() + " overrides index " + Text.quote(i.indexName()) + " twice")));
    }

    private static void strong(String path, Replication replication, List<Problem> out) {
        List<String> regions = replication.regions().stream().distinct().toList();
        if (regions.size() != Limits.STRONG_CONSISTENCY_REGIONS) {
            out.add(Problem.error(path, "strong consistency needs exactly " + Limits.STRONG_CONSISTENCY_REGIONS
                    + " regions; the table has " + Text.count(regions.size(), "region", "regions")
                    + (regions.isEmpty() ? "" : " (" + String.join(", ", regions) + ")")));
            return;
        }
        Optional<String> set = STRONG_REGION_SETS.entrySet().stream()
                .filter(e -> e.getValue().containsAll(regions)).map(Map.Entry::getKey).findFirst();
        if (set.isEmpty()) {
            out.add(Problem.error(path, "strong consistency needs its three regions in one Region set (US: "
                    + "us-east-1, us-east-2, us-west-2; EU: eu-west-1, eu-west-2, eu-west-3, eu-central-1; AP: "
                    + "ap-northeast-1, ap-northeast-2, ap-northeast-3); the table has " + String.join(", ", regions)));
        }
    }
}
