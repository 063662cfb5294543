package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import java.util.List;
import java.util.Optional;

/**
 * A table with replicas as an {@code AWS::DynamoDB::GlobalTable}: write capacity and the stream,
 * TTL and key type are the table's; everything DynamoDB sets per region (table class, deletion
 * protection, recovery, insights, the KMS key, read capacity, tags, policy) is written on every
 * replica: the replica's override, else the table's value when it is not DynamoDB's default. Auto
 * scaling is part of these properties (a global table takes no separate scaling resources).
 */
final class GlobalTableProperties {
    static final String TYPE = "AWS::DynamoDB::GlobalTable";

    private final SettingsProperties settings;
    private final List<String> warnings;

    GlobalTableProperties(SettingsProperties settings, List<String> warnings) {
        this.settings = settings;
        this.warnings = warnings;
    }

    void table(ObjectNode p, TableDesign table) {
        TableSettings s = table.settings();
        Billing billing = table.billing();
        String what = "table " + table.name();
        if (billing.mode() == BillingMode.PROVISIONED) {
            p.putObject("WriteProvisionedThroughputSettings").set("WriteCapacityAutoScalingSettings",
                    writeScaling(s.throughput().writeScaling(), billing.writeCapacityUnits(), what));
        } else {
            s.throughput().onDemandLimit().maxWriteRequestUnits().ifPresent(n ->
                    p.putObject("WriteOnDemandThroughputSettings").put("MaxWriteRequestUnits", n));
        }
        if (billing.mode() != BillingMode.PROVISIONED && s.throughput().scales()) {
            warnings.add(what + ": auto scaling is not written: the table is on-demand, which scales by itself");
        }
        SettingsProperties.shared(p, s);
        if (s.stream().isEmpty() && s.replication().replicas().size() > 1
                && s.replication().consistency() == Consistency.EVENTUAL) {
            warnings.add(what + ": a global table in several regions with eventual consistency replicates"
                    + " through its stream; CloudFormation asks for a StreamSpecification");
        }
        settings.sse(s.encryption(), what, false).ifPresent(o -> p.set("SSESpecification", o));
        SettingsProperties.warm(s.throughput().warm()).ifPresent(o -> p.set("WarmThroughput", o));
        if (s.replication().consistency() == Consistency.STRONG) {
            p.put("MultiRegionConsistency", "STRONG");
        }
        ArrayNode replicas = p.putArray("Replicas");
        for (Replica r : s.replication().replicas()) {
            replicas.add(replica(table, r));
        }
    }

    /** A GSI's entry: its write capacity (auto scaled or on-demand maximum) and warm throughput. */
    void index(ObjectNode o, TableDesign table, GlobalSecondaryIndex g) {
        IndexSettings s = g.settings();
        String what = "index " + table.name() + "." + g.name();
        Billing billing = table.billing();
        if (billing.mode() == BillingMode.PROVISIONED) {
            o.putObject("WriteProvisionedThroughputSettings").set("WriteCapacityAutoScalingSettings",
                    writeScaling(s.throughput().writeScaling(), s.writeUnits().orElse(billing.writeCapacityUnits()), what));
        } else {
            s.throughput().onDemandLimit().maxWriteRequestUnits().ifPresent(n ->
                    o.putObject("WriteOnDemandThroughputSettings").put("MaxWriteRequestUnits", n));
        }
        SettingsProperties.warm(s.throughput().warm()).ifPresent(n -> o.set("WarmThroughput", n));
    }

    /** A GlobalTable only takes write capacity as auto scaling: fixed units are a range of one value. */
    private ObjectNode writeScaling(Optional<AutoScaling> scaling, long units, String what) {
        if (scaling.isEmpty()) {
            warnings.add(what + ": a global table's write capacity can only be auto scaled; "
                    + Math.max(1, units) + " units written as auto scaling from " + Math.max(1, units) + " to "
                    + Math.max(1, units) + " at " + (long) AutoScaling.CONSOLE_DEFAULT.targetUtilization() + " %");
        }
        AutoScaling s = scaling.orElse(new AutoScaling(Math.max(1, units), Math.max(1, units),
                AutoScaling.CONSOLE_DEFAULT.targetUtilization()));
        return SettingsProperties.autoScaling(s, units);
    }

