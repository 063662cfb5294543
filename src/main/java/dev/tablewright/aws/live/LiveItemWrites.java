package dev.tablewright.aws.live;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Edits of a live table's items that never clobber someone else's. An edit of an item sends only what
 * the user changed ({@link ItemChange}, an UpdateItem of {@link ChangeUpdate}), conditional on exactly
 * those attributes being as read: another writer's change to any other attribute is no conflict and
 * survives. A new item is put only where there is none; a delete only while the whole item is as read
 * ({@link UnchangedCondition}: a delete removes every attribute, so a change to any of them since the
 * read means the user decided on a version that is gone). When a condition fails nothing is written and
 * the outcome holds what was read, what is there now and the user's version. Calls block: run them off
 * the FX thread. A read-only connection refuses them before anything is sent.
 */
public final class LiveItemWrites {
    /** How a write ended. */
    public sealed interface Outcome permits Written, Unchanged, Conflict {
    }

    /** Written: the item now as saved (as the table answered it; empty after a delete). */
    public record Written(Optional<Item> now) implements Outcome {
    }

    /** Nothing was written: the edit changed nothing of the item it was made to. */
    public record Unchanged(Item item) implements Outcome {
    }

    /**
     * Someone changed or removed what the write depended on since it was read (or added an item where
     * there was none): nothing was written. What the user changed is what differs between {@code read}
     * and {@code mine}; {@link #rows} lays the three versions side by side.
     *
     * @param read    the item as read (empty for a new item)
     * @param current the item now on the table (empty when it is gone)
     * @param mine    the user's version (empty for a delete)
     */
    public record Conflict(Optional<Item> read, Optional<Item> current, Optional<Item> mine) implements Outcome {
        /** The attributes changed by either side, {@code leftOut} (the key) aside. */
        public List<AttributeConflict> rows(Collection<String> leftOut) {
            return AttributeConflict.rows(read, current, mine, leftOut);
        }
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
     * yet; for an edited one, only the attributes changed from {@code read}, only while they are still as
     * read (and the item is there). An edit that changes nothing writes nothing. The key cannot change
     * (duplicate the item to make one with another key).
     *
     * @param read the item as the user saw it: the whole item, or what a partial index's row shows of it
     *             (only the attributes the edit changes matter)
     * @throws IllegalArgumentException when {@code edited}'s key differs from {@code read}'s
     */
    public Outcome save(Optional<Item> read, Item edited) {
        if (read.isPresent() && !key(read.get()).equals(key(edited))) {
            throw new IllegalArgumentException("An item's key cannot change: duplicate it to make one with the new key"
                    + " (and delete the old one)");
        }
        if (read.isEmpty()) {
            return putNew(edited);
        }
        ItemChange change = ItemChange.between(read.get(), edited).without(keys.names());
        if (change.isEmpty()) {
            return new Unchanged(read.get());
        }
        Optional<Item> written = update(read.get(), change);
        return written.<Outcome>map(i -> new Written(Optional.of(i)))
                .orElseGet(() -> new Conflict(read, current(key(edited)), Optional.of(edited)));
    }

    /**
     * "Write mine over theirs": writes only what the user changed (from the conflict's read to mine) over
     * the item now in the table, conditional on those attributes being as the conflict shows them now,
     * so a third writer's change meanwhile is a conflict again; their changes to other attributes stay.
     * Mine over an item since deleted puts mine again (only where there still is none); a delete over
     * theirs deletes theirs while it is as now shown.
     */
    public Outcome writeOver(Conflict conflict) {
        if (conflict.mine().isEmpty()) {
            return conflict.current().map(this::delete).orElseGet(() -> new Written(Optional.empty()));
        }
        Item mine = conflict.mine().get();
        if (conflict.current().isEmpty()) {
            return putNew(mine);
        }
        Item theirs = conflict.current().get();
        ItemChange change = ItemChange.between(conflict.read().orElse(Item.EMPTY), mine).without(keys.names());
        if (change.isEmpty()) {
            return new Unchanged(theirs);
        }
        Optional<Item> written = update(theirs, change);
        // Again a conflict: theirs is now what was read, and mine is my change made to it, so the next
        // Write mine again writes only my change.
        return written.<Outcome>map(i -> new Written(Optional.of(i)))
                .orElseGet(() -> new Conflict(Optional.of(theirs), current(key(theirs)),
                        Optional.of(change.applyTo(theirs))));
    }

    private Outcome putNew(Item item) {
        UnchangedCondition absent = UnchangedCondition.absent(keys.partitionNames().get(0));
        try {
            gateway.putItem(new PutItemRequest(table, item, absent.condition(), absent.expr(), ReturnValues.NONE));
            return new Written(Optional.of(item));
        } catch (DynamoException e) {
            requireConditionFailed(e);
            return new Conflict(Optional.empty(), current(key(item)), Optional.of(item));
        }
    }

    /** The change written while its attributes are as in {@code base}: the item as written, or empty when they are not. */
    private Optional<Item> update(Item base, ItemChange change) {
        Map<String, AttributeValue> key = key(base);
        try {
            WriteResult result = gateway.updateItem(ChangeUpdate.request(table, key, keys.partitionNames().get(0),
                    base, change));
            return Optional.of(result.attributes().orElseGet(() -> change.applyTo(base)));
        } catch (DynamoException e) {
            requireConditionFailed(e);
            return Optional.empty();
        }
    }

    private static void requireConditionFailed(DynamoException e) {
        if (!DynamoException.CONDITIONAL_CHECK_FAILED.equals(e.errorCode())) {
            throw e;
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
            requireConditionFailed(e);
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
