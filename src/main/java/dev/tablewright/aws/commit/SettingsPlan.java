package dev.tablewright.aws.commit;

import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.ReplicaOverrides;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.aws.settings.SettingTarget;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.WarmThroughput;
import dev.tablewright.rules.ModelValidator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The setting changes that bring a live table to the model: one {@link SettingStep} per setting that
 * differs (capacity, the on-demand maximum and warm throughput each in one step for the table and its
 * GSIs), in a fixed order, and none for auto scaling, which is Application Auto Scaling's and not
 * DynamoDB's. A setting the live table could not be read for is taken as DynamoDB's default: set when
 * the model sets it, and "not read" in the change's words.
 */
public final class SettingsPlan {
    private SettingsPlan() {
    }

    /** What a table created from {@code model} has before the steps after CreateTable: everything CreateTable takes. */
    static TableDesign afterCreate(TableDesign model) {
        TableSettings s = model.settings().withTtlAttribute(Optional.empty()).withRecovery(Recovery.OFF)
                .withContributorInsights(false).withReplication(Replication.NONE);
        return model.withSettings(s).withGlobalIndexes(model.globalIndexes().stream()
                .map(g -> g.withSettings(g.settings().withContributorInsights(false))).toList());
    }

    /** The model with every setting at DynamoDB's default (its billing kept): what a table that sets nothing has. */
    static TableDesign plain(TableDesign model) {
        return model.withSettings(TableSettings.DEFAULT).withGlobalIndexes(model.globalIndexes().stream()
                .map(g -> g.withSettings(IndexSettings.DEFAULT)).toList());
    }

    /** The targets where the model differs from {@code live}, on the GSIs both have; auto scaling left out. */
    static List<SettingTarget> differing(TableDesign model, TableDesign live) {
        Set<String> liveIndexes = live.globalIndexes().stream().map(GlobalSecondaryIndex::name).collect(Collectors.toSet());
        List<SettingTarget> differing = new ArrayList<>();
        for (SettingTarget t : SettingValues.of(model).keySet()) {
            if (t.setting() == Setting.AUTO_SCALING || t.index().map(i -> !liveIndexes.contains(i)).orElse(false)) {
                continue;
            }
            if (!SettingValues.same(t, model, live)) {
                differing.add(t);
            }
        }
        return differing;
    }

    /**
     * The steps, in setting order, that make {@code live} what {@code model} says; a GSI the live table
     * lacks counts as the commit adds it (its own units, nothing else), so that its on-demand maximum,
     * warm throughput and contributor insights are steps made after it is ACTIVE.
     */
    public static List<SettingStep> steps(TableDesign model, LiveSettings live) {
        TableDesign now = withAddedIndexes(live.design(), model);
        List<SettingTarget> differing = differing(model, now);
        differing.removeIf(t -> t.setting() == Setting.ENCRYPTION && SettingValues.keyUnknown(model, live).isPresent());
        Map<SettingTarget, String> was = new java.util.TreeMap<>(SettingValues.of(now));
        Set<String> existing = live.design().globalIndexes().stream().map(GlobalSecondaryIndex::name)
                .collect(Collectors.toSet());
        // An index the commit adds has nothing to read yet: it starts with DynamoDB's defaults.
        was.replaceAll((t, v) -> live.read(t.setting()) || t.index().map(i -> !existing.contains(i)).orElse(false)
                ? v : "not read");
        Map<SettingTarget, String> will = SettingValues.of(model);
        Map<Setting, List<SettingTarget>> bySetting = new LinkedHashMap<>();
        differing.forEach(t -> bySetting.computeIfAbsent(t.setting(), s -> new ArrayList<>()).add(t));
        List<SettingStep> steps = new ArrayList<>();
        TableSettings s = model.settings();
        for (Map.Entry<Setting, List<SettingTarget>> e : bySetting.entrySet()) {
            List<SettingTarget> targets = e.getValue();
            switch (e.getKey()) {
                case CAPACITY:
                    steps.add(step(targets, was, will, new SettingChange.Capacity(model.billing(), indexUnits(model))));
                    break;
                case ON_DEMAND_MAXIMUM:
                    if (model.billing().mode() == BillingMode.PAY_PER_REQUEST) {
                        steps.add(step(targets, was, will, new SettingChange.OnDemandMaximum(
                                s.throughput().onDemandLimit(), indexLimits(model, targets))));
                    }
                    break;
                case WARM_THROUGHPUT:
                    boolean table = targets.stream().anyMatch(t -> t.index().isEmpty());
                    steps.add(step(targets, was, will, new SettingChange.Warm(table ? s.throughput().warm()
                            : WarmThroughput.NONE, indexWarm(model, targets))));
                    break;
                case CONTRIBUTOR_INSIGHTS:
                    for (SettingTarget t : targets) {
                        boolean on = t.index().map(i -> index(model, i).settings().contributorInsights())
                                .orElse(s.contributorInsights());
                        steps.add(step(List.of(t), was, will, new SettingChange.ContributorInsights(t.index(), on)));
                    }
                    break;
                default:
                    steps.add(step(targets, was, will, tableChange(e.getKey(), s)));
                    break;
            }
        }
        return steps;
    }