    private ObjectNode replica(TableDesign table, Replica r) {
        TableSettings s = table.settings();
        String what = "table " + table.name() + ", replica " + r.region();
        ObjectNode o = Json.object().put("Region", r.region());
        r.tableClass().or(() -> Optional.of(s.tableClass()).filter(c -> c != TableClass.STANDARD))
                .ifPresent(c -> o.put("TableClass", c.name()));
        r.deletionProtection().or(() -> Optional.of(true).filter(b -> s.deletionProtection()))
                .ifPresent(b -> o.put("DeletionProtectionEnabled", b));
        r.pointInTimeRecovery().or(() -> Optional.of(true).filter(b -> s.recovery().enabled()))
                .ifPresent(b -> o.set("PointInTimeRecoverySpecification",
                        SettingsProperties.recovery(b, s.recovery().periodDays())));
        r.contributorInsights().or(() -> Optional.of(true).filter(b -> s.contributorInsights()))
                .ifPresent(b -> o.set("ContributorInsightsSpecification", SettingsProperties.enabled(b)));
        Optional<String> key = r.kmsKey().or(() -> s.encryption().type() == EncryptionType.CUSTOMER_MANAGED
                ? s.encryption().kmsKey() : Optional.empty());
        if (key.isPresent() && s.encryption().type() != EncryptionType.CUSTOMER_MANAGED) {
            warnings.add(what + ": its KMS key is not written: the table is not encrypted with a customer managed key");
        } else {
            key.ifPresent(k -> o.putObject("SSESpecification").put("KMSMasterKeyId", k));
        }
        read(o, table.billing(), r.readUnits(), r.readScaling(), s.throughput().readScaling(), Optional.empty(),
                r.maxReadRequestUnits().or(() -> s.throughput().onDemandLimit().maxReadRequestUnits()));
        List<Tag> tags = r.tags().isEmpty() ? s.tags() : r.tags();
        if (!tags.isEmpty()) {
            o.set("Tags", SettingsProperties.tags(tags));
        }
        r.resourcePolicy().or(s::resourcePolicy).ifPresent(policy -> o.set("ResourcePolicy", settings.policy(policy, what)));
        ArrayNode indexes = Json.array();
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            ObjectNode i = replicaIndex(table, g, r.indexes().stream().filter(x -> x.indexName().equals(g.name()))
                    .findFirst().orElse(ReplicaIndex.of(g.name())));
            if (i.size() > 1) {
                indexes.add(i);
            }
        }
        r.indexes().stream().filter(x -> table.globalIndexes().stream().noneMatch(g -> g.name().equals(x.indexName())))
                .forEach(x -> warnings.add(what + ": its settings for index " + x.indexName()
                        + " are not written: the table has no such GSI"));
        if (!indexes.isEmpty()) {
            o.set("GlobalSecondaryIndexes", indexes);
        }
        return o;
    }

    private ObjectNode replicaIndex(TableDesign table, GlobalSecondaryIndex g, ReplicaIndex ri) {
        IndexSettings s = g.settings();
        ObjectNode o = Json.object().put("IndexName", g.name());
        read(o, table.billing(), ri.readUnits(), ri.readScaling(), s.throughput().readScaling(), s.readUnits(),
                ri.maxReadRequestUnits().or(() -> s.throughput().onDemandLimit().maxReadRequestUnits()));
        ri.contributorInsights().or(() -> Optional.of(true).filter(b -> s.contributorInsights()))
                .ifPresent(b -> o.set("ContributorInsightsSpecification", SettingsProperties.enabled(b)));
        return o;
    }

    /**
     * Read capacity in one region: provisioned (the override's units or scaling, else the table's or
     * index's scaling, else its units) or the on-demand maximum.
     */
    private static void read(ObjectNode o, Billing billing, Optional<Long> ownUnits, Optional<AutoScaling> ownScaling,
            Optional<AutoScaling> scaling, Optional<Long> indexUnits, Optional<Long> maxRead) {
        if (billing.mode() == BillingMode.PROVISIONED) {
            long units = ownUnits.or(() -> indexUnits).orElse(billing.readCapacityUnits());
            ObjectNode settings = o.putObject("ReadProvisionedThroughputSettings");
            Optional<AutoScaling> effective = ownScaling.or(() -> ownUnits.isPresent() ? Optional.empty() : scaling);
            if (effective.isPresent()) {
                settings.set("ReadCapacityAutoScalingSettings", SettingsProperties.autoScaling(effective.get(), units));
            } else {
                settings.put("ReadCapacityUnits", Math.max(1, units));
            }
        } else {
            maxRead.ifPresent(n -> o.putObject("ReadOnDemandThroughputSettings").put("MaxReadRequestUnits", n));
        }
    }
}
