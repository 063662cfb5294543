package dev.tablewright.model.settings;

/**
 * Point-in-time recovery: on or off, and how many days back a restore may go (DynamoDB takes 1–35).
 */
public record Recovery(boolean enabled, int periodDays) {
    public static final int DEFAULT_PERIOD_DAYS = 35;
    public static final Recovery OFF = new Recovery(false, DEFAULT_PERIOD_DAYS);
    public static final Recovery ON = new Recovery(true, DEFAULT_PERIOD_DAYS);
}
