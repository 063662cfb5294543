package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.CommitSettings;
import dev.tablewright.aws.commit.SettingOutcome;
import dev.tablewright.aws.commit.SettingStep;
import dev.tablewright.aws.commit.SettingsPlan;
import dev.tablewright.aws.commit.TableSteps;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.aws.settings.SettingTarget;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.Optional;

/**
 * The steps on tables and indexes themselves, each looking first at where things stand (an answer may
 * have been lost, or an earlier run got this far): an index or table already there is waited on and
 * done, one already gone is done; otherwise the call is made through the commit's {@link TableSteps},
 * which carries it through passing failures to a known state.
 */
final class TableChanges {
    private final Gateway gateway;
    private final TableSteps steps;
    private final PlanDesigns designs;

    TableChanges(Gateway gateway, TableSteps steps, PlanDesigns designs) {
        this.gateway = gateway;
        this.steps = steps;
        this.designs = designs;
    }

    StepResult run(MigrationStep step) {
        if (step instanceof MigrationStep.CreateTable c) {
            return createTable(c);
        }
        if (step instanceof MigrationStep.DeleteTable) {
            if (steps.describe(step.table()).isEmpty()) {
                return already(step, "table " + step.table() + " is already gone");
            }
            steps.delete(step.table());
            return done(step, "table " + step.table() + " deleted");
        }
        if (step instanceof MigrationStep.CreateGsi g) {
            return createGsi(g);
        }
        if (step instanceof MigrationStep.DeleteGsi g) {
            if (live(step).globalIndexes().stream().noneMatch(x -> x.name().equals(g.index()))) {
                return already(step, "index " + g.index() + " is already gone");
            }
            steps.deleteIndex(step.table(), g.index());
            return done(step, "index " + g.index() + " deleted");
        }
        if (step instanceof MigrationStep.CreateVectorIndex v) {
            return createVectorIndex(v);
        }
        if (step instanceof MigrationStep.DeleteVectorIndex v) {
            if (live(step).vectorIndex(v.index()).isEmpty()) {
                return already(step, "vector index " + v.index() + " is already gone");
            }
            steps.deleteVectorIndex(step.table(), v.index());
            return done(step, "vector index " + v.index() + " deleted");
        }
        if (step instanceof MigrationStep.ChangeSetting s) {
            return changeSetting(s);
        }
        if (step instanceof MigrationStep.MovePatterns m) {
            return done(step, "nothing changes in DynamoDB: the application now reads " + String.join(", ", m.patterns())
                    + " from " + m.toIndex());
        }
        throw new IllegalArgumentException("not a table step: " + step.kind());
    }

    private StepResult createTable(MigrationStep.CreateTable c) {
        TableDesign design = designs.to(c.newTable()).orElse(null);
        if (design == null) {
            return failed(c, "the new design has no table " + c.design());
        }
        Optional<TableDesign> there = steps.describe(c.newTable());
        if (there.isPresent()) {
            if (!there.get().keySchema().equals(design.keySchema())) {
                return failed(c, "a table " + c.newTable() + " is already there with other keys; delete it or rename"
                        + " the new table in the design");
            }
            steps.create(design); // finds it there and waits until it is ACTIVE
            return settled(c, design, true, "table " + c.newTable() + " is already there");
        }
        boolean vectors = !design.vectorIndexes().isEmpty() && knowsVectorIndexes();
        steps.create(vectors ? design : design.withVectorIndexes(List.of()));
        return settled(c, design, false, "table " + c.newTable() + " created" + (design.vectorIndexes().isEmpty()
                || vectors ? "" : "; its vector indexes left out: " + gateway.displayName() + " does not know vector indexes"));
    }

    /**
     * The new table's settings CreateTable does not take (TTL, point-in-time recovery, contributor
     * insights…) set as commit sets them, read back first: a run resumed after a crash sets only what is
     * still missing. The step fails when one cannot be set; one the endpoint does not have is said.
     */
    private StepResult settled(MigrationStep.CreateTable c, TableDesign design, boolean wasThere, String line) {
        Optional<LiveSettings> live = steps.settings(c.newTable());
        List<SettingStep> changes = live.map(l -> SettingsPlan.steps(design, l)).orElse(List.of());
        List<SettingOutcome> outcomes = changes.isEmpty() ? List.of()
                : new CommitSettings(gateway, steps).apply(design, changes, false, p -> { });
        String said = line + outcomes.stream().map(o -> "; " + o.line()).reduce("", String::concat);
        if (outcomes.stream().anyMatch(o -> o.status() == SettingOutcome.Status.FAILED)) {
            return failed(c, said);
        }
        return wasThere && outcomes.isEmpty() ? already(c, said) : done(c, said);
    }

    private StepResult createGsi(MigrationStep.CreateGsi g) {
        Optional<GlobalSecondaryIndex> index = designs.to(g.table()).flatMap(d -> d.globalIndexes().stream()
                .filter(x -> x.name().equals(g.design())).findFirst()).map(x -> x.withName(g.index()));
        if (index.isEmpty()) {
            return failed(g, "the new design has no GSI " + g.design());
        }
        Optional<GlobalSecondaryIndex> there = live(g).globalIndexes().stream()
                .filter(x -> x.name().equals(g.index())).findFirst();
        if (there.isPresent() && !there.get().keys().equals(index.get().keys())) {
            return failed(g, "an index " + g.index() + " is already there with other keys");
        }
        steps.addIndex(g.table(), index.get()); // one already there is only waited on until ACTIVE
        return there.isPresent() ? already(g, "index " + g.index() + " is already there, ACTIVE")
                : done(g, "index " + g.index() + " created and ACTIVE");
    }

