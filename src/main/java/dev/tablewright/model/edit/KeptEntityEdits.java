package dev.tablewright.model.edit;

import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;

/**
 * Making an entity kept by the table's stream, changing how, and stopping it (issue 28), each one
 * named undo step. Keeping (or changing it) computes the kept entity's items again from its source's
 * in the same step, so the grids show at once what the stream would keep; stopping leaves the items
 * as ordinary items. Only what names nothing is refused here (an unknown entity or source, an entity
 * kept from itself); whether the keeping makes sense (group parts, measures, the stream) is the rules'.
 */
public final class KeptEntityEdits {
    private KeptEntityEdits() {
    }

    /** Keeps {@code kept.entity()} as {@code kept} says: a new keeping, or a change of the one it has. */
    public static Edit keep(String table, KeptEntity kept) {
        return new Edit("Keep " + kept.entity() + " by the stream from " + kept.source(), m -> Tables.change(m, table, t -> {
            Tables.entity(t, kept.entity());
            Tables.entity(t, kept.source());
            if (kept.entity().equals(kept.source())) {
                throw new EditRefused(kept.entity() + " cannot be kept from its own writes: choose another source.");
            }
            List<KeptEntity> list = new ArrayList<>(t.keptEntities());
            int at = position(t, kept.entity());
            if (at < 0) {
                list.add(kept);
            } else {
                list.set(at, kept);
            }
            return KeptItemEdits.recomputeAndFollow(t.withKeptEntities(list), kept);
        }));
    }

    /** Stops keeping {@code entity}: its items stay, as ordinary items anyone writes. */
    public static Edit stopKeeping(String table, String entity) {
        return new Edit("Stop keeping " + entity + " by the stream", m -> Tables.change(m, table, t -> {
            if (position(t, entity) < 0) {
                throw new EditRefused(entity + " is not kept by the stream.");
            }
            return t.withKeptEntities(t.keptEntities().stream().filter(k -> !k.entity().equals(entity)).toList());
        }));
    }

    private static int position(TableDesign t, String entity) {
        List<KeptEntity> list = t.keptEntities();
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).entity().equals(entity)) {
                return i;
            }
        }
        return -1;
    }
}
