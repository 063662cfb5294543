package dev.tablewright.model.edit;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Edits of a global table's replicas: regions added and removed, the consistency mode, and what one
 * replica sets differently from the table (an empty override inherits the table's setting): table
 * class, deletion protection, point-in-time recovery, contributor insights, its KMS key, read capacity
 * (units and auto scaling while provisioned, the read maximum on demand), tags, a resource policy, and
 * per GSI its read capacity and contributor insights. Each is one named undo step.
 */
public final class ReplicaEdits {
    /** An AWS region name: {@code us-east-1}, {@code ap-southeast-2}, {@code us-gov-west-1}. */
    private static final Pattern REGION = Pattern.compile("[a-z]{2}(-[a-z]+)+-\\d{1,2}");

    private ReplicaEdits() {
    }

    public static Edit setConsistency(String table, Consistency consistency) {
        return replication(table, "Make " + table + (consistency == Consistency.STRONG ? " strongly" : " eventually")
                + " consistent across regions", r -> new Replication(consistency, r.replicas()));
    }

    public static Edit addReplica(String table, String region) {
        String name = region == null ? "" : region.strip();
        return replication(table, "Add replica " + name + " to " + table, r -> {
            if (!REGION.matcher(name).matches()) {
                throw new EditRefused(name.isEmpty() ? "A replica needs a region, such as us-east-1."
                        : "'" + name + "' is not a region name, such as us-east-1.");
            }
            if (r.replica(name).isPresent()) {
                throw new EditRefused("Table '" + table + "' already has a replica in " + name + ".");
            }
            List<Replica> replicas = new ArrayList<>(r.replicas());
            replicas.add(Replica.in(name));
            return new Replication(r.consistency(), replicas);
        });
    }

    public static Edit removeReplica(String table, String region) {
        return replication(table, "Remove replica " + region + " from " + table, r -> {
            require(table, r, region);
            return new Replication(r.consistency(), r.replicas().stream().filter(x -> !x.region().equals(region)).toList());
        });
    }

    /** @param tableClass empty: the table's */
    public static Edit setTableClass(String table, String region, Optional<TableClass> tableClass) {
        return replica(table, region, "Set table class of replica " + region + " to "
                + tableClass.map(TableClass::label).orElse("the table's"), x -> x.tableClass(tableClass));
    }

    /** @param on empty: the table's */
    public static Edit setDeletionProtection(String table, String region, Optional<Boolean> on) {
        return replica(table, region, onOff("deletion protection", region, on), x -> x.deletionProtection(on));
    }

    /** @param on empty: the table's */
    public static Edit setPointInTimeRecovery(String table, String region, Optional<Boolean> on) {
        return replica(table, region, onOff("point-in-time recovery", region, on), x -> x.pointInTimeRecovery(on));
    }

    /** @param on empty: the table's */
    public static Edit setContributorInsights(String table, String region, Optional<Boolean> on) {
        return replica(table, region, onOff("contributor insights", region, on), x -> x.contributorInsights(on));
    }

    /**
     * The replica's own customer managed KMS key (its ARN, id or alias in that region); empty or blank:
     * the table's. DynamoDB uses it only while the table's encryption is customer managed.
     */
    public static Edit setKmsKey(String table, String region, Optional<String> key) {
        Optional<String> k = key.map(String::strip).filter(v -> !v.isEmpty());
        return replica(table, region, k.map(v -> "Encrypt replica " + region + " with key " + v)
                .orElse("Give replica " + region + " the table's key"), x -> x.kmsKey(k));
    }

    /** The replica's provisioned read units (provisioned tables only); empty: the table's. */
    public static Edit setReadUnits(String table, String region, Optional<Long> units) {
        return replicaOf(table, region, "Set the read units of replica " + region + " to " + own(units, " units"),
                (t, x) -> {
                    requireProvisioned(t, units.isPresent(), "Read units apply");
                    ThroughputEdits.requirePositive("Capacity", units);
                    return x.readUnits(units);
                });
    }

    /** The replica's read auto scaling (provisioned tables only); empty: the table's. */
    public static Edit setReadScaling(String table, String region, Optional<AutoScaling> scaling) {
        return replicaOf(table, region, scaling.map(a -> "Auto scale reads of replica " + region + " from "
                + a.minCapacity() + " to " + a.maxCapacity() + " units at " + ThroughputEdits.percent(a.targetUtilization()))
                .orElse("Give replica " + region + " the table's read auto scaling"), (t, x) -> {
                    requireProvisioned(t, scaling.isPresent(), "Read auto scaling applies");
                    scaling.ifPresent(ThroughputEdits::requireValid);
                    return x.readScaling(scaling);
                });
    }

    /** The replica's on-demand maximum of read request units (on-demand tables only); empty: the table's. */
    public static Edit setReadMaximum(String table, String region, Optional<Long> units) {
        return replicaOf(table, region, "Set the read maximum of replica " + region + " to "
                + own(units, " request units"), (t, x) -> {
                    if (units.isPresent() && units.get() < 1) {
                        throw new EditRefused("A read maximum is at least 1 request unit.");
                    }
                    requireOnDemand(t, units.isPresent());
                    return x.maxReadRequestUnits(units);
                });
    }

    public static Edit addTag(String table, String region, Tag tag) {
        String key = tag.key();
        return replica(table, region, "Tag replica " + region + " " + key + " = " + tag.value(), x -> {
            SettingsEdits.requireTag(tag);
            List<Tag> tags = new ArrayList<>(x.build().tags());
            if (tags.stream().anyMatch(t -> t.key().equals(key))) {
                throw new EditRefused("Replica " + region + " already has a tag '" + key + "'.");
            }
            if (tags.size() >= SettingsEdits.MAX_TAGS) {
                throw new EditRefused("A replica has at most " + SettingsEdits.MAX_TAGS + " tags.");
            }
            tags.add(tag);
            return x.tags(tags);
        });
    }

    public static Edit setTagValue(String table, String region, String key, String value) {
        return replica(table, region, "Set tag " + key + " of replica " + region + " to " + value, x -> {
            List<Tag> tags = requireTagged(region, x, key);
            SettingsEdits.requireTag(new Tag(key, value));
            return x.tags(tags.stream().map(t -> t.key().equals(key) ? new Tag(key, value) : t).toList());
        });
    }

    public static Edit removeTag(String table, String region, String key) {
        return replica(table, region, "Remove tag " + key + " from replica " + region, x -> x.tags(
                requireTagged(region, x, key).stream().filter(t -> !t.key().equals(key)).toList()));
    }

    /**
     * The replica's own resource-based policy, kept as written; the caller has checked it is a JSON
     * object. Empty: none of its own.
     */
    public static Edit setResourcePolicy(String table, String region, Optional<String> json) {
        Optional<String> policy = json.filter(p -> !p.isBlank());
        return replica(table, region, policy.isPresent() ? "Set the resource policy of replica " + region
                : "Remove the resource policy of replica " + region, x -> x.resourcePolicy(policy));
    }

    /** GSI {@code index}'s provisioned read units in this replica (provisioned tables only); empty: the index's. */
    public static Edit setIndexReadUnits(String table, String region, String index, Optional<Long> units) {
        return index(table, region, index, "Set the read units of GSI " + index + " in replica " + region + " to "
                + own(units, " units"), (t, i) -> {
                    requireProvisioned(t, units.isPresent(), "Read units apply");
                    ThroughputEdits.requirePositive("Capacity", units);
                    return new ReplicaIndex(i.indexName(), units, i.readScaling(), i.maxReadRequestUnits(),
                            i.contributorInsights());
                });
    }

    /** GSI {@code index}'s read auto scaling in this replica (provisioned tables only); empty: the index's. */
    public static Edit setIndexReadScaling(String table, String region, String index, Optional<AutoScaling> scaling) {
        return index(table, region, index, scaling.map(a -> "Auto scale reads of GSI " + index + " in replica "
                + region + " from " + a.minCapacity() + " to " + a.maxCapacity() + " units at "
                + ThroughputEdits.percent(a.targetUtilization()))
                .orElse("Give GSI " + index + " in replica " + region + " the index's read auto scaling"), (t, i) -> {
                    requireProvisioned(t, scaling.isPresent(), "Read auto scaling applies");
                    scaling.ifPresent(ThroughputEdits::requireValid);
                    return new ReplicaIndex(i.indexName(), i.readUnits(), scaling, i.maxReadRequestUnits(),
                            i.contributorInsights());
                });
    }

    /** GSI {@code index}'s on-demand read maximum in this replica (on-demand tables only); empty: the index's. */
    public static Edit setIndexReadMaximum(String table, String region, String index, Optional<Long> units) {
        return index(table, region, index, "Set the read maximum of GSI " + index + " in replica " + region + " to "
                + own(units, " request units"), (t, i) -> {
                    if (units.isPresent() && units.get() < 1) {
                        throw new EditRefused("A read maximum is at least 1 request unit.");
                    }
                    requireOnDemand(t, units.isPresent());
                    return new ReplicaIndex(i.indexName(), i.readUnits(), i.readScaling(), units, i.contributorInsights());
                });
    }

    /** @param on empty: the index's */
    public static Edit setIndexContributorInsights(String table, String region, String index, Optional<Boolean> on) {
        return index(table, region, index, on.map(b -> (b ? "Turn on" : "Turn off") + " contributor insights of GSI "
                + index + " in replica " + region)
                .orElse("Give GSI " + index + " in replica " + region + " the index's contributor insights"),
                (t, i) -> new ReplicaIndex(i.indexName(), i.readUnits(), i.readScaling(), i.maxReadRequestUnits(), on));
    }

    private static String onOff(String setting, String region, Optional<Boolean> on) {
        return on.map(b -> (b ? "Turn on " : "Turn off ") + setting + " of replica " + region)
                .orElse("Give replica " + region + " the table's " + setting);
    }

    private static String own(Optional<Long> units, String unit) {
        return units.map(u -> u + unit).orElse("the table's");
    }

    private static void requireProvisioned(TableDesign t, boolean setting, String what) {
        if (setting && t.billing().mode() != BillingMode.PROVISIONED) {
            throw new EditRefused(what + " only to a provisioned table; " + t.name()
                    + " is on demand (set its read maximum instead).");
        }
    }

    private static void requireOnDemand(TableDesign t, boolean setting) {
        if (setting && t.billing().mode() == BillingMode.PROVISIONED) {
            throw new EditRefused("A read maximum applies only to an on-demand table; " + t.name()
                    + " is provisioned (set its read units or auto scaling instead).");
        }
    }

    private static List<Tag> requireTagged(String region, ReplicaChange x, String key) {
        List<Tag> tags = x.build().tags();
        if (tags.stream().noneMatch(t -> t.key().equals(key))) {
            throw new EditRefused("Replica " + region + " has no tag '" + key + "'.");
        }
        return tags;
    }

    private static Edit replica(String table, String region, String description, UnaryOperator<ReplicaChange> change) {
        return replicaOf(table, region, description, (t, x) -> change.apply(x));
    }

    /** A change of one replica that depends on its table (its billing mode, its GSIs). */
    private static Edit replicaOf(String table, String region, String description,
            BiFunction<TableDesign, ReplicaChange, ReplicaChange> change) {
        return new Edit(description, m -> Tables.change(m, table, t -> {
            Replication r = t.settings().replication();
            require(table, r, region);
            Replication changed = new Replication(r.consistency(), r.replicas().stream()
                    .map(x -> x.region().equals(region) ? change.apply(t, ReplicaChange.of(x)).build() : x).toList());
            return t.withSettings(t.settings().withReplication(changed));
        }));
    }

    /**
     * A change of what the replica overrides for GSI {@code index}; an override left with nothing set
     * is dropped, so "as the index" leaves no trace.
     */
    private static Edit index(String table, String region, String index, String description,
            BiFunction<TableDesign, ReplicaIndex, ReplicaIndex> change) {
        return replicaOf(table, region, description, (t, x) -> {
            if (t.globalIndexes().stream().noneMatch(g -> g.name().equals(index))) {
                throw new EditRefused("Table '" + table + "' has no GSI '" + index + "'.");
            }
            List<ReplicaIndex> indexes = x.build().indexes();
            ReplicaIndex now = indexes.stream().filter(i -> i.indexName().equals(index)).findFirst()
                    .orElse(ReplicaIndex.of(index));
            ReplicaIndex next = change.apply(t, now);
            List<ReplicaIndex> kept = new ArrayList<>();
            boolean placed = false;
            for (ReplicaIndex i : indexes) {
                if (i.indexName().equals(index)) {
                    placed = true;
                    if (!next.equals(ReplicaIndex.of(index))) {
                        kept.add(next);
                    }
                } else {
                    kept.add(i);
                }
            }
            if (!placed && !next.equals(ReplicaIndex.of(index))) {
                kept.add(next);
            }
            return x.indexes(kept);
        });
    }

    private static void require(String table, Replication r, String region) {
        if (r.replica(region).isEmpty()) {
            throw new EditRefused("Table '" + table + "' has no replica in " + region + ".");
        }
    }

    private static Edit replication(String table, String description, UnaryOperator<Replication> change) {
        return SettingsEdits.settings(table, description, s -> s.withReplication(change.apply(s.replication())));
    }
}
