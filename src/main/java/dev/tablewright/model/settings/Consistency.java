package dev.tablewright.model.settings;

/**
 * A global table's consistency across regions ({@code MultiRegionConsistency}): eventual, or strong,
 * which DynamoDB allows only with exactly three regions.
 */
public enum Consistency {
    EVENTUAL, STRONG
}
