package dev.tablewright.model.edit;

import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Edits of a global table's replicas: regions added and removed, the consistency mode, and what one
 * replica sets differently from the table (an empty override inherits the table's setting).
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
                + tableClass.map(TableClass::label).orElse("the table's"), x -> new Replica(x.region(), tableClass,
                x.deletionProtection(), x.pointInTimeRecovery(), x.contributorInsights(), x.kmsKey(), x.readUnits(),
                x.readScaling(), x.maxReadRequestUnits(), x.tags(), x.resourcePolicy(), x.indexes()));
    }

    /** @param on empty: the table's */
    public static Edit setDeletionProtection(String table, String region, Optional<Boolean> on) {
        return replica(table, region, onOff("deletion protection", region, on), x -> new Replica(x.region(),
                x.tableClass(), on, x.pointInTimeRecovery(), x.contributorInsights(), x.kmsKey(), x.readUnits(),
                x.readScaling(), x.maxReadRequestUnits(), x.tags(), x.resourcePolicy(), x.indexes()));
    }

    /** @param on empty: the table's */
    public static Edit setPointInTimeRecovery(String table, String region, Optional<Boolean> on) {
        return replica(table, region, onOff("point-in-time recovery", region, on), x -> new Replica(x.region(),
                x.tableClass(), x.deletionProtection(), on, x.contributorInsights(), x.kmsKey(), x.readUnits(),
                x.readScaling(), x.maxReadRequestUnits(), x.tags(), x.resourcePolicy(), x.indexes()));
    }

    /** The replica's on-demand maximum of read request units; empty: the table's. */
    public static Edit setReadMaximum(String table, String region, Optional<Long> units) {
        return replica(table, region, "Set the read maximum of replica " + region + " to "
                + units.map(u -> u + " request units").orElse("the table's"), x -> {
                    if (units.isPresent() && units.get() < 1) {
                        throw new EditRefused("A read maximum is at least 1 request unit.");
                    }
                    return new Replica(x.region(), x.tableClass(), x.deletionProtection(), x.pointInTimeRecovery(),
                            x.contributorInsights(), x.kmsKey(), x.readUnits(), x.readScaling(), units, x.tags(),
                            x.resourcePolicy(), x.indexes());
                });
    }

    private static String onOff(String setting, String region, Optional<Boolean> on) {
        return on.map(b -> (b ? "Turn on " : "Turn off ") + setting + " of replica " + region)
                .orElse("Give replica " + region + " the table's " + setting);
    }

    private static Edit replica(String table, String region, String description, UnaryOperator<Replica> change) {
        return replication(table, description, r -> {
            require(table, r, region);
            return new Replication(r.consistency(), r.replicas().stream()
                    .map(x -> x.region().equals(region) ? change.apply(x) : x).toList());
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
