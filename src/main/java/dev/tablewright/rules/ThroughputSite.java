package dev.tablewright.rules;

import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One place where a table's design sets capacity: the table, a GSI, a replica or a replica's GSI, so
 * that the capacity rules check each the same way. A replica overrides only read capacity.
 *
 * @param owner      who the setting belongs to, for messages ("the table", "index ByStatus",
 *                   "replica us-east-2", "index ByDay in replica us-east-2")
 * @param readUnits  provisioned read units set here (never the table's own, which live in its billing)
 * @param table      whether this is the table itself (its warm throughput has the table's minimum)
 */
record ThroughputSite(String path, String owner, boolean table, Optional<Long> readUnits, Optional<Long> writeUnits,
        Optional<AutoScaling> readScaling, Optional<AutoScaling> writeScaling, Optional<Long> maxReadRequestUnits,
        Optional<Long> maxWriteRequestUnits, WarmThroughput warm) {

    /** Every site of the table: the table, its GSIs, then each replica and its GSI overrides. */
    static List<ThroughputSite> of(TableDesign design) {
        String path = Paths.table(design.name());
        List<ThroughputSite> sites = new ArrayList<>();
        Throughput t = design.settings().throughput();
        sites.add(new ThroughputSite(path, "the table", true, Optional.empty(), Optional.empty(), t.readScaling(),
                t.writeScaling(), t.onDemandLimit().maxReadRequestUnits(), t.onDemandLimit().maxWriteRequestUnits(),
                t.warm()));
        for (GlobalSecondaryIndex g : design.globalIndexes()) {
            IndexSettings s = g.settings();
            Throughput it = s.throughput();
            sites.add(new ThroughputSite(Paths.index(design.name(), g.name()), "index " + g.name(), false,
                    s.readUnits(), s.writeUnits(), it.readScaling(), it.writeScaling(),
                    it.onDemandLimit().maxReadRequestUnits(), it.onDemandLimit().maxWriteRequestUnits(), it.warm()));
        }
        for (Replica r : design.settings().replication().replicas()) {
            String replica = "replica " + r.region();
            sites.add(new ThroughputSite(path, replica, false, r.readUnits(), Optional.empty(), r.readScaling(),
                    Optional.empty(), r.maxReadRequestUnits(), Optional.empty(), WarmThroughput.NONE));
            for (ReplicaIndex i : r.indexes()) {
                sites.add(new ThroughputSite(path, "index " + i.indexName() + " in " + replica, false, i.readUnits(),
                        Optional.empty(), i.readScaling(), Optional.empty(), i.maxReadRequestUnits(), Optional.empty(),
                        WarmThroughput.NONE));
            }
        }
        return sites;
    }

    /** "the table's", "index ByStatus's". */
    String owners() {
        return owner + "'s";
    }
}
