package dev.tablewright.aws.migrate;

import dev.tablewright.engine.drift.EntityClaims;
import dev.tablewright.engine.migrate.ItemSteps;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A rekey of one item: put under the key its new templates derive, only where no item is (an item there
 * equal to the moved one is this step's own earlier put, whose answer may have been lost), then the old
 * item deleted only while it still holds what was read. An item already at its new key (moved by an
 * earlier page or run, and read again by the scan) is already right.
 */
final class RekeyWork extends EntityPageWork {
    RekeyWork(ItemCalls calls, EntityClaims claims, String entity, ItemSteps.Templates templates,
            Function<String, Optional<AttributeType>> types) {
        super(calls, claims, entity, templates, types);
    }

    @Override
    Ending carry(Item item, List<String> problems) {
        ItemSteps.Outcome values = ItemSteps.values(templates, item, types);
        if (values instanceof ItemSteps.Failed f) {
            problems.add(name(item) + ": " + f.problem());
            return Ending.PROBLEM;
        }
        ItemSteps.Values v = (ItemSteps.Values) values;
        if (v.heldBy(item)) {
            return Ending.RIGHT;
        }
        Item moved = v.applyTo(item);
        Map<String, AttributeValue> newKey = calls.key(moved);
        if (!calls.putNew(moved)) {
            Optional<Item> there = calls.current(newKey);
            // Equal to the moved item: this step's own put, whose answer was lost. Else someone else's (or
            // gone again at once): the item stays where it is rather than be deleted unmoved.
            if (there.isEmpty() || !there.get().equals(moved)) {
                problems.add(name(item) + ": " + (there.isEmpty() ? "could not be put at its new key "
                        : "another item is already at its new key ") + describe(newKey) + "; left where it is");
                return Ending.PROBLEM;
            }
        }
        if (!calls.deleteUnchanged(item) && calls.current(calls.key(item)).isPresent()) {
            problems.add(name(item) + ": changed by another writer while being moved; put at " + describe(newKey)
                    + " as read, the changed item kept at its old key");
            return Ending.PROBLEM;
        }
        return Ending.WRITTEN;
    }
}
