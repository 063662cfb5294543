package dev.tablewright.aws.live;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Edits of a live table's items that never clobber someone else's: every write is conditional on the
 * item being as it was read ({@link UnchangedCondition}); when it is not, nothing is written and the
 * outcome holds both versions (what was read, what is there now) beside the user's. Calls block: run
 * them off the FX thread. A read-only connection refuses them before anything is sent.
 */
public final class LiveItemWrites {
    /** How a write ended. */
    public sealed interface Outcome permits Written, Conflict {
    }

    /** Written: the item now as saved (empty after a delete). */
    public record Written(Optional<Item> now) implements Outcome {
    }

    /**
     * Someone changed or removed the item since it was read (or added one where there was none):
     * nothing was written.
     *
     * @param read    the item as read (empty for a new item)
     * @param current the item now on the table (empty when it is gone)
     * @param mine    the user's version (empty for a delete)
     */
    public record Conflict(Optional<Item> read, Optional<Item> current, Optional<Item> mine) implements Outcome {
    }

    private final Gateway gateway;
    private final String table;
    private final KeySchema keys;

    public LiveItemWrites(Gateway gateway, String table, KeySchema keys) {
        this.gateway = gateway;
        this.table = table;
        this.keys = keys;
    }

    /**
     * Saves the user's version of an item: a new one ({@code read} empty) only if no item has its key
     * yet, an edited one only if the item is still as read. The key cannot change (duplicate the item
     * to make one with another key).
     *
     * @throws IllegalArgumentException when {@code edited}'s key differs from {@code read}'s
     */
    public Outcome save(Optional<Item> read, Item edited) {
        if (read.isPresent() && !key(read.get()).equals(key(edited))) {
            throw new IllegalArgumentException("An item's key cannot change: duplicate it to make one with the new key"
                    + " (and delete the old one)");
        }
        UnchangedCondition unchanged = read.map(UnchangedCondition::of)
                .orElseGet(() -> UnchangedCondition.absent(keys.partitionNames().get(0)));
        try {
            gateway.putItem(new PutItemRequest(table, edited, unchanged.condition(), unchanged.expr(), ReturnValues.NONE));
            return new Written(Optional.of(edited));
        } catch (DynamoException e) {
            if (!DynamoException.CONDITIONAL_CHECK_FAILED.equals(e.errorCode())) {
                throw e;
            }
            return new Conflict(read, current(key(edited)), Optional.of(edited));
        }
    }

    /** Deletes the item only if it is still as read. */
    public Outcome delete(Item read) {
        UnchangedCondition unchanged = UnchangedCondition.of(read);
        try {
            gateway.deleteItem(new DeleteItemRequest(table, key(read), unchanged.condition(), unchanged.expr(),
                    ReturnValues.NONE));
            return new Written(Optional.empty());
        } catch (DynamoException e) {
            if (!DynamoException.CONDITIONAL_CHECK_FAILED.equals(e.errorCode())) {
                throw e;
            }
            return new Conflict(Optional.of(read), current(key(read)), Optional.empty());
        }
    }

    /** The item's primary key attributes, in key order. */
    public Map<String, AttributeValue> key(Item item) {
        return key(keys, item);
    }

    /**
     * The item's attributes of {@code keys}, in key order.
     *
     * @throws IllegalArgumentException naming the key attribute the item lacks
     */
    public static Map<String, AttributeValue> key(KeySchema keys, Item item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : keys.names()) {
            AttributeValue v = item.attributes().get(name);
            if (v == null) {
                throw new IllegalArgumentException("The item has no " + name + ": every item needs its key attributes");
            }
            key.put(name, v);
        }
        return key;
    }

    /** The item of {@code item}'s key as the table holds it now (a consistent read); empty when there is none. */
    public Optional<Item> current(Item item) {
        return current(key(item));
    }

    private Optional<Item> current(Map<String, AttributeValue> key) {
        return gateway.getItem(new GetItemRequest(table, key, "", null, true));
    }
}
