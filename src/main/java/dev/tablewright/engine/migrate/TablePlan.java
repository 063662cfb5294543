package dev.tablewright.engine.migrate;

import java.util.List;
import java.util.Optional;

/**
 * The steps for one table, in order, and the item count the estimates start from.
 *
 * @param table      the table's name before the migration (after it, for a table the migration creates)
 * @param items      the table's item count; empty when none is known
 * @param itemsBasis where the count comes from ("DescribeTable's ItemCount", "--items") or why there is none
 */
public record TablePlan(String table, Optional<Long> items, String itemsBasis, List<MigrationStep> steps) {
    public TablePlan {
        items = items == null ? Optional.empty() : items;
        steps = List.copyOf(steps);
    }
}
