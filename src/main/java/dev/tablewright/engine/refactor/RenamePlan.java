package dev.tablewright.engine.refactor;

import dev.tablewright.model.DataModel;
import java.util.List;

/**
 * A model-wide rename worked out on a copy: every place it changes, in model order, and the model
 * it gives.
 */
public record RenamePlan(String table, String from, String to, List<RenameSite> sites, DataModel renamed) {
    public RenamePlan {
        sites = List.copyOf(sites);
    }

    public boolean changesNothing() {
        return sites.isEmpty();
    }
}
