package dev.tablewright.format.infra;

import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A global table in Terraform is one {@code aws_dynamodb_table} in the provider's region plus a
 * {@code replica} block per other region. The model lists every region alike, so the first one is
 * taken as the table's own (the order a user gave, and the region CloudFormation's
 * {@code AWS::DynamoDB::GlobalTable} examples put first), and what that region's replica overrides is
 * folded into the table itself.
 */
final class TerraformHomeRegion {
    private TerraformHomeRegion() {
    }

    /** The first region of a global table, if the table is one. */
    static Optional<Replica> of(TableSettings settings) {
        return settings.replication().replicas().stream().findFirst();
    }

    /** The table with its home region's overrides applied as its own settings. */
    static TableDesign fold(TableDesign table, TableSettings settings) {
        Optional<Replica> home = of(settings);
        if (home.isEmpty()) {
            return table.withSettings(settings);
        }
        Replica r = home.get();
        TableSettings s = settings;
        s = s.withTableClass(r.tableClass().orElse(s.tableClass()));
        s = s.withDeletionProtection(r.deletionProtection().orElse(s.deletionProtection()));
        if (r.pointInTimeRecovery().isPresent()) {
            s = s.withRecovery(new Recovery(r.pointInTimeRecovery().get(), s.recovery().periodDays()));
        }
        s = s.withContributorInsights(r.contributorInsights().orElse(s.contributorInsights()));
        if (r.kmsKey().isPresent()) {
            s = s.withEncryption(Encryption.customerManaged(r.kmsKey().get()));
        }
        s = s.withTags(merged(s.tags(), r.tags()));
        s = s.withResourcePolicy(r.resourcePolicy().or(s::resourcePolicy));
        s = s.withThroughput(readOverrides(s.throughput(), r.readScaling(), r.maxReadRequestUnits()));
        Billing billing = table.billing();
        if (r.readUnits().isPresent() && billing.mode() == BillingMode.PROVISIONED) {
            billing = Billing.provisioned(r.readUnits().get(), billing.writeCapacityUnits());
        }
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            Optional<ReplicaIndex> ri = r.indexes().stream().filter(i -> i.indexName().equals(g.name())).findFirst();
            gsis.add(ri.isEmpty() ? g : g.withSettings(folded(g.settings(), ri.get())));
        }
        return table.withBilling(billing).withGlobalIndexes(gsis).withSettings(s);
    }

    /** A replica's tags over the table's: the same key takes the replica's value. */
    static List<Tag> merged(List<Tag> table, List<Tag> replica) {
        Map<String, String> byKey = new LinkedHashMap<>();
        table.forEach(t -> byKey.put(t.key(), t.value()));
        replica.forEach(t -> byKey.put(t.key(), t.value()));
        return byKey.entrySet().stream().map(e -> new Tag(e.getKey(), e.getValue())).toList();
    }

    private static IndexSettings folded(IndexSettings settings, ReplicaIndex ri) {
        IndexSettings s = settings.withThroughput(readOverrides(settings.throughput(), ri.readScaling(),
                ri.maxReadRequestUnits()));
        if (ri.readUnits().isPresent()) {
            s = s.withUnits(ri.readUnits(), s.writeUnits());
        }
        return s.withContributorInsights(ri.contributorInsights().orElse(s.contributorInsights()));
    }

    private static Throughput readOverrides(Throughput t, Optional<AutoScaling> scaling,
            Optional<Long> maxRead) {
        Throughput out = scaling.isPresent() ? t.withReadScaling(scaling) : t;
        if (maxRead.isPresent()) {
            out = out.withOnDemandLimit(new OnDemandLimit(maxRead, t.onDemandLimit().maxWriteRequestUnits()));
        }
        return out;
    }
}
