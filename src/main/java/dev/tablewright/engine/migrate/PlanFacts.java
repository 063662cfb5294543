package dev.tablewright.engine.migrate;

import dev.tablewright.model.PriceTable;
import java.util.Map;
import java.util.Optional;

/**
 * What the planner knows beyond the two designs.
 *
 * @param givenItems      an item count the user gave ({@code --items N}), for every table
 * @param describedItems  DescribeTable's ItemCount of each live table, by name
 * @param writeRate       write units per second the copies and backfills are to run at
 * @param prices          the rates the costs are at
 */
public record PlanFacts(Optional<Long> givenItems, Map<String, Long> describedItems, double writeRate,
        PriceTable prices) {
    /** The write rate when none is given: well under an on-demand table's first peak (4,000 WCU/s). */
    public static final double DEFAULT_WRITE_RATE = 1000;

    public PlanFacts {
        givenItems = givenItems == null ? Optional.empty() : givenItems;
        describedItems = describedItems == null ? Map.of() : Map.copyOf(describedItems);
        prices = prices == null ? PriceTable.US_EAST_1 : prices;
        if (!(writeRate > 0) || Double.isInfinite(writeRate)) {
            throw new IllegalArgumentException("the write rate must be a positive number of units per second, not "
                    + writeRate);
        }
        givenItems.ifPresent(n -> {
            if (n < 0) {
                throw new IllegalArgumentException("the item count cannot be negative: " + n);
            }
        });
    }

    /** Facts of two model files: no live count, the default rate. */
    public static PlanFacts of(PriceTable prices) {
        return new PlanFacts(Optional.empty(), Map.of(), DEFAULT_WRITE_RATE, prices);
    }

    public PlanFacts withGivenItems(long items) {
        return new PlanFacts(Optional.of(items), describedItems, writeRate, prices);
    }

    public PlanFacts withWriteRate(double rate) {
        return new PlanFacts(givenItems, describedItems, rate, prices);
    }
}
