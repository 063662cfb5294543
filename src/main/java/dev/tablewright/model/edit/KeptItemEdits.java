package dev.tablewright.model.edit;

import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptItems;
import dev.tablewright.model.stream.StreamKeeping;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Sample items the stream keeps follow their source: every item edit goes through here (ItemEdits),
 * so a grid edit, a paste, an added, duplicated or deleted row and a CSV import all keep the kept
 * entities in the same undo step, and none of them writes a kept entity's items by hand. The kept
 * items are computed as the sample data is ({@link KeptItems}): as if the stream saw every source
 * item written.
 */
public final class KeptItemEdits {
    private KeptItemEdits() {
    }

    /**
     * Why the user cannot edit this entity's items ("MonthlyTotal items are kept by the stream from
     * Stream: …"), or empty when it is not kept.
     */
    public static Optional<String> refusal(TableDesign table, String entity) {
        return table.keptEntity(entity).map(k -> entity + " items are kept by the stream from " + k.source()
                + ": edit " + k.source() + " items and the stream keeps them.");
    }

    /** @throws EditRefused when the stream keeps this entity's items */
    static void refuseKept(TableDesign table, String entity) {
        refusal(table, entity).ifPresent(reason -> {
            throw new EditRefused(reason);
        });
    }

    /**
     * The table after {@code entity}'s items changed: every entity kept from it, and from those
     * (a chain), computed again, each after its own source.
     */
    static TableDesign follow(TableDesign table, String entity) {
        TableDesign t = table;
        Deque<String> changed = new ArrayDeque<>();
        changed.add(entity);
        Set<String> done = new HashSet<>(); // the rules forbid loops; a file may still hold one
        while (!changed.isEmpty()) {
            for (KeptEntity kept : StreamKeeping.keptFrom(t, changed.poll())) {
                if (done.add(kept.entity()) && t.entity(kept.entity()).isPresent()) {
                    t = recompute(t, kept);
                    changed.add(kept.entity());
                }
            }
        }
        return t;
    }

    /** The kept entity's items computed from its source's, then its own kept entities'. */
    static TableDesign recomputeAndFollow(TableDesign table, KeptEntity kept) {
        return follow(recompute(table, kept), kept.entity());
    }

    private static TableDesign recompute(TableDesign t, KeptEntity kept) {
        return t.withEntity(kept.entity(), e -> e.withItems(KeptItems.compute(t, kept).items()));
    }
}
