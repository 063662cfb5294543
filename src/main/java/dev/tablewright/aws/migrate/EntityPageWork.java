package dev.tablewright.aws.migrate;

import dev.tablewright.engine.drift.EntityClaims;
import dev.tablewright.engine.migrate.ItemSteps;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * A step's work on the items of one entity in a page: the items {@link EntityClaims} gives to the
 * step's entity are carried one by one (the others are not the step's), the user's stop checked before
 * each. What carrying an item means is the step's: a backfill's update, a rekey's move.
 */
abstract class EntityPageWork implements ScanPass.PageWork {
    /** How one item ended: written, already right (nothing to write), or a problem added to the list. */
    enum Ending { WRITTEN, RIGHT, PROBLEM }

    protected final ItemCalls calls;
    protected final String entity;
    protected final ItemSteps.Templates templates;
    protected final Function<String, Optional<AttributeType>> types;
    private final EntityClaims claims;

    EntityPageWork(ItemCalls calls, EntityClaims claims, String entity, ItemSteps.Templates templates,
            Function<String, Optional<AttributeType>> types) {
        this.calls = calls;
        this.claims = claims;
        this.entity = entity;
        this.templates = templates;
        this.types = types;
    }

    /** Carries one item of the entity; a PROBLEM has added its line to {@code problems}. */
    abstract Ending carry(Item item, List<String> problems);

    @Override
    public final ScanPass.PageTally apply(List<Item> items, BooleanSupplier stopped) {
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
            Ending ending = carry(item, problems);
            if (ending == Ending.WRITTEN) {
                written++;
            } else if (ending == Ending.RIGHT) {
                right++;
            }
        }
        return new ScanPass.PageTally(written, right, problems, true);
    }

    /** "Actor act#1 / act#1": the entity and the item's key, for a problem's line. */
    String name(Item item) {
        return entity + " " + describe(calls.key(item));
    }

    static String describe(Map<String, AttributeValue> key) {
        return String.join(" / ", key.values().stream().map(KeyTemplate::textOf).toList());
    }
}
