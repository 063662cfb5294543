package dev.tablewright.model.settings;

/**
 * Target-tracking auto scaling of one capacity dimension (read or write) of a provisioned table or GSI.
 *
 * @param targetUtilization the percentage of consumed over provisioned capacity to keep (DynamoDB takes 20–90)
 */
public record AutoScaling(long minCapacity, long maxCapacity, double targetUtilization) {
    /** The AWS console's defaults: 1 to 10 units at 70 %. */
    public static final AutoScaling CONSOLE_DEFAULT = new AutoScaling(1, 10, 70);
}
