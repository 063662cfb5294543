package dev.tablewright.operation.item;

import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.UpdateRow;
import java.util.List;

/**
 * What the Get/Put/Update/Delete form holds, as typed.
 *
 * @param keyValues  one per key attribute of the table (partition then sort), in key order
 * @param attributes a Put's other attributes, a DynamoDB JSON object, or ""
 * @param condition  the ConditionExpression's rows (none: unconditional)
 * @param projection a Get's attribute names separated by commas, or "" for the whole item
 */
public record ItemForm(ItemKind kind, String table, List<String> keyValues, String attributes,
        List<UpdateRow> actions, List<FilterRow> condition, ReturnValues returnValues, String projection,
        boolean consistentRead) {
    public ItemForm {
        keyValues = List.copyOf(keyValues);
        attributes = attributes == null ? "" : attributes;
        actions = List.copyOf(actions);
        condition = List.copyOf(condition);
        returnValues = returnValues == null ? ReturnValues.NONE : returnValues;
        projection = projection == null ? "" : projection;
    }
}
