package dev.tablewright.engine.query;

import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.eval.PathReader;
import dev.tablewright.engine.expr.eval.Projector;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A write worked out but not yet applied: the item before and after, and whether its condition
 * held. Transactions prepare every action before applying any.
 *
 * @param next        the item after the write; null when it deletes the item
 * @param writes      false for a ConditionCheck, which changes nothing
 * @param updated     the paths an update expression set or removed (for UPDATED_OLD / UPDATED_NEW)
 */
record Prepared(Table table, Map<String, AttributeValue> key, StoredItem old, StoredItem next, boolean writes,
        boolean conditionHolds, List<DocumentPath> updated) {

    void apply() {
        if (writes) {
            table.write(key, next);
        }
    }

    /**
     * The stream record of this write once applied, or empty: a ConditionCheck changes nothing, and
     * DynamoDB writes no record for a write that leaves the item exactly as it was (a delete of a
     * missing item, a put of the same attributes).
     */
    Optional<ItemChange> change() {
        Item before = old == null ? null : old.toItem();
        Item after = next == null ? null : next.toItem();
        if (!writes || java.util.Objects.equals(before, after)) {
            return Optional.empty();
        }
        return Optional.of(new ItemChange(table.name(), before, after));
    }

    /**
     * UPDATED_OLD and UPDATED_NEW return, whole, each top-level attribute holding a path an action
     * touched, where that path has a value (in the old item or the new one).
     */
    private Item updatedAttributes(Item item) {
        return Projector.of(updated.stream().filter(p -> PathReader.read(item, p).isPresent())
                .map(p -> DocumentPath.of(p.head())).toList()).apply(item);
    }

    /**
     * What an applied Put, Update or Delete returns: the attributes asked for, the capacity it consumed
     * (split by index when asked) and, when asked, its item collection's metrics.
     */
    WriteResult result(ReturnValues returnValues, WriteReturns returns) {
        Item before = old == null ? null : old.toItem();
        Item after = next == null ? null : next.toItem();
        Item returned;
        switch (returnValues) {
            case ALL_OLD:
                returned = before;
                break;
            case ALL_NEW:
                returned = after;
                break;
            case UPDATED_OLD:
                returned = before == null ? null : updatedAttributes(before);
                break;
            case UPDATED_NEW:
                returned = after == null ? null : updatedAttributes(after);
                break;
            default:
                returned = null;
        }
        return new WriteResult(returned == null || returned.attributes().isEmpty() ? Optional.empty()
                : Optional.of(returned),
                ConsumedCapacity.asked(List.of(CapacityUnits.write(table, old, next)), returns.capacity()),
                returns.collectionMetrics() ? CollectionSize.of(table, key) : Optional.empty());
    }

    /** The item as it was, for a failed condition whose request asked ReturnValuesOnConditionCheckFailure ALL_OLD. */
    Optional<Item> oldItem(boolean asked) {
        return asked && old != null ? Optional.of(old.toItem()) : Optional.empty();
    }
}
