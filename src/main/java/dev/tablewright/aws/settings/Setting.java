package dev.tablewright.aws.settings;

/**
 * The table settings a commit sets and a reverse reads, each by the name a report gives it. Those
 * marked per index exist for each GSI too.
 */
public enum Setting {
    CAPACITY("capacity", true),
    ON_DEMAND_MAXIMUM("on-demand maximum throughput", true),
    WARM_THROUGHPUT("warm throughput", true),
    /** Application Auto Scaling's, not DynamoDB's: never sent by a commit, never read by a reverse. */
    AUTO_SCALING("auto scaling", true),
    TABLE_CLASS("table class", false),
    TIME_TO_LIVE("time to live", false),
    STREAM("stream", false),
    POINT_IN_TIME_RECOVERY("point-in-time recovery", false),
    DELETION_PROTECTION("deletion protection", false),
    ENCRYPTION("encryption", false),
    CONTRIBUTOR_INSIGHTS("contributor insights", true),
    TAGS("tags", false),
    RESOURCE_POLICY("resource policy", false),
    REPLICAS("replicas", false);

    private final String label;
    private final boolean perIndex;

    Setting(String label, boolean perIndex) {
        this.label = label;
        this.perIndex = perIndex;
    }

    public String label() {
        return label;
    }

    public boolean perIndex() {
        return perIndex;
    }
}
