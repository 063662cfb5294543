package dev.tablewright.format.infra;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Throughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a Terraform export carries of a model, as {@link TerraformSettingsReader} reads it back: keys,
 * indexes, billing and every setting, with a GSI's units as given (its own or the table's), and each
 * replica's values as the replica has them — Terraform's replica has no "inherit", so an inherited
 * value is written out, and a replica with tags of its own has the table's too — less what Terraform cannot say (a replica's table class, read units and
 * on-demand maximum: comments in the export) and what is no infrastructure (expected item count, a
 * template's logical ID). A model whose first region overrides something is not covered here: that
 * is folded into the table, and tested on its own.
 */
final class TerraformCarried {
    private TerraformCarried() {
    }

    static DataModel of(DataModel model) {
        return DataModel.of("parsed", model.tables().stream().map(TerraformCarried::of).toList());
    }

    static TableDesign of(TableDesign t) {
        boolean provisioned = t.billing().mode() == BillingMode.PROVISIONED;
        TableSettings s = t.settings();
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            IndexSettings is = g.settings();
            IndexSettings carried = new IndexSettings(
                    provisioned ? Optional.of(is.readUnits().orElse(t.billing().readCapacityUnits())) : Optional.empty(),
                    provisioned ? Optional.of(is.writeUnits().orElse(t.billing().writeCapacityUnits())) : Optional.empty(),
                    throughput(is.throughput(), provisioned), is.contributorInsights());
            gsis.add(new GlobalSecondaryIndex(g.name(), g.keys(), g.projection()).withSettings(carried));
        }
        TableSettings carried = s.withThroughput(throughput(s.throughput(), provisioned))
                .withExpectedItemCount(Optional.empty()).withStack(Optional.empty())
                .withReplication(replication(t, provisioned));
        return TableDesign.of(t.name(), t.keySchema()).withBilling(t.billing()).withGlobalIndexes(gsis)
                .withLocalIndexes(t.localIndexes()).withSettings(carried);
    }

    private static Throughput throughput(Throughput t, boolean provisioned) {
        return provisioned ? t.withOnDemandLimit(OnDemandLimit.NONE)
                : t.withReadScaling(Optional.empty()).withWriteScaling(Optional.empty());
    }

    private static Replication replication(TableDesign t, boolean provisioned) {
        TableSettings s = t.settings();
        if (!s.replication().isGlobal()) {
            return Replication.NONE;
        }
        List<Replica> all = s.replication().replicas();
        if (!all.get(0).equals(Replica.in(all.get(0).region()))) {
            throw new IllegalArgumentException("the first region overrides settings: not covered here");
        }
        List<Replica> carried = new ArrayList<>(List.of(all.get(0)));
        for (Replica r : all.subList(1, all.size())) {
            boolean protection = r.deletionProtection().orElse(s.deletionProtection());
            List<ReplicaIndex> indexes = new ArrayList<>();
            for (GlobalSecondaryIndex g : t.globalIndexes()) {
                Optional<ReplicaIndex> ri = r.indexes().stream().filter(i -> i.indexName().equals(g.name())).findFirst();
                Optional<AutoScaling> scaling = provisioned
                        ? ri.flatMap(ReplicaIndex::readScaling).or(() -> g.settings().throughput().readScaling())
                        : Optional.empty();
                boolean insights = ri.flatMap(ReplicaIndex::contributorInsights).orElse(g.settings().contributorInsights());
                if (scaling.isPresent() || insights) {
                    indexes.add(new ReplicaIndex(g.name(), Optional.empty(), scaling, Optional.empty(),
                            insights ? Optional.of(true) : Optional.empty()));
                }
            }
            carried.add(new Replica(r.region(), Optional.empty(),
                    r.deletionProtection().isPresent() || s.deletionProtection() ? Optional.of(protection) : Optional.empty(),
                    r.pointInTimeRecovery().orElse(s.recovery().enabled()) ? Optional.of(true) : Optional.empty(),
                    r.contributorInsights().orElse(s.contributorInsights()) ? Optional.of(true) : Optional.empty(),
                    r.kmsKey(), Optional.empty(),
                    provisioned ? r.readScaling().or(() -> s.throughput().readScaling()) : Optional.empty(),
                    Optional.empty(), r.tags().isEmpty() ? List.of() : TerraformHomeRegion.merged(s.tags(), r.tags()),
                    r.resourcePolicy().or(s::resourcePolicy), indexes));
        }
        return new Replication(s.replication().consistency(), carried);
    }
}
