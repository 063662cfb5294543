package dev.tablewright.aws.settings;

import java.util.Optional;

/** One setting of the table, or of one of its GSIs. */
public record SettingTarget(Setting setting, Optional<String> index) implements Comparable<SettingTarget> {
    public SettingTarget {
        index = index == null ? Optional.empty() : index;
    }

    public static SettingTarget table(Setting setting) {
        return new SettingTarget(setting, Optional.empty());
    }

    public static SettingTarget index(Setting setting, String index) {
        return new SettingTarget(setting, Optional.of(index));
    }

    /** "contributor insights", "contributor insights of index ByStatus" */
    public String label() {
        return setting.label() + index.map(i -> " of index " + i).orElse("");
    }

    @Override
    public int compareTo(SettingTarget o) {
        int bySetting = setting.compareTo(o.setting);
        return bySetting != 0 ? bySetting : index.orElse("").compareTo(o.index.orElse(""));
    }
}
