package dev.tablewright.ui.explorer;

import dev.tablewright.aws.live.AttributeConflict;
import dev.tablewright.aws.live.LiveItemWrites;
import dev.tablewright.model.AttributeValue;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyObjectProperty;

/**
 * A write that found the item changed since it was read: nothing was written, and the user keeps
 * theirs (the row shows the item as it is now), writes mine over it (only the attributes the user
 * changed), or dismisses it. FX thread only.
 */
public final class LiveConflicts {
    private final LiveWrites writes;

    /**
     * A conflict as the conflict pane shows it.
     *
     * @param title      what happened, in one line
     * @param rows       the attributes either side changed: as read, now in the table, and mine
     * @param resolution what "Write mine over theirs" would write, in one sentence
     */
    public record ConflictShown(String title, List<AttributeConflict> rows, String resolution,
            LiveItemWrites.Conflict conflict) {
        public ConflictShown {
            rows = List.copyOf(rows);
        }

        /** True for a delete's conflict: there is no version of mine, and writing mine deletes theirs. */
        public boolean deleting() {
            return conflict.mine().isEmpty();
        }
    }

    LiveConflicts(LiveWrites writes) {
        this.writes = writes;
    }

    /** What writing mine over theirs does, for the rows shown: "Write mine over theirs writes only title; …". */
    static String resolution(LiveItemWrites.Conflict c, List<AttributeConflict> rows) {
        if (c.mine().isEmpty()) {
            return c.current().isPresent() ? "Delete theirs too deletes the item as it is now in the table."
                    : "The item is already gone.";
        }
        if (c.current().isEmpty()) {
            return "Write mine over theirs puts your version back.";
        }
        String mine = names(rows, AttributeConflict::mineChanged);
        if (mine.isEmpty()) {
            return "You changed nothing here: there is nothing of yours to write.";
        }
        String theirsOnly = names(rows, r -> r.theirsChanged() && !r.mineChanged());
        return "Write mine over theirs writes only " + mine
                + (theirsOnly.isEmpty() ? "." : "; their change to " + theirsOnly + " stays.");
    }

    private static String names(List<AttributeConflict> rows, Predicate<AttributeConflict> which) {
        return rows.stream().filter(which).map(AttributeConflict::name).collect(Collectors.joining(", "));
    }

    /** The item now in the table replaces the row; the conflict is closed. */
    public void keepTheirs() {
        ConflictShown c = writes.conflictProperty().get();
        if (c == null) {
            return;
        }
        writes.closeConflict();
        writes.browse().replace(writes.key(c.conflict()), c.conflict().current());
        writes.say(c.conflict().current().isPresent() ? "Showing the item as it is now in the table"
                : "The item is gone from the table");
    }

    /**
     * Writes the user's changes over the version now in the table ({@link LiveItemWrites#writeOver}):
     * only the attributes the user changed, conditional on their values now (so a third change
     * meanwhile is again a conflict); for a delete, deletes the current item.
     */
    public void writeMine() {
        ConflictShown c = writes.conflictProperty().get();
        Optional<String> reason = writes.refusal();
        if (c == null || reason.isPresent()) {
            reason.ifPresent(writes::say);
            return;
        }
        writes.closeConflict();
        LiveItemWrites.Conflict k = c.conflict();
        Map<String, AttributeValue> key = writes.key(k);
        if (k.mine().isPresent()) {
            writes.run("Writing your version of " + writes.keyText(k.mine().get()), key, w -> w.writeOver(k));
        } else if (k.current().isPresent()) {
            writes.run("Deleting " + writes.keyText(k.current().get()), key, w -> w.writeOver(k));
        } else {
            writes.browse().replace(key, Optional.empty());
            writes.say("The item was already deleted");
        }
    }

    /** Closes the conflict pane; the row stays as read. */
    public void dismiss() {
        writes.closeConflict();
    }

    /** The conflict to resolve, null when none. */
    public ReadOnlyObjectProperty<ConflictShown> conflictProperty() {
        return writes.conflictProperty();
    }
}
