package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Optional;

/**
 * A key condition resolved against a key schema: the partition to read and what the sort key must
 * satisfy, if anything.
 */
public record KeyCondition(String partitionKey, AttributeValue partitionValue, Optional<String> sortKey,
                           Optional<KeyPredicate> sortCondition) {
    public KeyCondition {
        if (sortKey.isPresent() != sortCondition.isPresent()) {
            throw new IllegalArgumentException("a sort key condition names its attribute");
        }
    }

    /** Whether an item (of the table or index the schema describes) falls within the condition. */
    public boolean matches(Item item) {
        Optional<AttributeValue> pk = item.get(partitionKey);
        if (pk.isEmpty() || !pk.get().equals(partitionValue)) {
            return false;
        }
        if (sortKey.isEmpty()) {
            return true;
        }
        Optional<AttributeValue> sk = item.get(sortKey.get());
        return sk.isPresent() && sortCondition.get().matches(sk.get());
    }

    /** Whether an ExclusiveStartKey fits the condition for a query reading forwards or backwards. */
    public boolean admitsStart(Item start, boolean forward) {
        Optional<AttributeValue> pk = start.get(partitionKey);
        if (pk.isEmpty() || !pk.get().equals(partitionValue)) {
            return false;
        }
        if (sortKey.isEmpty()) {
            return true;
        }
        Optional<AttributeValue> sk = start.get(sortKey.get());
        return sk.isPresent() && sortCondition.get().admitsStart(sk.get(), forward);
    }
}
