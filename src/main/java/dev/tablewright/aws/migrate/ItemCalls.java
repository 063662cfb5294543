package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.live.LiveItemWrites;
import dev.tablewright.aws.live.UnchangedCondition;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The conditional item writes of a backfill and a rekey on one table, each carried through passing
 * failures ({@link Attempts}): a write whose condition fails answers false (nothing was written), and the
 * caller reads the item again.
 */
final class ItemCalls {
    private final Gateway gateway;
    private final Attempts attempts;
    private final String table;
    private final KeySchema keys;

    ItemCalls(Gateway gateway, Attempts attempts, String table, KeySchema keys) {
        this.gateway = gateway;
        this.attempts = attempts;
        this.table = table;
        this.keys = keys;
    }

    Map<String, AttributeValue> key(Item item) {
        return LiveItemWrites.key(keys, item);
    }

    /** The item of that key now (a consistent read), empty when there is none. */
    Optional<Item> current(Map<String, AttributeValue> key) {
        return attempts.call(() -> gateway.getItem(new GetItemRequest(table, key, "", null, true)));
    }

    /**
     * SET of {@code set} on the item read, only while it is there and the attributes {@code read} still
     * hold what it held ({@code attribute_not_exists} for one it lacked).
     */
    boolean update(Item read, Map<String, AttributeValue> set, Collection<String> reads) {
        PlaceholderAllocator p = new PlaceholderAllocator("#m");
        List<String> conditions = new ArrayList<>();
        conditions.add("attribute_exists(" + p.name(keys.partitionKey().name()) + ")");
        for (String name : reads) {
            AttributeValue v = read.attributes().get(name);
            conditions.add(v == null ? "attribute_not_exists(" + p.name(name) + ")" : p.name(name) + " = " + p.value(v));
        }
        List<String> sets = new ArrayList<>();
        set.forEach((name, value) -> sets.add(p.name(name) + " = " + p.value(value)));
        UpdateItemRequest request = new UpdateItemRequest(table, key(read), "SET " + String.join(", ", sets),
                String.join(" AND ", conditions), p.expr(), ReturnValues.NONE);
        return conditional(() -> gateway.updateItem(request));
    }

    /** Puts the item only where no item has its key. */
    boolean putNew(Item item) {
        UnchangedCondition absent = UnchangedCondition.absent(keys.partitionKey().name());
        return conditional(() -> gateway.putItem(new PutItemRequest(table, item, absent.condition(), absent.expr(),
                ReturnValues.NONE)));
    }

    /** Deletes the item only while it is as read. */
    boolean deleteUnchanged(Item read) {
        UnchangedCondition unchanged = UnchangedCondition.of(read);
        return conditional(() -> gateway.deleteItem(new DeleteItemRequest(table, key(read), unchanged.condition(),
                unchanged.expr(), ReturnValues.NONE)));
    }

    private boolean conditional(Runnable write) {
        try {
            attempts.run(write);
            return true;
        } catch (DynamoException e) {
            if (DynamoException.CONDITIONAL_CHECK_FAILED.equals(e.errorCode())) {
                return false;
            }
            throw e;
        }
    }
}
