package dev.tablewright.aws.differential;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.LinkedHashMap;
import java.util.Map;

/** The index key attributes of a table that are not table keys, with their types. */
final class IndexKeys {
    private final Map<String, AttributeType> types = new LinkedHashMap<>();

    IndexKeys(TableDesign table) {
        for (SecondaryIndex i : table.indexes()) {
            for (AttributeDef a : i.keySchema(table.keySchema()).attributes()) {
                if (!table.keySchema().contains(a.name())) {
                    types.put(a.name(), a.type());
                }
            }
        }
    }

    /** The type, or null for an attribute that keys no index. */
    AttributeType type(String attribute) {
        return types.get(attribute);
    }

    Map<String, AttributeType> all() {
        return types;
    }
}
