package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The settings of an {@code AWS::DynamoDB::Table}-shaped {@code AWS::DynamoDB::GlobalTable}: write
 * capacity, stream, TTL, encryption type and warm throughput from the table, everything a region sets
 * from its replica; what every replica sets alike is the table's (see {@link Inherited}).
 */
final class GlobalTableReader {
    /** Properties read here besides the keys and indexes. */
    static final Set<String> READ = Set.of("Replicas", "WriteProvisionedThroughputSettings",
            "WriteOnDemandThroughputSettings", "MultiRegionConsistency", "TimeToLiveSpecification", "StreamSpecification",
            "SSESpecification", "WarmThroughput");
    /** Members of a GSI entry read here. */
    static final Set<String> READ_INDEX = Set.of("WriteProvisionedThroughputSettings", "WriteOnDemandThroughputSettings",
            "WarmThroughput");
    private static final Set<String> REPLICA = Set.of("Region", "TableClass", "DeletionProtectionEnabled",
            "PointInTimeRecoverySpecification", "ContributorInsightsSpecification", "SSESpecification",
            "ReadProvisionedThroughputSettings", "ReadOnDemandThroughputSettings", "Tags", "ResourcePolicy",
            "GlobalSecondaryIndexes");

    private final PropertyReader r;
    private final SettingsReader settings;
    private final Diagnostics d;

    GlobalTableReader(PropertyReader r, SettingsReader settings) {
        this.r = r;
        this.settings = settings;
        this.d = r.diagnostics();
    }

    /** Read capacity in one region: units, or auto scaling starting from units (its seed, else its minimum). */
    record Capacity(long units, Optional<AutoScaling> scaling) {
    }

    private record IndexRead(Optional<Capacity> read, Optional<Long> maxRead, Optional<Boolean> insights) {
        static final IndexRead NONE = new IndexRead(Optional.empty(), Optional.empty(), Optional.empty());
    }

    private record ReplicaRead(String region, Optional<TableClass> tableClass, Optional<Boolean> deletionProtection,
            Optional<Boolean> recovery, Optional<Integer> period, Optional<Boolean> insights, Optional<String> kmsKey,
            Optional<Capacity> read, Optional<Long> maxRead, Optional<List<Tag>> tags, Optional<String> policy,
            Map<String, IndexRead> indexes) {
    }

