package dev.tablewright.engine.query;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import java.util.List;
import java.util.Map;

/** Checks an ExclusiveStartKey: exactly the position attributes of the table or index, each of its type. */
final class StartKey {
    private StartKey() {
    }

    static void check(Map<String, AttributeValue> start, List<AttributeDef> position) {
        if (start.size() != position.size()) {
            throw Errors.validation("Exclusive Start Key must have same size as table's key schema");
        }
        for (AttributeDef a : position) {
            AttributeValue v = start.get(a.name());
            if (v == null || v.type() != a.type()) {
                throw Errors.validation("The provided starting key is invalid: "
                        + "The provided key element does not match the schema");
            }
        }
    }
}
