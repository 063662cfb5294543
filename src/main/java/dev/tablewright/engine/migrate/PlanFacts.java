package dev.tablewright.engine.migrate;

import dev.tablewright.model.Item;
import dev.tablewright.model.PriceTable;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the planner knows beyond the two designs.
 *
 * @param givenItems      an item count the user gave ({@code --items N}), for every table
 * @param describedItems  DescribeTable's ItemCount of each live table, by name
 * @param writeRate       write units per second the copies and backfills are to run at
 * @param prices          the rates the costs are at
 * @param liveSamples     items read from each live FROM table, by name: which entity holds what share of
 *                        the table, and how big its items are, where TO's sample items could only guess
 */
public record PlanFacts(Optional<Long> givenItems, Map<String, Long> describedItems, double writeRate,
        PriceTable prices, Map<String, List<Item>> liveSamples) {
    /** The write rate when none is given: well under an on-demand table's first peak (4,000 WCU/s). */
    public static final double DEFAULT_WRITE_RATE = 1000;

    public PlanFacts(Optional<Long> givenItems, Map<String, Long> describedItems, double writeRate, PriceTable prices) {
        this(givenItems, describedItems, writeRate, prices, Map.of());
    }

    public PlanFacts {
        givenItems = givenItems == null ? Optional.empty() : givenItems;
        liveSamples = liveSamples == null ? Map.of() : Map.copyOf(liveSamples);
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
        return new PlanFacts(Optional.of(items), describedItems, writeRate, prices, liveSamples);
    }

    public PlanFacts withWriteRate(double rate) {
        return new PlanFacts(givenItems, describedItems, rate, prices, liveSamples);
    }

    /** With a live table's ItemCount (when DynamoDB gave one) and a sample of its items. */
    public PlanFacts withLiveTable(String table, Optional<Long> itemCount, List<Item> sample) {
        Map<String, Long> counts = new java.util.HashMap<>(describedItems);
        itemCount.ifPresent(n -> counts.put(table, n));
        Map<String, List<Item>> samples = new java.util.HashMap<>(liveSamples);
        samples.put(table, sample);
        return new PlanFacts(givenItems, counts, writeRate, prices, samples);
    }
}
