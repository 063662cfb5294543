package dev.tablewright.engine.migrate;

import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.diff.ModelDiff;
import dev.tablewright.model.SettingsChangeLimits;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A table's settings changed in place, one step per setting the diff finds (billing, the table's
 * settings, and the own settings of each GSI kept as it is). What DynamoDB refuses
 * ({@link SettingsChangeLimits}, as the rules say it too) is a refusal. What only the model keeps (the expected item count, the stack's names) is no step.
 */
final class SettingSteps {
    private static final Set<String> MODEL_ONLY = Set.of("settings/expectedItemCount", "settings/stack");

    private final TableDesign from;
    private final TableDesign to;
    private final String table;

    SettingSteps(TableDesign from, TableDesign to) {
        this.from = from;
        this.to = to;
        this.table = from.name();
    }

    /**
     * @param rebuilt GSIs (by their TO name) that are created anew: their settings come with the creation
     */
    List<MigrationStep> steps(Set<String> rebuilt, List<Refusal> refusals) {
        List<MigrationStep> steps = new ArrayList<>();
        // The diff's table changes are named from TO's table: compare under one name so a rename is no setting.
        DataModel before = DataModel.of("", List.of(from.withName(to.name())));
        DataModel after = DataModel.of("", List.of(to));
        String prefix = to.name() + "/";
        List<SettingsChangeLimits.Refused> limits = SettingsChangeLimits.of(from, to);
        for (Change c : ModelDiff.compare(before, after).changes()) {
            if (!c.path().startsWith(prefix)) {
                continue;
            }
            String setting = c.path().substring(prefix.length());
            if (!isSetting(setting, rebuilt)) {
                continue;
            }
            Optional<SettingsChangeLimits.Refused> refused = limits.stream().filter(r -> r.is(setting)).findFirst();
            if (refused.isPresent()) {
                refusals.add(new Refusal(table, refused.get().change(), refused.get().reason()));
            } else if (!leftAsIs(setting)) {
                steps.add(step(setting, c));
            }
        }
        return steps;
    }

    private boolean isSetting(String setting, Set<String> rebuilt) {
        if (setting.equals("billing")) {
            return true;
        }
        if (setting.startsWith("settings/")) {
            return !MODEL_ONLY.contains(setting);
        }
        if (setting.startsWith("indexes/") && setting.contains("/settings/")) {
            String index = setting.substring("indexes/".length(), setting.indexOf("/settings/"));
            return !rebuilt.contains(index) && from.globalIndexes().stream().anyMatch(g -> g.name().equals(index));
        }
        return false;
    }

    /** A warm throughput the new design leaves unset: DynamoDB keeps what the table has, there is nothing to do. */
    private boolean leftAsIs(String setting) {
        return setting.contains("warm") && warm(to, setting).isEmpty();
    }

    private MigrationStep step(String setting, Change c) {
        String before = c.oldValue() == null ? "none" : c.oldValue();
        String after = c.newValue() == null ? "none" : c.newValue();
        String why = "The new design sets " + setting + " to " + after + " (it is " + before + ")"
                + (viewTypeChange(setting, c) ? "; DynamoDB cannot change a stream's view type, so the stream is turned "
                        + "off and on again with the new one (a new stream, with a new ARN)." : ".");
        MigrationStep.Common common = new MigrationStep.Common(table + "/setting/" + setting, table, why,
                reversal(setting, c, before), estimate(setting, c));
        return new MigrationStep.ChangeSetting(common, setting, before, after);
    }

    /** A new replica is a copy of the table in another region, which DynamoDB makes at its own pace and cost. */
    private static Estimate estimate(String setting, Change c) {
        if (setting.startsWith("settings/replicas/") && c.kind() == Change.Kind.ADDED) {
            return Estimate.unknown("DynamoDB copies every item to the new region at its own pace; the copy is not "
                    + "estimated here");
        }
        return Estimate.nothing("a change of the table's settings writes no item");
    }

    /** A stream that stays on with another view type: DynamoDB only turns streams off and on. */
    private static boolean viewTypeChange(String setting, Change c) {
        return setting.equals("settings/stream") && c.oldValue() != null && c.newValue() != null
                && c.oldValue().startsWith("on") && c.newValue().startsWith("on");
    }

    private static Reversal reversal(String setting, Change c, String before) {
        if (setting.contains("warm")) {
            return Reversal.not("DynamoDB only ever raises warm throughput");
        }
        if (setting.startsWith("settings/replicas/") && c.kind() == Change.Kind.REMOVED) {
            return Reversal.not("the replica's copy of the table is deleted; adding the region again copies the table "
                    + "anew");
        }
        if (setting.equals("settings/stream")) {
            return Reversal.by("set the stream back to " + before + "; a new stream has a new ARN and its readers miss "
                    + "what was written in between");
        }
        if (setting.equals("settings/pointInTimeRecovery")) {
            return Reversal.by("set it back to " + before + "; restore points from before the change are not kept "
                    + "when recovery is turned off");
        }
        if (setting.equals("billing") || setting.equals("settings/tableClass")) {
            return Reversal.by("set it back to " + before + " (DynamoDB limits how often it may change)");
        }
        return Reversal.by("set it back to " + before);
    }

    /** The warm throughput a setting path names, in {@code t}: the table's or one GSI's. */
    private static Optional<Long> warm(TableDesign t, String setting) {
        WarmThroughput w;
        if (setting.startsWith("indexes/")) {
            String index = setting.substring("indexes/".length(), setting.indexOf("/settings/"));
            Optional<GlobalSecondaryIndex> g = t.globalIndexes().stream().filter(i -> i.name().equals(index)).findFirst();
            if (g.isEmpty()) {
                return Optional.empty();
            }
            w = g.get().settings().throughput().warm();
        } else {
            w = t.settings().throughput().warm();
        }
        return setting.endsWith("warmReadUnitsPerSecond") ? w.readUnitsPerSecond() : w.writeUnitsPerSecond();
    }
}
