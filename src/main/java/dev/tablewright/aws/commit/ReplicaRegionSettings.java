package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.ReplicaOverrides;
import dev.tablewright.aws.settings.SettingTarget;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Replica;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A global table's settings that only each replica's own region sets ({@link ReplicaOverrides#PER_REGION}),
 * made there once the table's own steps are done: for every region of the model but the connection's
 * own, a gateway to it ({@link ReplicaRegions}, closed after), a wait until DynamoDB lists the replica
 * there ACTIVE, the replica's table read there, and the steps that differ made through the same
 * {@link TableSteps} and {@link CommitSettings} as the table's own, each reported with its region.
 * A region that cannot be reached, or has no replica yet, is one note naming what was not set and why.
 *
 * <p>DynamoDB Local does not replicate: a table the home Local lists no replicas of is taken to be
 * replicated by the table of the same name and keys at the region's endpoint, when there is one.
 */
final class ReplicaRegionSettings {
    /** What the replicas' regions came to: a line per setting made there, a note per region not reached. */
    record Result(List<SettingOutcome> outcomes, List<String> notes) {
    }

    private final Gateway home;
    private final TableSteps homeSteps;
    private final ReplicaRegions regions;
    private final Backoff backoff;
    private final BatchWriteAttempts.Sleeper sleeper;
    private final BooleanSupplier cancelled;

    ReplicaRegionSettings(Gateway home, TableSteps homeSteps, ReplicaRegions regions, Backoff backoff,
            BatchWriteAttempts.Sleeper sleeper, BooleanSupplier cancelled) {
        this.home = home;
        this.homeSteps = homeSteps;
        this.regions = regions;
        this.backoff = backoff;
        this.sleeper = sleeper;
        this.cancelled = cancelled;
    }

    /** @param created whether the table was just created: then every setting wanted in a region is reported */
    Result apply(TableDesign model, boolean created, Consumer<String> progress) {
        List<SettingOutcome> outcomes = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Optional<String> own = home.region();
        for (Replica r : model.settings().replication().replicas()) {
            if (own.map(r.region()::equals).orElse(false)) {
                continue; // the table itself: its overrides were taken as the table's (SettingsPlan.inOwnRegion)
            }
            if (ReplicaOverrides.readScaling(r)) {
                notes.add("replica " + r.region() + ": read auto scaling not applied: it is set through Application"
                        + " Auto Scaling, not DynamoDB's API (export CloudFormation or Terraform to deploy it)");
            }
            List<String> named = SettingsPlan.wantedInRegion(model, r);
            ReplicaRegions.Reach reach = regions.reach(r.region());
            if (reach instanceof ReplicaRegions.Unreachable u) {
                if (!named.isEmpty()) {
                    notes.add(notSet(r.region(), named, u.why()));
                }
                continue;
            }
            try (Gateway there = ((ReplicaRegions.Opened) reach).gateway()) {
                inRegion(model, r, named, there, created, progress, outcomes, notes);
            }
        }
        return new Result(outcomes, notes);
    }

    /**
     * What {@link #apply} would change in each replica region it can reach whose replica's table is
     * there, one line each ("replica us-west-2: deletion protection: off → on"), for a plan to say before
     * anything changes; a region it cannot reach or read is left to the commit's report.
     */
    List<String> changes(TableDesign model) {
        List<String> changes = new ArrayList<>();
        Optional<String> own = home.region();
        for (Replica r : model.settings().replication().replicas()) {
            if (own.map(r.region()::equals).orElse(false)
                    || !(regions.reach(r.region()) instanceof ReplicaRegions.Opened opened)) {
                continue;
            }
            try (Gateway there = opened.gateway()) {
                TableSteps steps = new TableSteps(there, backoff, sleeper);
                steps.settings(model.name()).ifPresent(live -> SettingsPlan.inRegion(ReplicaOverrides.inRegion(model, r),
                        live).forEach(s -> changes.add("replica " + r.region() + ": " + s.change())));
            } catch (CommitStepException e) {
                // Not readable now: the commit tries again and reports it.
            }
        }
        return changes;
    }

    private void inRegion(TableDesign model, Replica r, List<String> named, Gateway there, boolean created,
            Consumer<String> progress, List<SettingOutcome> outcomes, List<String> notes) {
        String table = model.name();
        String region = r.region();
        TableDesign wanted = ReplicaOverrides.inRegion(model, r);
        TableSteps steps = new TableSteps(there, backoff, sleeper);
        steps.cancelWhen(cancelled);
        try {
            progress.accept("waiting for the replica in " + region);
            Optional<String> missing = missing(model, region, there, steps);
            if (missing.isPresent()) {
                if (!named.isEmpty()) {
                    notes.add(notSet(region, named, missing.get()));
                }
                return;
            }
            LiveSettings live = steps.settings(table).orElseThrow(() -> new CommitStepException("reading the settings of "
                    + table + " in " + region, "the table is gone", 1, true));
            List<SettingStep> changes = SettingsPlan.inRegion(wanted, live);
            outcomes.addAll(new CommitSettings(there, steps).apply(wanted, changes, created, progress, region));
        } catch (CommitStepException e) {
            // Each setting the region should have is reported failed: the commit is not complete, and a resume makes them.
            List<SettingTarget> targets = SettingsPlan.differing(wanted, SettingsPlan.plain(wanted)).stream()
                    .filter(t -> ReplicaOverrides.PER_REGION.contains(t.setting())).toList();
            if (targets.isEmpty()) {
                notes.add("replica " + region + ": its settings were not read: " + e.failure().sentence());
            }
            Map<SettingTarget, String> values = SettingValues.of(wanted);
            targets.forEach(t -> outcomes.add(new SettingOutcome(t, SettingOutcome.Status.FAILED, values.get(t),
                    e.failure().sentence(), there.displayName(), region)));
        }
    }

    /**
     * Why the region has no replica to set, or empty when it has one, ACTIVE: one DynamoDB lists (waited
     * on until ACTIVE), or, where the table's own endpoint is a DynamoDB Local that lists none, the
     * table of the same keys at the region's endpoint.
     */
    private Optional<String> missing(TableDesign model, String region, Gateway there, TableSteps steps) {
        String table = model.name();
        Map<String, String> listed = homeSteps.facts(table).map(TableFacts::replicaStatus).orElse(Map.of());
        if (listed.containsKey(region)) {
            homeSteps.awaitReplica(table, region);
            return steps.describe(table).isPresent() ? Optional.empty() : Optional.of("DynamoDB lists a replica in "
                    + region + ", but " + there.displayName() + " has no table " + table);
        }
        boolean local = homeSteps.settings(table).map(LiveSettings::dynamoDbLocal).orElse(false);
        if (!local || !listed.isEmpty()) {
            return Optional.of("DynamoDB lists no replica of " + table + " in " + region
                    + (listed.isEmpty() ? "" : " (its replicas: " + String.join(", ", listed.keySet()) + ")"));
        }
        Optional<TableDesign> replica = steps.describe(table);
        if (replica.isEmpty()) {
            return Optional.of(there.displayName() + " has no table " + table + " (DynamoDB Local does not replicate:"
                    + " the table there stands for the replica)");
        }
        if (!replica.get().keySchema().equals(model.keySchema())) {
            return Optional.of("the table " + table + " at " + there.displayName() + " has keys "
                    + replica.get().keySchema().describe() + ", not the model's " + model.keySchema().describe());
        }
        return Optional.empty();
    }

    /** "replica us-west-2: deletion protection, tags not set: …" */
    private static String notSet(String region, List<String> named, String why) {
        return "replica " + region + ": " + String.join(", ", named) + " not set: " + why;
    }
}
