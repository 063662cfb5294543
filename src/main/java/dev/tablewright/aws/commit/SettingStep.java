package dev.tablewright.aws.commit;

import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.aws.settings.SettingTarget;
import java.util.List;

/**
 * One change a commit makes to a table's settings: the targets it sets, in words what changes
 * ("time to live: off → expiresAt"), and the call that makes it.
 */
public record SettingStep(List<SettingTarget> targets, String change, SettingChange call) {
    public SettingStep {
        targets = List.copyOf(targets);
    }
}