    /** {@code live} with each GSI of the model it lacks, as UpdateTable creates it: keys, projection and own units only. */
    static TableDesign withAddedIndexes(TableDesign live, TableDesign model) {
        Set<String> there = live.globalIndexes().stream().map(GlobalSecondaryIndex::name).collect(Collectors.toSet());
        List<GlobalSecondaryIndex> indexes = new ArrayList<>(live.globalIndexes());
        model.globalIndexes().stream().filter(g -> !there.contains(g.name())).forEach(g -> indexes.add(
                g.withSettings(IndexSettings.DEFAULT.withUnits(g.settings().readUnits(), g.settings().writeUnits()))));
        return live.withGlobalIndexes(indexes);
    }

    /**
     * What the commit leaves as it is though the model may say otherwise, one sentence each: warm
     * throughput the live table or a GSI has above the model's, which DynamoDB never lowers (in the
     * rules' own words, {@link ModelValidator#validateChange}); a KMS key that may or may not be the
     * AWS managed key the model asks for ({@link SettingValues#keyUnknown}); tags the live table has
     * and the model lacks ({@link #extraTags}).
     */
    static List<String> leftAsItIs(TableDesign model, LiveSettings live) {
        List<String> notes = new ArrayList<>();
        TableDesign now = live.design();
        if (live.read(Setting.WARM_THROUGHPUT)) {
            TableDesign asked = now.withSettings(now.settings().withThroughput(
                    now.settings().throughput().withWarm(model.settings().throughput().warm())))
                    .withGlobalIndexes(now.globalIndexes().stream().map(g -> g.withSettings(g.settings().withThroughput(
                            g.settings().throughput().withWarm(SettingValues.warm(model, Optional.of(g.name()))))))
                            .toList());
            ModelValidator.validateChange(now, asked).forEach(p -> notes.add(p.message() + "; left as it is"));
        }
        if (live.read(Setting.TAGS)) {
            extraTags(model, now).ifPresent(notes::add);
        }
        if (live.read(Setting.ENCRYPTION)) {
            SettingValues.keyUnknown(model, live).ifPresent(why -> notes.add("encryption: the model's AWS managed key"
                    + " is taken as met: " + why + "; left as it is"));
        }
        return notes;
    }

    /**
     * "tags: the live table also has team=ops, cost-centre=42, which the model lacks; left as they are
     * (…)": a commit sets the model's tags and removes none (nothing is deleted without asking), so the
     * live table's tags whose keys the model does not have stay, and are named.
     */
    static Optional<String> extraTags(TableDesign model, TableDesign live) {
        Set<String> keys = model.settings().tags().stream().map(dev.tablewright.model.settings.Tag::key)
                .collect(Collectors.toSet());
        List<dev.tablewright.model.settings.Tag> extra = live.settings().tags().stream()
                .filter(t -> !keys.contains(t.key())).toList();
        if (extra.isEmpty()) {
            return Optional.empty();
        }
        boolean one = extra.size() == 1;
        return Optional.of("tags: the live table also has " + SettingValues.tags(extra) + ", which the model lacks; left as "
                + (one ? "it is (remove it on the live table, or add it to the model)"
                        : "they are (remove them on the live table, or add them to the model)"));
    }

    /**
     * The steps that make a replica's own table, read in its region ({@code live}), what the model
     * says there ({@link ReplicaOverrides#inRegion}): only the settings its region sets
     * ({@link ReplicaOverrides#PER_REGION}); the rest DynamoDB keeps as the table's.
     */
    static List<SettingStep> inRegion(TableDesign wanted, LiveSettings live) {
        return steps(wanted, live).stream()
                .filter(s -> ReplicaOverrides.PER_REGION.contains(s.targets().get(0).setting())).toList();
    }

