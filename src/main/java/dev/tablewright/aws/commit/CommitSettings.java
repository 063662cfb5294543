package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.ReplicaOverrides;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.aws.settings.SettingTarget;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A table's settings made as the model has them, each setting's fate reported: the steps made one by
 * one through {@link TableSteps} (retried, a lost answer recognised), a call the endpoint does not have
 * skipped, a step that fails after its retries reported and the next one made; then the table read back,
 * so that a setting the endpoint accepted but did not keep (DynamoDB Local keeps no table class,
 * encryption or warm throughput) is reported as such rather than as set. Auto scaling is reported as
 * Application Auto Scaling's, never sent.
 */
public final class CommitSettings {
    private final Gateway gateway;
    private final TableSteps steps;

    public CommitSettings(Gateway gateway, TableSteps steps) {
        this.gateway = gateway;
        this.steps = steps;
    }

    /**
     * @param created whether the table was just created from the model: then every setting the model
     *                sets is reported (CreateTable carried many), else only those the steps change
     */
    public List<SettingOutcome> apply(TableDesign model, List<SettingStep> changes, boolean created, Consumer<String> progress) {
        return apply(model, changes, created, progress, "");
    }

    /**
     * As {@link #apply(TableDesign, List, boolean, Consumer)}, on a global table's replica in
     * {@code region} ("" for the table the commit talks to): there only the settings its own region sets
     * ({@link ReplicaOverrides#PER_REGION}) are reported, each line naming the replica.
     */
    List<SettingOutcome> apply(TableDesign model, List<SettingStep> changes, boolean created, Consumer<String> progress,
            String region) {
        String table = model.name();
        String in = region.isEmpty() ? "" : " in " + region;
        Map<SettingTarget, String> skipped = new LinkedHashMap<>();
        Map<SettingTarget, String> failed = new LinkedHashMap<>();
        for (SettingStep s : changes) {
            progress.accept("setting " + s.targets().get(0).setting().label() + in);
            try {
                steps.changeSetting(table, s, live -> s.targets().stream()
                        .allMatch(t -> SettingValues.same(t, model, live)));
            } catch (TableSteps.Unsupported e) {
                s.targets().forEach(t -> skipped.put(t, e.getMessage()));
            } catch (CommitStepException e) {
                s.targets().forEach(t -> failed.put(t, e.failure().sentence()));
            }
        }
        List<SettingTarget> reported = new ArrayList<>(created
                ? SettingsPlan.differing(model, SettingsPlan.plain(model))
                : changes.stream().flatMap(s -> s.targets().stream()).toList());
        Map<SettingTarget, String> values = SettingValues.of(model);
        if (region.isEmpty()) {
            values.forEach((t, v) -> {
                if (t.setting() == Setting.AUTO_SCALING && !v.equals("none")) {
                    reported.add(t);
                }
            });
        } else {
            reported.removeIf(t -> !ReplicaOverrides.PER_REGION.contains(t.setting()));
        }
        if (reported.isEmpty()) {
            return List.of();
        }
        Optional<LiveSettings> after = readBack(table);
        String where = after.map(LiveSettings::dynamoDbLocal).orElse(false) ? "DynamoDB Local" : gateway.displayName();
        List<SettingOutcome> outcomes = new ArrayList<>();
        for (SettingTarget t : reported.stream().sorted().toList()) {
            String value = values.getOrDefault(t, "");
            SettingOutcome o = outcome(t, value, skipped, failed, after, model, where);
            outcomes.add(new SettingOutcome(o.target(), o.status(), o.value(), o.detail(), o.where(), region));
        }
        return outcomes;
    }

    private static SettingOutcome outcome(SettingTarget t, String value, Map<SettingTarget, String> skipped,
            Map<SettingTarget, String> failed, Optional<LiveSettings> after, TableDesign model, String where) {
        if (t.setting() == Setting.AUTO_SCALING) {
            return new SettingOutcome(t, SettingOutcome.Status.NOT_DYNAMODB, value, "", where);
        }
        if (skipped.containsKey(t)) {
            return new SettingOutcome(t, SettingOutcome.Status.SKIPPED, value, skipped.get(t), where);
        }
        if (failed.containsKey(t)) {
            return new SettingOutcome(t, SettingOutcome.Status.FAILED, value, failed.get(t), where);
        }
        if (after.isEmpty()) {
            return new SettingOutcome(t, SettingOutcome.Status.UNCHECKED, value, "the table could not be read back", where);
        }
        LiveSettings live = after.get();
        if (!live.read(t.setting())) {
            return new SettingOutcome(t, SettingOutcome.Status.UNCHECKED, value, live.unread().get(t.setting()), where);
        }
        Optional<String> keyUnknown = t.setting() == Setting.ENCRYPTION ? SettingValues.keyUnknown(model, live)
                : Optional.empty();
        if (keyUnknown.isPresent()) {
            return new SettingOutcome(t, SettingOutcome.Status.UNCHECKED, value, keyUnknown.get(), where);
        }
        if (SettingValues.same(t, model, live.design())) {
            return new SettingOutcome(t, SettingOutcome.Status.SET, value, "", where);
        }
        return new SettingOutcome(t, SettingOutcome.Status.NOT_KEPT, value,
                SettingValues.of(live.design()).getOrDefault(t, "none"), where);
    }

    private Optional<LiveSettings> readBack(String table) {
        try {
            return steps.settings(table);
        } catch (CommitStepException e) {
            return Optional.empty();
        }
    }
}
