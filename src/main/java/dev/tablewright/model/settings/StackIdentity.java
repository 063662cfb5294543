package dev.tablewright.model.settings;

/**
 * How an infrastructure template named the table, kept so that an export goes back the same way:
 * a new logical ID, or a {@code TableName} added or changed, makes CloudFormation replace the table
 * (and lose its data) on the next stack update.
 *
 * @param logicalId  the resource's logical ID in the template
 * @param namesTable whether the template gave the resource a {@code TableName}
 */
public record StackIdentity(String logicalId, boolean namesTable) {
    public StackIdentity {
        if (logicalId == null || logicalId.isBlank()) {
            throw new IllegalArgumentException("logical ID");
        }
    }
}
