package dev.tablewright.engine.query;

import dev.tablewright.model.OperationKind;

/** Checks that Query and Scan share. */
final class ReadChecks {
    private ReadChecks() {
    }

    /**
     * The index a read names, or null for the table. A vector index is read only by SearchVectors:
     * DynamoDB refuses a Query on one with {@code Query operation not supported on this index type.}
     * (docs/vector-indexes.md §4), and the Sandbox says the same of a Scan.
     */
    static IndexDef index(Table table, String name, OperationKind operation) {
        if (name == null) {
            return null;
        }
        if (table.design().vectorIndex(name).isPresent()) {
            throw DynamoErrors.validation(operation.apiName() + " operation not supported on this index type.");
        }
        return table.index(name).orElseThrow(
                () -> DynamoErrors.validation("The table does not have the specified index: " + name));
    }

    static void consistentRead(IndexDef index, boolean consistent) {
        if (consistent && index != null && index.isGlobal()) {
            throw DynamoErrors.validation("Consistent reads are not supported on global secondary indexes");
        }
    }

    static void limit(Integer limit) {
        if (limit != null && limit < 1) {
            throw DynamoErrors.constraint(String.valueOf(limit), "limit",
                    "Member must have value greater than or equal to 1");
        }
    }
}
