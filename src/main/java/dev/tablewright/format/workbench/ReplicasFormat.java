package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableClass;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A global table's replicas in the settings block: {@code {"consistency": "STRONG", "regions": [{"region",
 * …overrides}]}}. The regions are read all or none: a region that cannot be read whole (a bad value, a
 * member this version does not know) keeps the whole list as written, so that no replica is lost.
 */
final class ReplicasFormat {
    static final String KEY = "replicas";
    private static final String CONSISTENCY = "consistency";
    private static final String REGIONS = "regions";
    private static final String REGION = "region";
    private static final String READ_UNITS = "readCapacityUnits";
    private static final String MAX_READ = "maxReadRequestUnits";
    private static final String INDEXES = "globalIndexes";

    private ReplicasFormat() {
    }

    static Replication read(SettingsFields settings) {
        Optional<SettingsFields> block = settings.object(KEY);
        if (block.isEmpty()) {
            return Replication.NONE;
        }
        SettingsFields f = block.get();
        Optional<List<Replica>> replicas = regions(f);
        if (replicas.isEmpty() && f.has(REGIONS)) {
            return Replication.NONE; // the whole block is kept, consistency with its regions
        }
        Consistency consistency = f.choice(CONSISTENCY, ReplicasFormat::consistency, "EVENTUAL or STRONG")
                .orElse(Consistency.EVENTUAL);
        settings.dropIfEmpty(KEY);
        return new Replication(consistency, replicas.orElse(List.of()));
    }

    private static Optional<Consistency> consistency(String text) {
        try {
            return Optional.of(Consistency.valueOf(text.strip().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Optional<List<Replica>> regions(SettingsFields f) {
        JsonNode array = f.object().get(REGIONS);
        if (array == null || array.isNull()) {
            return Optional.empty();
        }
        if (!array.isArray()) {
            f.d().warning(f.at(REGIONS), "expected an array of regions, found " + Json.describe(array) + SchemaReader.KEPT);
            return Optional.empty();
        }
        ArrayNode copy = array.deepCopy();
        List<Replica> replicas = new ArrayList<>();
        for (int i = 0; i < copy.size(); i++) {
            Optional<Replica> replica = replica(copy.get(i), JsonPath.index(f.at(REGIONS), i), f);
            if (replica.isEmpty()) {
                return Optional.empty();
            }
            replicas.add(replica.get());
        }
        f.object().remove(REGIONS);
        return Optional.of(replicas);
    }

    private static Optional<Replica> replica(JsonNode node, String at, SettingsFields parent) {
        if (!node.isObject()) {
            parent.d().warning(at, "expected a replica {\"region\": …}, found " + Json.describe(node)
                    + "; the regions are kept as written");
            return Optional.empty();
        }
        SettingsFields r = new SettingsFields((ObjectNode) node, at, parent.d());
        int warnings = parent.d().problems().size();
        Optional<String> region = r.text(REGION).filter(s -> !s.isBlank());
        Optional<TableClass> tableClass = r.choice(SettingsFormat.TABLE_CLASS, TableClass::parse,
                "STANDARD or STANDARD_INFREQUENT_ACCESS");
        Replica replica = new Replica(region.orElse(""), tableClass, r.flag(SettingsFormat.DELETION_PROTECTION),
                r.flag(SettingsFormat.PITR), r.flag(SettingsFormat.INSIGHTS), r.text(SettingsFormat.KMS_KEY),
                r.count(READ_UNITS), ThroughputFormat.scaling(r, ThroughputFormat.AUTO_SCALING_READ), r.count(MAX_READ),
                SettingsFormat.tags(r), r.text(SettingsFormat.POLICY), indexes(r));
        if (region.isEmpty() && parent.d().problems().size() == warnings) {
            parent.d().warning(at, "a replica needs its region; the regions are kept as written");
        }
        boolean whole = region.isPresent() && parent.d().problems().size() == warnings;
        Optional<String> leftover = SettingsFormat.firstMember(r.object(), at);
        if (whole && leftover.isPresent()) {
            parent.d().warning(leftover.get(), "a replica holds no such member; the regions are kept as written");
            whole = false;
        }
        return whole ? Optional.of(replica) : Optional.empty();
    }

    private static List<ReplicaIndex> indexes(SettingsFields r) {
        Optional<SettingsFields> block = r.object(INDEXES);
        if (block.isEmpty()) {
            return List.of();
        }
        List<ReplicaIndex> indexes = new ArrayList<>();
        ObjectNode o = block.get().object();
        for (Iterator<String> names = o.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            block.get().object(name).ifPresent(i -> {
                indexes.add(new ReplicaIndex(name, i.count(READ_UNITS),
                        ThroughputFormat.scaling(i, ThroughputFormat.AUTO_SCALING_READ), i.count(MAX_READ),
                        i.flag(SettingsFormat.INSIGHTS)));
            });
        }
        List<String> emptied = new ArrayList<>();
        o.fields().forEachRemaining(e -> {
            if (e.getValue().isObject() && e.getValue().isEmpty()) {
                emptied.add(e.getKey());
            }
        });
        o.remove(emptied);
        r.dropIfEmpty(INDEXES);
        return indexes;
    }

    static Optional<ObjectNode> write(Replication replication) {
        if (replication.equals(Replication.NONE)) {
            return Optional.empty();
        }
        ObjectNode o = Json.object();
        o.put(CONSISTENCY, replication.consistency().name());
        ArrayNode regions = o.putArray(REGIONS);
        for (Replica r : replication.replicas()) {
            ObjectNode e = regions.addObject();
            e.put(REGION, r.region());
            r.tableClass().ifPresent(c -> e.put(SettingsFormat.TABLE_CLASS, c.name()));
            r.deletionProtection().ifPresent(v -> e.put(SettingsFormat.DELETION_PROTECTION, v));
            r.pointInTimeRecovery().ifPresent(v -> e.put(SettingsFormat.PITR, v));
            r.contributorInsights().ifPresent(v -> e.put(SettingsFormat.INSIGHTS, v));
            r.kmsKey().ifPresent(v -> e.put(SettingsFormat.KMS_KEY, v));
            r.readUnits().ifPresent(v -> e.put(READ_UNITS, v));
            r.readScaling().ifPresent(s -> e.set(ThroughputFormat.AUTO_SCALING_READ, ThroughputFormat.scaling(s)));
            r.maxReadRequestUnits().ifPresent(v -> e.put(MAX_READ, v));
            SettingsFormat.writeTags(e, r.tags());
            r.resourcePolicy().ifPresent(v -> e.put(SettingsFormat.POLICY, v));
            if (!r.indexes().isEmpty()) {
                ObjectNode indexes = e.putObject(INDEXES);
                for (ReplicaIndex i : r.indexes()) {
                    ObjectNode x = indexes.putObject(i.indexName());
                    i.readUnits().ifPresent(v -> x.put(READ_UNITS, v));
                    i.readScaling().ifPresent(s -> x.set(ThroughputFormat.AUTO_SCALING_READ, ThroughputFormat.scaling(s)));
                    i.maxReadRequestUnits().ifPresent(v -> x.put(MAX_READ, v));
                    i.contributorInsights().ifPresent(v -> x.put(SettingsFormat.INSIGHTS, v));
                }
            }
        }
        return Optional.of(o);
    }
}
