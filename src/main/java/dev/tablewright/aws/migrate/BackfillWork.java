package dev.tablewright.aws.migrate;

import dev.tablewright.engine.drift.EntityClaims;
import dev.tablewright.engine.migrate.ItemSteps;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * A backfill on one page of items: each item of the step's entity gets the values its templates derive
 * ({@link ItemSteps}, as the dry run computes them) by an UpdateItem that sets only those attributes,
 * conditioned on the item still holding what the templates read. An item already holding them is not
 * written. When the condition fails the item is read again and tried once more with the fresh values;
 * an item deleted meanwhile needs nothing and counts as already right.
 */
final class BackfillWork implements ScanPass.PageWork {
    private final ItemCalls calls;
    private final EntityClaims claims;
    private final String entity;
    private final ItemSteps.Templates templates;
    private final Function<String, Optional<AttributeType>> types;

    BackfillWork(ItemCalls calls, EntityClaims claims, String entity, ItemSteps.Templates templates,
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
            Item read = item;
            String outcome = null;
            for (int attempt = 1; attempt <= 2 && outcome == null; attempt++) {
                ItemSteps.Outcome values = ItemSteps.values(templates, read, types);
                if (values instanceof ItemSteps.Failed f) {
                    outcome = f.problem();
                } else if (((ItemSteps.Values) values).heldBy(read)) {
                    outcome = "right";
                } else if (calls.update(read, ((ItemSteps.Values) values).set(), templates.read())) {
                    outcome = "written";
                } else {
                    Optional<Item> fresh = calls.current(calls.key(read));
                    if (fresh.isEmpty()) {
                        outcome = "right"; // deleted meanwhile: nothing to backfill
                    } else {
                        read = fresh.get();
                    }
                }
            }
            if ("written".equals(outcome)) {
                written++;
            } else if ("right".equals(outcome)) {
                right++;
            } else {
                problems.add(entity + " " + describe(calls.key(item)) + ": "
                        + (outcome == null ? "changed by another writer twice while being backfilled; not written" : outcome));
            }
        }
        return new ScanPass.PageTally(written, right, problems, true);
    }

    static String describe(java.util.Map<String, dev.tablewright.model.AttributeValue> key) {
        return String.join(" / ", key.values().stream().map(KeyTemplate::textOf).toList());
    }
}
