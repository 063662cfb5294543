package dev.tablewright.aws.live;

import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The UpdateItem that writes an {@link ItemChange} and nothing else: {@code SET} of the attributes
 * given a value, {@code REMOVE} of the removed ones, conditional on the item still being there and on
 * exactly those attributes being as in {@code base} ({@code #a1 = :v0}, or {@code attribute_not_exists}
 * where base had none). Every name goes through a placeholder, so reserved words and names with dots
 * or dashes are attribute names, not paths. Answers the whole item as written ({@code ALL_NEW}).
 */
final class ChangeUpdate {
    private ChangeUpdate() {
    }

    /**
     * @param key          the item's key (never part of the change)
     * @param partitionKey the table's partition key attribute: present while the item is there
     * @param base         what the changed attributes must still be: the item as read, or as now seen
     * @param change       not empty
     */
    static UpdateItemRequest request(String table, Map<String, AttributeValue> key, String partitionKey, Item base,
            ItemChange change) {
        PlaceholderAllocator p = new PlaceholderAllocator("#a");
        List<String> conditions = new ArrayList<>();
        conditions.add("attribute_exists(" + p.name(partitionKey) + ")");
        for (String name : change.names()) {
            conditions.add(base.get(name).map(v -> p.name(name) + " = " + p.value(v))
                    .orElseGet(() -> "attribute_not_exists(" + p.name(name) + ")"));
        }
        List<String> sets = new ArrayList<>();
        change.set().forEach((name, value) -> sets.add(p.name(name) + " = " + p.value(value)));
        List<String> removes = change.removed().stream().map(p::name).toList();
        String update = (sets.isEmpty() ? "" : "SET " + String.join(", ", sets))
                + (sets.isEmpty() || removes.isEmpty() ? "" : " ")
                + (removes.isEmpty() ? "" : "REMOVE " + String.join(", ", removes));
        return new UpdateItemRequest(table, key, update, String.join(" AND ", conditions), p.expr(),
                ReturnValues.ALL_NEW);
    }
}