    /** The table with billing units, settings and GSI settings as the template gives them; empty after an error. */
    Optional<TableDesign> read(JsonNode p, String path, TableDesign table) {
        int errors = d.errorCount();
        boolean provisioned = table.billing().mode() == BillingMode.PROVISIONED;
        List<ReplicaRead> replicas = replicas(p, path, table);
        Optional<PropertyReader.Scaled> write = Optional.empty();
        OnDemandLimit limit = OnDemandLimit.NONE;
        if (provisioned) {
            write = r.object(p, "WriteProvisionedThroughputSettings", path, Set.of("WriteCapacityAutoScalingSettings"))
                    .flatMap(w -> r.autoScaling(w, "WriteCapacityAutoScalingSettings",
                            JsonPath.key(path, "WriteProvisionedThroughputSettings")));
            if (write.isEmpty() && d.errorCount() == errors) {
                d.error(JsonPath.key(path, "WriteProvisionedThroughputSettings"), "expected"
                        + " {WriteCapacityAutoScalingSettings} (a PROVISIONED global table's write capacity is auto scaled)");
            }
        } else {
            limit = new OnDemandLimit(Optional.empty(), maxWrite(p, path));
        }
        if (d.errorCount() > errors) {
            return Optional.empty();
        }
        Set<String> consumed = settings.readable(p, path, List.of("TimeToLiveSpecification", "StreamSpecification"));
        TableSettings s = settings.shared(p, path, consumed, TableSettings.DEFAULT);
        Inherited<Capacity> read = Inherited.ofGiven(each(replicas, ReplicaRead::read));
        long writeUnits = write.map(w -> w.seed().orElse(w.scaling().minCapacity())).orElse(0L);
        long readUnits = read.table().map(Capacity::units).orElse(writeUnits);
        if (provisioned && read.table().isEmpty()) {
            d.warning(JsonPath.key(path, "Replicas"), "no replica gives ReadProvisionedThroughputSettings: the table's"
                    + " read capacity is taken as its write capacity, " + writeUnits + " units");
        }
        Billing billing = provisioned ? Billing.provisioned(readUnits, writeUnits) : Billing.ON_DEMAND;
        Inherited<Long> maxRead = Inherited.of(each(replicas, ReplicaRead::maxRead));
        limit = new OnDemandLimit(maxRead.table(), limit.maxWriteRequestUnits());
        WarmThroughput warm = r.warm(p, path).orElse(WarmThroughput.NONE);
        s = s.withThroughput(new Throughput(read.table().flatMap(Capacity::scaling), write.map(PropertyReader.Scaled::scaling),
                limit, warm));
        Inherited<TableClass> tableClass = Inherited.of(each(replicas, ReplicaRead::tableClass));
        Inherited<Boolean> protection = Inherited.of(each(replicas, ReplicaRead::deletionProtection));
        Inherited<Boolean> recovery = Inherited.of(each(replicas, ReplicaRead::recovery));
        Inherited<Integer> period = Inherited.ofGiven(each(replicas, ReplicaRead::period));
        Inherited<Boolean> insights = Inherited.of(each(replicas, ReplicaRead::insights));
        Inherited<String> keys = Inherited.of(each(replicas, ReplicaRead::kmsKey));
        Inherited<List<Tag>> tags = Inherited.of(each(replicas, ReplicaRead::tags));
        Inherited<String> policy = Inherited.of(each(replicas, ReplicaRead::policy));
        s = s.withTableClass(tableClass.table().orElse(TableClass.STANDARD))
                .withDeletionProtection(protection.table().orElse(false))
                .withRecovery(new Recovery(recovery.table().orElse(false), period.table().orElse(Recovery.DEFAULT_PERIOD_DAYS)))
                .withContributorInsights(insights.table().orElse(false))
                .withEncryption(encryption(p, path, replicas, keys.table()))
                .withTags(tags.table().orElse(List.of()))
                .withResourcePolicy(policy.table())
                .withReplication(new Replication(consistency(p, path), List.of()));
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        Map<String, List<Optional<ReplicaIndex>>> replicaIndexes = new LinkedHashMap<>();
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            gsis.add(index(p, path, g, billing, replicas, replicaIndexes));
        }
        List<Replica> result = new ArrayList<>();
        for (int i = 0; i < replicas.size(); i++) {
            ReplicaRead rr = replicas.get(i);
            Optional<Capacity> ownRead = read.overrides().get(i);
            int n = i;
            List<ReplicaIndex> indexes = replicaIndexes.values().stream().map(l -> l.get(n)).flatMap(Optional::stream).toList();
            if (tags.overrides().get(i).filter(List::isEmpty).isPresent()) {
                d.warning(JsonPath.index(JsonPath.key(path, "Replicas"), i), "its empty Tags are not kept: a replica"
                        + " without tags of its own takes the table's");
            }
            result.add(new Replica(rr.region(), tableClass.overrides().get(i), protection.overrides().get(i),
                    recovery.overrides().get(i), insights.overrides().get(i), keys.overrides().get(i),
                    ownRead.flatMap(c -> ownUnits(c, billing.readCapacityUnits())), ownRead.flatMap(Capacity::scaling),
                    maxRead.overrides().get(i), tags.overrides().get(i).orElse(List.of()), policy.overrides().get(i),
                    indexes));
        }
        s = s.withReplication(new Replication(s.replication().consistency(), result));
        if (d.errorCount() > errors) {
            return Optional.empty();
        }
        return Optional.of(table.withBilling(billing).withGlobalIndexes(gsis).withSettings(s));
    }

    /** Units a replica or index sets apart from the scaling: only when they are not what it would take anyway. */
    private static Optional<Long> ownUnits(Capacity c, long inherited) {
        return c.scaling().isEmpty() || c.units() != inherited ? Optional.of(c.units()) : Optional.empty();
    }

    private GlobalSecondaryIndex index(JsonNode p, String path, GlobalSecondaryIndex g, Billing billing,
            List<ReplicaRead> replicas, Map<String, List<Optional<ReplicaIndex>>> replicaIndexes) {
        JsonNode entry = Json.object();
        String ep = JsonPath.key(path, "GlobalSecondaryIndexes");
        JsonNode list = p.path("GlobalSecondaryIndexes");
        for (int i = 0; i < list.size(); i++) {
            if (g.name().equals(r.values().resolve(list.get(i).path("IndexName")).asText())) {
                entry = list.get(i);
                ep = JsonPath.index(ep, i);
            }
        }
        String indexPath = ep;
        Optional<PropertyReader.Scaled> write = r.object(entry, "WriteProvisionedThroughputSettings", ep,
                Set.of("WriteCapacityAutoScalingSettings")).flatMap(w -> r.autoScaling(w,
                        "WriteCapacityAutoScalingSettings", JsonPath.key(indexPath, "WriteProvisionedThroughputSettings")));
        Optional<Long> writeUnits = write.map(w -> w.seed().orElse(w.scaling().minCapacity()))
                .filter(n -> n != billing.writeCapacityUnits());
        List<IndexRead> reads = replicas.stream().map(x -> x.indexes().getOrDefault(g.name(), IndexRead.NONE)).toList();
        Inherited<Capacity> read = Inherited.ofGiven(reads.stream().map(IndexRead::read).toList());
        Inherited<Long> maxRead = Inherited.of(reads.stream().map(IndexRead::maxRead).toList());
        Inherited<Boolean> insights = Inherited.of(reads.stream().map(IndexRead::insights).toList());
        Optional<Long> readUnits = read.table().map(Capacity::units).filter(n -> n != billing.readCapacityUnits());
        long indexRead = readUnits.orElse(billing.readCapacityUnits());
        OnDemandLimit limit = new OnDemandLimit(maxRead.table(), maxWrite(entry, ep));
        WarmThroughput warm = r.warm(entry, ep).orElse(WarmThroughput.NONE);
        IndexSettings s = new IndexSettings(readUnits, writeUnits, new Throughput(read.table().flatMap(Capacity::scaling),
                write.map(PropertyReader.Scaled::scaling), limit, warm), insights.table().orElse(false));
        List<Optional<ReplicaIndex>> perReplica = new ArrayList<>();
        for (int i = 0; i < replicas.size(); i++) {
            Optional<Capacity> own = read.overrides().get(i);
            ReplicaIndex ri = new ReplicaIndex(g.name(), own.flatMap(c -> ownUnits(c, indexRead)),
                    own.flatMap(Capacity::scaling), maxRead.overrides().get(i), insights.overrides().get(i));
            perReplica.add(Optional.of(ri).filter(x -> !x.equals(ReplicaIndex.of(g.name()))));
        }
        replicaIndexes.put(g.name(), perReplica);
        return g.withSettings(s);
    }

    private Optional<Long> maxWrite(JsonNode p, String path) {
        return r.object(p, "WriteOnDemandThroughputSettings", path, Set.of("MaxWriteRequestUnits"))
                .flatMap(w -> r.whole(w, "MaxWriteRequestUnits", JsonPath.key(path, "WriteOnDemandThroughputSettings"), -1))
                .filter(n -> n > 0);
    }

    private List<ReplicaRead> replicas(JsonNode p, String path, TableDesign table) {
        String rp = JsonPath.key(path, "Replicas");
        JsonNode list = p.path("Replicas");
        if (!list.isArray() || list.isEmpty()) {
            d.error(rp, "expected Replicas (a list of {Region, …}, one per region the table lives in), found "
                    + Json.describe(list));
            return List.of();
        }
        List<ReplicaRead> replicas = new ArrayList<>();
        Set<String> regions = new HashSet<>();
        r.forEach(p, "Replicas", path, (o, op) -> {
            if (!o.isObject()) {
                d.error(op, "expected a replica ({Region, …}), found " + Json.describe(o));
                return;
            }
            Optional<String> region = r.text(o, "Region", op).filter(x -> !x.isBlank());
            if (region.isEmpty()) {
                d.error(JsonPath.key(op, "Region"), "expected the replica's Region (a string such as us-east-1)");
                return;
            }
            if (!regions.add(region.get())) {
                d.error(JsonPath.key(op, "Region"), "a second replica in " + region.get() + " (one per region)");
            }
            o.properties().stream().filter(e -> !REPLICA.contains(e.getKey())).forEach(e -> d.warning(
                    JsonPath.key(op, e.getKey()), "not kept: the model has no place for a replica's " + e.getKey()));
            replicas.add(replica(o, op, region.get(), table));
        });
        return replicas;
    }

    private ReplicaRead replica(JsonNode o, String op, String region, TableDesign table) {
        String pp = JsonPath.key(op, "PointInTimeRecoverySpecification");
        Optional<JsonNode> pitr = r.object(o, "PointInTimeRecoverySpecification", op,
                Set.of("PointInTimeRecoveryEnabled", "RecoveryPeriodInDays"));
        Optional<Boolean> recovery = pitr.map(x -> r.bool(x, "PointInTimeRecoveryEnabled", pp).orElse(false));
        Optional<Integer> period = pitr.flatMap(x -> r.whole(x, "RecoveryPeriodInDays", pp, 1)).map(Long::intValue);
        Optional<String> key = r.object(o, "SSESpecification", op, Set.of("KMSMasterKeyId"))
                .flatMap(x -> r.text(x, "KMSMasterKeyId", JsonPath.key(op, "SSESpecification")));
        Map<String, IndexRead> indexes = new LinkedHashMap<>();
        r.forEach(o, "GlobalSecondaryIndexes", op, (g, gp) -> {
            Optional<String> name = r.text(g, "IndexName", gp);
            if (name.isEmpty() || table.globalIndexes().stream().noneMatch(x -> x.name().equals(name.get()))) {
                d.error(JsonPath.key(gp, "IndexName"), "expected the IndexName of one of the table's GSIs "
                        + table.globalIndexes().stream().map(GlobalSecondaryIndex::name).toList() + ", found "
                        + name.map(n -> "'" + n + "'").orElse("nothing"));
                return;
            }
            g.properties().stream().filter(e -> !Set.of("IndexName", "ReadProvisionedThroughputSettings",
                    "ReadOnDemandThroughputSettings", "ContributorInsightsSpecification").contains(e.getKey()))
                    .forEach(e -> d.warning(JsonPath.key(gp, e.getKey()), "not kept: the model has no place for"
                            + " a replica index's " + e.getKey()));
            indexes.put(name.get(), new IndexRead(capacity(g, gp), maxRead(g, gp),
                    r.enabled(g, "ContributorInsightsSpecification", gp)));
        });
        return new ReplicaRead(region, settings.tableClass(o, "TableClass", op), r.bool(o, "DeletionProtectionEnabled", op),
                recovery, period, r.enabled(o, "ContributorInsightsSpecification", op), key, capacity(o, op),
                maxRead(o, op), r.tags(o, op), r.policy(o, op), indexes);
    }

    private Optional<Capacity> capacity(JsonNode o, String path) {
        String rp = JsonPath.key(path, "ReadProvisionedThroughputSettings");
        return r.object(o, "ReadProvisionedThroughputSettings", path,
                Set.of("ReadCapacityUnits", "ReadCapacityAutoScalingSettings")).flatMap(x -> {
                    Optional<PropertyReader.Scaled> scaled = r.autoScaling(x, "ReadCapacityAutoScalingSettings", rp);
                    if (scaled.isPresent()) {
                        PropertyReader.Scaled sc = scaled.get();
                        return Optional.of(new Capacity(sc.seed().orElse(sc.scaling().minCapacity()), Optional.of(sc.scaling())));
                    }
                    return r.whole(x, "ReadCapacityUnits", rp, 1).map(n -> new Capacity(n, Optional.empty()));
                });
    }

    private Optional<Long> maxRead(JsonNode o, String path) {
        return r.object(o, "ReadOnDemandThroughputSettings", path, Set.of("MaxReadRequestUnits"))
                .flatMap(x -> r.whole(x, "MaxReadRequestUnits", JsonPath.key(path, "ReadOnDemandThroughputSettings"), -1))
                .filter(n -> n > 0);
    }

    /** The table's SSESpecification says whether KMS is used; the replicas' keys say whose key. */
    private Encryption encryption(JsonNode p, String path, List<ReplicaRead> replicas, Optional<String> tableKey) {
        String sp = JsonPath.key(path, "SSESpecification");
        boolean on = r.object(p, "SSESpecification", path, Set.of("SSEEnabled", "SSEType"))
                .flatMap(o -> r.bool(o, "SSEEnabled", sp)).orElse(false);
        r.object(p, "SSESpecification", path, Set.of("SSEEnabled", "SSEType")).flatMap(o -> r.text(o, "SSEType", sp))
                .filter(t -> !t.equals("KMS")).ifPresent(t -> d.error(JsonPath.key(sp, "SSEType"),
                        "expected KMS (DynamoDB's only key type), found '" + t + "'"));
        boolean keys = replicas.stream().anyMatch(x -> x.kmsKey().isPresent());
        if (!on) {
            if (keys) {
                d.warning(JsonPath.key(path, "Replicas"), "the replicas' KMS keys are not used: SSESpecification does not"
                        + " enable KMS encryption, so the table uses an AWS owned key");
            }
            return Encryption.AWS_OWNED;
        }
        return keys ? new Encryption(EncryptionType.CUSTOMER_MANAGED, tableKey) : Encryption.AWS_MANAGED;
    }

    private Consistency consistency(JsonNode p, String path) {
        return r.text(p, "MultiRegionConsistency", path).map(t -> {
            try {
                return Consistency.valueOf(t);
            } catch (IllegalArgumentException e) {
                d.error(JsonPath.key(path, "MultiRegionConsistency"), "expected EVENTUAL or STRONG, found '" + t + "'");
                return Consistency.EVENTUAL;
            }
        }).orElse(Consistency.EVENTUAL);
    }

    private static <T> List<Optional<T>> each(List<ReplicaRead> replicas, Function<ReplicaRead, Optional<T>> member) {
        return replicas.stream().map(member).toList();
    }
}
