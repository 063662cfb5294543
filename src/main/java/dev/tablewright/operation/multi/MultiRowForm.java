package dev.tablewright.operation.multi;

import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.UpdateRow;
import java.util.List;

/**
 * One row of a batch or transaction, as typed.
 *
 * @param keyValues  one per key attribute of the table (partition then sort)
 * @param item       a Put's other attributes as a DynamoDB JSON object, or ""
 * @param actions    an Update's actions
 * @param condition  a write's (or a ConditionCheck's) condition rows
 * @param projection a Get's attribute names separated by commas, or "" for the whole item
 */
public record MultiRowForm(MultiRowKind kind, String table, List<String> keyValues, String item,
        List<UpdateRow> actions, List<FilterRow> condition, String projection) {
    public MultiRowForm {
        table = table == null ? "" : table;
        keyValues = List.copyOf(keyValues);
        item = item == null ? "" : item;
        actions = List.copyOf(actions);
        condition = List.copyOf(condition);
        projection = projection == null ? "" : projection;
    }

    /** A Get, Delete … of the table's item with that key, nothing else filled in. */
    public static MultiRowForm of(MultiRowKind kind, String table, List<String> keyValues) {
        return new MultiRowForm(kind, table, keyValues, "", List.of(), List.of(), "");
    }
}
