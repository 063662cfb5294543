package dev.tablewright.engine.diff;

import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A design's replicas written in the model's form wherever they mean the same: an override equal to
 * the table's value and "as the table" are one setting, but a template or a live table says it one way
 * and the model perhaps the other (Terraform's replica has no "inherit"; CloudFormation's and
 * DescribeTable's repeat or leave out what the table has). Each override the two agree on in effect
 * takes the model's form; one they disagree on stays the design's, and the diff shows it.
 */
final class ReplicaForms {
    private final TableDesign design;
    private final TableDesign model;

    private ReplicaForms(TableDesign design, TableDesign model) {
        this.design = design;
        this.model = model;
    }

    /** The design's replication, each replica the model has too in the model's form where they agree. */
    static Replication of(TableDesign design, TableDesign model) {
        return new ReplicaForms(design, model).replication();
    }

    /**
     * Replica settings Terraform cannot say (its replica block has no table class, read units or
     * on-demand maximum): the model's, so they are not reported as drift.
     */
    static Replication withUnsaid(Replication design, Replication model) {
        List<Replica> out = new ArrayList<>();
        for (Replica d : design.replicas()) {
            Optional<Replica> m = model.replica(d.region());
            if (m.isEmpty()) {
                out.add(d);
                continue;
            }
            Replica r = m.get();
            List<ReplicaIndex> indexes = new ArrayList<>();
            for (ReplicaIndex di : d.indexes()) {
                Optional<ReplicaIndex> mi = r.indexes().stream().filter(i -> i.indexName().equals(di.indexName())).findFirst();
                indexes.add(new ReplicaIndex(di.indexName(), mi.flatMap(ReplicaIndex::readUnits), di.readScaling(),
                        mi.flatMap(ReplicaIndex::maxReadRequestUnits), di.contributorInsights()));
            }
            for (ReplicaIndex mi : r.indexes()) {
                boolean said = d.indexes().stream().anyMatch(i -> i.indexName().equals(mi.indexName()));
                if (!said && (mi.readUnits().isPresent() || mi.maxReadRequestUnits().isPresent())) {
                    indexes.add(new ReplicaIndex(mi.indexName(), mi.readUnits(), Optional.empty(), mi.maxReadRequestUnits(),
                            Optional.empty()));
                }
            }
            out.add(new Replica(d.region(), r.tableClass(), d.deletionProtection(), d.pointInTimeRecovery(),
                    d.contributorInsights(), d.kmsKey(), r.readUnits(), d.readScaling(), r.maxReadRequestUnits(), d.tags(),
                    d.resourcePolicy(), indexes));
        }
        return new Replication(design.consistency(), out);
    }

    private Replication replication() {
        Replication d = design.settings().replication();
        Replication m = model.settings().replication();
        List<Replica> out = new ArrayList<>();
        for (Replica r : d.replicas()) {
            out.add(m.replica(r.region()).map(mr -> replica(r, mr)).orElse(r));
        }
        return new Replication(d.consistency(), out);
    }

    private Replica replica(Replica d, Replica m) {
        TableSettings ds = design.settings();
        TableSettings ms = model.settings();
        List<ReplicaIndex> indexes = new ArrayList<>();
        for (ReplicaIndex di : d.indexes()) {
            Optional<ReplicaIndex> mi = m.indexes().stream().filter(i -> i.indexName().equals(di.indexName())).findFirst();
            indexes.add(mi.map(x -> index(di, x)).orElse(di));
        }
        // an index the model overrides and the design leaves "as the index" may mean the same too
        for (ReplicaIndex mi : m.indexes()) {
            if (d.indexes().stream().noneMatch(i -> i.indexName().equals(mi.indexName()))) {
                ReplicaIndex same = index(ReplicaIndex.of(mi.indexName()), mi);
                if (!same.equals(ReplicaIndex.of(mi.indexName()))) {
                    indexes.add(same);
                }
            }
        }
        return new Replica(d.region(),
                form(d.tableClass(), m.tableClass(), ds.tableClass(), ms.tableClass()),
                form(d.deletionProtection(), m.deletionProtection(), ds.deletionProtection(), ms.deletionProtection()),
                form(d.pointInTimeRecovery(), m.pointInTimeRecovery(), ds.recovery().enabled(), ms.recovery().enabled()),
                form(d.contributorInsights(), m.contributorInsights(), ds.contributorInsights(), ms.contributorInsights()),
                d.kmsKey(),
                form(d.readUnits(), m.readUnits(), design.billing().readCapacityUnits(), model.billing().readCapacityUnits()),
                d.readScaling(),
                formOptional(d.maxReadRequestUnits(), m.maxReadRequestUnits(), ds.throughput().onDemandLimit().maxReadRequestUnits(),
                        ms.throughput().onDemandLimit().maxReadRequestUnits()),
                tags(d, m, ds, ms), form(d.resourcePolicy().map(Optional::of), m.resourcePolicy().map(Optional::of),
                        ds.resourcePolicy(), ms.resourcePolicy()).flatMap(Function.identity()),
                indexes);
    }

    private ReplicaIndex index(ReplicaIndex d, ReplicaIndex m) {
        Optional<GlobalSecondaryIndex> dg = gsi(design, d.indexName());
        Optional<GlobalSecondaryIndex> mg = gsi(model, m.indexName());
        if (dg.isEmpty() || mg.isEmpty()) {
            return d;
        }
        long dUnits = dg.get().settings().readUnits().orElse(design.billing().readCapacityUnits());
        long mUnits = mg.get().settings().readUnits().orElse(model.billing().readCapacityUnits());
        return new ReplicaIndex(d.indexName(), form(d.readUnits(), m.readUnits(), dUnits, mUnits), d.readScaling(),
                formOptional(d.maxReadRequestUnits(), m.maxReadRequestUnits(),
                        dg.get().settings().throughput().onDemandLimit().maxReadRequestUnits(),
                        mg.get().settings().throughput().onDemandLimit().maxReadRequestUnits()),
                form(d.contributorInsights(), m.contributorInsights(), dg.get().settings().contributorInsights(),
                        mg.get().settings().contributorInsights()));
    }

    private static Optional<GlobalSecondaryIndex> gsi(TableDesign t, String name) {
        return t.globalIndexes().stream().filter(g -> g.name().equals(name)).findFirst();
    }

    /** The model's override when the two replicas' values come out the same, else the design's. */
    private static <T> Optional<T> form(Optional<T> design, Optional<T> model, T designTable, T modelTable) {
        return design.orElse(designTable).equals(model.orElse(modelTable)) ? model : design;
    }

    private static <T> Optional<T> formOptional(Optional<T> design, Optional<T> model, Optional<T> designTable,
            Optional<T> modelTable) {
        return design.or(() -> designTable).equals(model.or(() -> modelTable)) ? model : design;
    }

    /** A replica's tags are the table's with its own on top (Terraform writes them merged). */
    private static List<Tag> tags(Replica d, Replica m, TableSettings ds, TableSettings ms) {
        return merged(ds.tags(), d.tags()).equals(merged(ms.tags(), m.tags())) ? m.tags() : d.tags();
    }

    private static Map<String, String> merged(List<Tag> table, List<Tag> replica) {
        Map<String, String> byKey = new LinkedHashMap<>();
        table.forEach(t -> byKey.put(t.key(), t.value()));
        replica.forEach(t -> byKey.put(t.key(), t.value()));
        return byKey;
    }
}
