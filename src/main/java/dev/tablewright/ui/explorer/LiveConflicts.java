package dev.tablewright.ui.explorer;

import dev.tablewright.aws.live.LiveItemWrites;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;

/**
 * A write that found the item changed since it was read: nothing was written, and the user keeps
 * theirs (the row shows the item as it is now), writes mine over it, or dismisses it. FX thread only.
 */
public final class LiveConflicts {
    private final LiveWrites writes;

    /**
     * A conflict as the conflict pane shows it.
     *
     * @param title   what happened, in one line
     * @param read    the item as read, as DynamoDB JSON, one attribute a line ("" for a new item)
     * @param current the item now in the table ("" when it is gone)
     * @param mine    the user's version ("" for a delete)
     */
    public record ConflictShown(String title, String read, String current, String mine,
            LiveItemWrites.Conflict conflict) {
    }

    LiveConflicts(LiveWrites writes) {
        this.writes = writes;
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
     * Writes the user's version over the one now in the table: conditional on that current version (so a
     * third change meanwhile is again a conflict); for a delete, deletes the current item.
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
            Item mine = k.mine().get();
            writes.run("Writing your version of " + writes.keyText(mine), key, w -> w.save(k.current(), mine));
        } else if (k.current().isPresent()) {
            writes.run("Deleting " + writes.keyText(k.current().get()), key, w -> w.delete(k.current().get()));
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