    /**
     * The settings, in words and setting order ("deletion protection, tags"), that the model wants on
     * the replica's own table in its region beyond DynamoDB's defaults, or that the replica overrides:
     * what a commit that cannot reach the region says it did not set.
     */
    static List<String> wantedInRegion(TableDesign model, Replica r) {
        TableDesign wanted = ReplicaOverrides.inRegion(model, r);
        Set<Setting> named = new java.util.TreeSet<>();
        differing(wanted, plain(wanted)).stream().map(SettingTarget::setting)
                .filter(ReplicaOverrides.PER_REGION::contains).forEach(named::add);
        r.deletionProtection().ifPresent(x -> named.add(Setting.DELETION_PROTECTION));
        r.pointInTimeRecovery().ifPresent(x -> named.add(Setting.POINT_IN_TIME_RECOVERY));
        if (r.contributorInsights().isPresent() || r.indexes().stream().anyMatch(i -> i.contributorInsights().isPresent())) {
            named.add(Setting.CONTRIBUTOR_INSIGHTS);
        }
        if (!r.tags().isEmpty()) {
            named.add(Setting.TAGS);
        }
        r.resourcePolicy().ifPresent(x -> named.add(Setting.RESOURCE_POLICY));
        return named.stream().map(Setting::label).toList();
    }

    /**
     * The model with what the replica in the connection's own region overrides of the settings only
     * a region sets taken as the table's own: that replica is the table the commit talks to.
     */
    static TableDesign inOwnRegion(TableDesign model, Optional<String> region) {
        return region.flatMap(model.settings().replication()::replica)
                .map(r -> ReplicaOverrides.inRegion(model, r)).orElse(model);
    }

    private static SettingChange tableChange(Setting setting, TableSettings s) {
        switch (setting) {
            case TABLE_CLASS:
                return new SettingChange.Class(s.tableClass());
            case TIME_TO_LIVE:
                return new SettingChange.TimeToLive(s.ttlAttribute());
            case STREAM:
                return new SettingChange.Stream(s.stream());
            case POINT_IN_TIME_RECOVERY:
                return new SettingChange.PointInTimeRecovery(s.recovery());
            case DELETION_PROTECTION:
                return new SettingChange.DeletionProtection(s.deletionProtection());
            case ENCRYPTION:
                return new SettingChange.Sse(s.encryption());
            case TAGS:
                return new SettingChange.Tags(s.tags());
            case RESOURCE_POLICY:
                return new SettingChange.Policy(s.resourcePolicy());
            case REPLICAS:
                return new SettingChange.Replicas(s.replication());
            default:
                throw new IllegalArgumentException("no table-wide change for " + setting);
        }
    }

    /** "time to live: off → expiresAt; …" for each target of the step. */
    private static SettingStep step(List<SettingTarget> targets, Map<SettingTarget, String> was,
            Map<SettingTarget, String> will, SettingChange call) {
        String change = targets.stream().map(t -> t.label() + ": " + was.getOrDefault(t, "none") + " → " + will.get(t))
                .collect(Collectors.joining("; "));
        return new SettingStep(targets, change, call);
    }

    private static Map<String, Billing> indexUnits(TableDesign model) {
        Map<String, Billing> units = new LinkedHashMap<>();
        if (model.billing().mode() == BillingMode.PROVISIONED) {
            model.globalIndexes().forEach(g -> units.put(g.name(), SettingValues.indexUnits(model, g)));
        }
        return units;
    }

    private static Map<String, OnDemandLimit> indexLimits(TableDesign model, List<SettingTarget> targets) {
        Map<String, OnDemandLimit> limits = new LinkedHashMap<>();
        targets.forEach(t -> t.index().ifPresent(i -> limits.put(i, index(model, i).settings().throughput().onDemandLimit())));
        return limits;
    }

    private static Map<String, WarmThroughput> indexWarm(TableDesign model, List<SettingTarget> targets) {
        Map<String, WarmThroughput> warm = new LinkedHashMap<>();
        targets.forEach(t -> t.index().ifPresent(i -> warm.put(i, index(model, i).settings().throughput().warm())));
        return warm;
    }

    private static GlobalSecondaryIndex index(TableDesign model, String name) {
        return model.globalIndexes().stream().filter(g -> g.name().equals(name)).findFirst().orElseThrow();
    }
}
