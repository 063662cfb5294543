package dev.tablewright.aws.live;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The ConditionExpression that holds only while an item is as it was read: every attribute it had
 * still equal to the value read ({@code #n0 = :v0 AND …}), or, for an item that was not there,
 * that there still is none ({@code attribute_not_exists(#n0)} on its partition key). An attribute
 * someone else added meanwhile is not seen: DynamoDB cannot ask for "no other attributes".
 */
public record UnchangedCondition(String condition, Expr expr) {

    /** The item as read: each of its attributes must still have the value read. */
    public static UnchangedCondition of(Item read) {
        PlaceholderAllocator p = new PlaceholderAllocator("#u");
        List<String> terms = new ArrayList<>();
        for (Map.Entry<String, AttributeValue> e : read.attributes().entrySet()) {
            terms.add(p.name(e.getKey()) + " = " + p.value(e.getValue()));
        }
        return new UnchangedCondition(String.join(" AND ", terms), p.expr());
    }

    /** No item was there: there still must be none (its partition key attribute absent). */
    public static UnchangedCondition absent(String partitionKey) {
        PlaceholderAllocator p = new PlaceholderAllocator("#u");
        return new UnchangedCondition("attribute_not_exists(" + p.name(partitionKey) + ")", p.expr());
    }
}
