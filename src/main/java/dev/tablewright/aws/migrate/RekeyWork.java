package dev.tablewright.aws.migrate;

import dev.tablewright.engine.drift.EntityClaims;
import dev.tablewright.engine.migrate.ItemSteps;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * A rekey on one page of items: each item of the step's entity is put under the key its new templates
 * derive, only where no item is (an item there equal to the moved one is this step's own earlier put),
 * then the old item deleted only while it still holds what was read. An item already at its new key
 * (moved by an earlier page or run) is left: already right.
 */
final class RekeyWork implements ScanPass.PageWork {
    private final ItemCalls calls;
    private final EntityClaims claims;
    private final String entity;
    private final ItemSteps.Templates templates;
    private final Function<String, Optional<AttributeType>> types;

    RekeyWork(ItemCalls calls, EntityClaims claims, String entity, ItemSteps.Templates templates,
            Function<String, Optional<AttributeType>> types) {
        this.calls = calls;
        this.claims = claims;
        this.entity = entity;
        this.templates = templates;
        this.types = types;
    }

    @Override
    public ScanPass.PageTally apply(List<Item> items, BooleanSupplier stopped) {
        long written = 0;
        long right = 0;
        List<String> problems = new ArrayList<>();
        for (Item item : items) {
            if (stopped.getAsBoolean()) {
                return new ScanPass.PageTally(written, right, problems, false);
            }
            if (!claims.of(item).map(Entity::name).filter(entity::equals).isPresent()) {
                continue;
            }
            String name = entity + " " + BackfillWork.describe(calls.key(item));
            ItemSteps.Outcome values = ItemSteps.values(templates, item, types);
            if (values instanceof ItemSteps.Failed f) {
                problems.add(name + ": " + f.problem());
                continue;
            }
            ItemSteps.Values v = (ItemSteps.Values) values;
            if (v.heldBy(item)) {
                right++;
                continue;
            }
            Item moved = v.applyTo(item);
            Map<String, AttributeValue> newKey = calls.key(moved);
            if (!calls.putNew(moved)) {
                Optional<Item> there = calls.current(newKey);
                if (there.isPresent() && !there.get().equals(moved)) {
                    problems.add(name + ": another item is already at its new key "
                            + BackfillWork.describe(newKey) + "; left where it is");
                    continue;
                }
            }
            if (!calls.deleteUnchanged(item) && calls.current(calls.key(item)).isPresent()) {
                problems.add(name + ": changed by another writer while being moved; put at "
                        + BackfillWork.describe(newKey) + " as read, the changed item kept at its old key");
                continue;
            }
            written++;
        }
        return new ScanPass.PageTally(written, right, problems, true);
    }
}
