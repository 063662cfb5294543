package dev.tablewright.engine.migrate;

import dev.tablewright.model.TableDesign;
import java.util.Optional;

/**
 * How many items a table holds, and where that comes from: the count given (--items), DescribeTable's
 * ItemCount of the live table, the FROM design's expected item count, the TO design's; else none.
 */
record ItemCount(Optional<Long> items, String basis) {
    static ItemCount of(TableDesign from, TableDesign to, PlanFacts facts) {
        if (facts.givenItems().isPresent()) {
            return new ItemCount(facts.givenItems(), "the item count given (--items)");
        }
        Long described = facts.describedItems().get(from.name());
        if (described != null) {
            return new ItemCount(Optional.of(described), "DynamoDB's ItemCount of " + from.name()
                    + " (DescribeTable, which AWS updates about every six hours)");
        }
        if (from.settings().expectedItemCount().isPresent()) {
            return new ItemCount(from.settings().expectedItemCount(), "the expected item count of the design before");
        }
        if (to != null && to.settings().expectedItemCount().isPresent()) {
            return new ItemCount(to.settings().expectedItemCount(), "the expected item count of the new design");
        }
        return new ItemCount(Optional.empty(), "no item count is known: give one with --items N, or set the "
                + "table's expected item count");
    }
}
