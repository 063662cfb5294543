package dev.tablewright.aws.migrate;

import dev.tablewright.engine.drift.EntityClaims;
import dev.tablewright.engine.migrate.ItemSteps;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A backfill of one item: the values its templates derive ({@link ItemSteps}, as the dry run computes
 * them) set by an UpdateItem of only those attributes, conditioned on the item still holding what the
 * templates read. An item already holding them is not written. When the condition fails the item is
 * read again and tried once more with the fresh values; an item deleted meanwhile needs nothing and
 * counts as already right.
 */
final class BackfillWork extends EntityPageWork {
    BackfillWork(ItemCalls calls, EntityClaims claims, String entity, ItemSteps.Templates templates,
            Function<String, Optional<AttributeType>> types) {
        super(calls, claims, entity, templates, types);
    }

    @Override
    Ending carry(Item item, List<String> problems) {
        Item read = item;
        for (int attempt = 1; attempt <= 2; attempt++) {
            ItemSteps.Outcome values = ItemSteps.values(templates, read, types);
            if (values instanceof ItemSteps.Failed f) {
                problems.add(name(item) + ": " + f.problem());
                return Ending.PROBLEM;
            }
            ItemSteps.Values v = (ItemSteps.Values) values;
            if (v.heldBy(read)) {
                return Ending.RIGHT;
            }
            if (calls.update(read, v.set(), templates.read())) {
                return Ending.WRITTEN;
            }
            Optional<Item> fresh = calls.current(calls.key(read));
            if (fresh.isEmpty()) {
                return Ending.RIGHT; // deleted meanwhile: nothing to backfill
            }
            read = fresh.get();
        }
        problems.add(name(item) + ": changed by another writer twice while being backfilled; not written");
        return Ending.PROBLEM;
    }
}
