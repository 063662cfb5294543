package dev.tablewright.engine.diff;

import java.util.List;

/** Every change from an old model to a new one, in a deterministic order. */
public record DiffResult(List<Change> changes) {
    public DiffResult {
        changes = List.copyOf(changes);
    }

    public boolean isSame() {
        return changes.isEmpty();
    }

    public long count(Change.Kind kind) {
        return changes.stream().filter(c -> c.kind() == kind).count();
    }

    /** "3 changes: 1 added, 1 removed, 1 changed, 0 renamed", or "no differences". */
    public String summary() {
        if (isSame()) {
            return "no differences";
        }
        return changes.size() + (changes.size() == 1 ? " change: " : " changes: ") + count(Change.Kind.ADDED)
                + " added, " + count(Change.Kind.REMOVED) + " removed, " + count(Change.Kind.CHANGED) + " changed, "
                + count(Change.Kind.RENAMED) + " renamed";
    }
}
