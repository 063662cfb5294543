package dev.tablewright.engine.diff;

import dev.tablewright.model.ModelPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Collects changes in the order they are found; equal values are no change and are skipped, and every
 * value is cut to a short text (a long description must not flood a review).
 */
final class ChangeList {
    private final List<Change> changes = new ArrayList<>();

    void added(String table, String path, String value, ModelPath element) {
        changes.add(new Change(table, path, Change.Kind.ADDED, null, Brief.shortened(value), element));
    }

    void removed(String table, String path, String value, ModelPath element) {
        changes.add(new Change(table, path, Change.Kind.REMOVED, Brief.shortened(value), null, element));
    }

    void renamed(String table, String path, String oldName, String newName, ModelPath element) {
        changes.add(new Change(table, path, Change.Kind.RENAMED, oldName, newName, element));
    }

    /** A changed property; nothing when the two texts are equal. */
    void changed(String table, String path, String before, String after, ModelPath element) {
        if (!Objects.equals(before, after)) {
            changes.add(new Change(table, path, Change.Kind.CHANGED, Brief.shortened(before),
                    Brief.shortened(after), element));
        }
    }

    DiffResult result() {
        return new DiffResult(changes);
    }
}