    private StepResult createVectorIndex(MigrationStep.CreateVectorIndex v) {
        if (!knowsVectorIndexes()) {
            return failed(v, gateway.displayName() + " does not know vector indexes (DynamoDB Local does not);"
                    + " apply this plan on DynamoDB");
        }
        Optional<TableDesign> design = designs.to(v.table());
        Optional<VectorIndex> index = design.flatMap(d -> d.vectorIndex(v.design())).map(x -> x.withName(v.index()));
        if (index.isEmpty()) {
            return failed(v, "the new design has no vector index " + v.design());
        }
        boolean there = live(v).vectorIndex(v.index()).isPresent();
        if (!there) {
            steps.addVectorIndex(design.get().withName(v.table()), index.get());
        }
        steps.awaitVectorIndex(v.table(), v.index(), s -> { });
        return there ? already(v, "vector index " + v.index() + " is already there, ready")
                : done(v, "vector index " + v.index() + " created and ready");
    }

    /** The one setting the step names brought to TO's value by the commit's settings machinery. */
    private StepResult changeSetting(MigrationStep.ChangeSetting s) {
        Optional<SettingTarget> target = target(s.setting());
        if (target.isEmpty()) {
            return failed(s, "no setting of DynamoDB is named " + s.setting());
        }
        if (target.get().setting() == Setting.AUTO_SCALING) {
            return done(s, "auto scaling is Application Auto Scaling's, not DynamoDB's: export --to autoscaling-cli"
                    + " gives the calls that apply it");
        }
        TableDesign model = designs.to(s.table()).orElse(null);
        Optional<LiveSettings> live = steps.settings(s.table());
        if (model == null || live.isEmpty()) {
            return failed(s, model == null ? "the new design has no table " + s.table() : "table " + s.table() + " is not there");
        }
        List<SettingStep> changes = SettingsPlan.steps(model, live.get()).stream()
                .filter(c -> c.targets().stream().anyMatch(t -> same(t, target.get()))).toList();
        if (changes.isEmpty()) {
            return already(s, target.get().label() + " is already " + s.after());
        }
        List<SettingOutcome> outcomes = new CommitSettings(gateway, steps).apply(model, changes, false, p -> { });
        List<String> lines = outcomes.stream().filter(o -> same(o.target(), target.get())).map(SettingOutcome::line).toList();
        boolean failed = outcomes.stream().anyMatch(o -> same(o.target(), target.get())
                && o.status() == SettingOutcome.Status.FAILED);
        String line = lines.isEmpty() ? target.get().label() + " set to " + s.after() : String.join("; ", lines);
        return failed ? failed(s, line) : done(s, line);
    }

    /**
     * The setting a step's path names: {@code settings/timeToLive}, {@code settings/tags/team},
     * {@code indexes/GSI-1/settings/readUnits}, {@code billing}.
     */
    static Optional<SettingTarget> target(String path) {
        Optional<String> index = Optional.empty();
        String rest = path;
        if (path.startsWith("indexes/") && path.contains("/settings/")) {
            index = Optional.of(path.substring("indexes/".length(), path.indexOf("/settings/")));
            rest = path.substring(path.indexOf("/settings/") + "/settings/".length());
        } else if (path.startsWith("settings/")) {
            rest = path.substring("settings/".length());
        }
        String name = rest.split("/", 2)[0];
        Setting setting;
        switch (name) {
            case "billing", "readUnits", "writeUnits" -> setting = Setting.CAPACITY;
            case "maxReadRequestUnits", "maxWriteRequestUnits" -> setting = Setting.ON_DEMAND_MAXIMUM;
            case "warmReadUnitsPerSecond", "warmWriteUnitsPerSecond" -> setting = Setting.WARM_THROUGHPUT;
            case "readAutoScaling", "writeAutoScaling" -> setting = Setting.AUTO_SCALING;
            case "tableClass" -> setting = Setting.TABLE_CLASS;
            case "timeToLive" -> setting = Setting.TIME_TO_LIVE;
            case "stream" -> setting = Setting.STREAM;
            case "pointInTimeRecovery" -> setting = Setting.POINT_IN_TIME_RECOVERY;
            case "deletionProtection" -> setting = Setting.DELETION_PROTECTION;
            case "encryption", "kmsKey" -> setting = Setting.ENCRYPTION;
            case "contributorInsights" -> setting = Setting.CONTRIBUTOR_INSIGHTS;
            case "tags" -> setting = Setting.TAGS;
            case "resourcePolicy" -> setting = Setting.RESOURCE_POLICY;
            case "replicas" -> setting = Setting.REPLICAS;
            default -> {
                return Optional.empty();
            }
        }
        return Optional.of(new SettingTarget(setting, index));
    }

    /** Capacity is one call for the table and its GSIs: any of its targets is the step's. */
    private static boolean same(SettingTarget a, SettingTarget step) {
        return a.setting() == step.setting() && (a.setting() == Setting.CAPACITY || a.index().equals(step.index()));
    }

    private boolean knowsVectorIndexes() {
        return steps.retried("asking " + gateway.displayName() + " about vector indexes", gateway::knowsVectorIndexes);
    }

    private TableDesign live(MigrationStep step) {
        return steps.describe(step.table()).orElseThrow(() -> new IllegalStateException("table " + step.table()
                + " is not there"));
    }

    private static StepResult done(MigrationStep step, String message) {
        return StepResult.of(step.id(), StepResult.Status.DONE, message);
    }

    private static StepResult already(MigrationStep step, String message) {
        return StepResult.of(step.id(), StepResult.Status.ALREADY_DONE, message);
    }

    private static StepResult failed(MigrationStep step, String message) {
        return StepResult.of(step.id(), StepResult.Status.FAILED, message);
    }
}
