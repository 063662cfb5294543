package dev.tablewright.engine.query;

/** Checks that Query and Scan share. */
final class ReadChecks {
    private ReadChecks() {
    }

    /** The index a read names, or null for the table. */
    static IndexDef index(Table table, String name) {
        if (name == null) {
            return null;
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
