package dev.tablewright.engine.query;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import java.util.List;
import java.util.Map;

/**
 * Checks an ExclusiveStartKey: exactly the position attributes of the table or index, each of its
 * type, then none of its key values empty.
 */
final class StartKey {
    private StartKey() {
    }

    /** @param index the index read, or null for the table */
    static void check(Map<String, AttributeValue> start, Table table, IndexDef index) {
        List<AttributeDef> position = table.positionAttributes(index);
        if (start.size() != position.size()) {
            throw DynamoErrors.validation("Exclusive Start Key must have same size as table's key schema");
        }
        for (AttributeDef a : position) {
            AttributeValue v = start.get(a.name());
            if (v == null || v.type() != a.type()) {
                throw DynamoErrors.validation("The provided starting key is invalid: "
                        + "The provided key element does not match the schema");
            }
        }
        notEmpty(start, table.keys().attributes(), null);
        if (index != null) {
            notEmpty(start, index.keys().attributes(), index);
        }
    }

    /**
     * The table's keys, then the index's, as DynamoDB Local checks them (before the key condition). Of
     * an empty partition key it also says that the query cannot be restarted, Query or Scan alike.
     */
    private static void notEmpty(Map<String, AttributeValue> start, List<AttributeDef> keys, IndexDef index) {
        for (int i = 0; i < keys.size(); i++) {
            String name = keys.get(i).name();
            AttributeValue v = start.get(name);
            if (KeyChecks.isEmpty(v)) {
                throw DynamoErrors.validation((i == 0 ? "The query can return at most one row and cannot be restarted. " : "")
                        + "The provided starting key is invalid: " + KeyChecks.emptyValue(name, v, index));
            }
        }
    }
}
