package dev.tablewright.engine.migrate;

import java.util.Optional;

/**
 * What a step costs: the items it reads or writes, the capacity units that takes, their on-demand
 * price at the table class's rates, and how long the writes take at the given write rate.
 *
 * @param items      items written (empty: not known, {@link #basis} says why)
 * @param readUnits  read units (a Scan's, eventually consistent)
 * @param writeUnits write units, the table's and its indexes'
 * @param dollars    on-demand cost of those units
 * @param seconds    the writes at the write rate; empty when DynamoDB sets the pace (an index's fill) or
 *                   nothing is known
 * @param basis      where the figures come from, one plain sentence
 */
public record Estimate(Optional<Long> items, long readUnits, long writeUnits, double dollars, Optional<Double> seconds,
        String basis) {
    public Estimate {
        items = items == null ? Optional.empty() : items;
        seconds = seconds == null ? Optional.empty() : seconds;
        basis = basis == null ? "" : basis;
        if (readUnits < 0 || writeUnits < 0 || dollars < 0) {
            throw new IllegalArgumentException("an estimate is never negative");
        }
    }

    /** A step that reads and writes no item (a setting, a deletion, a change of the application). */
    public static Estimate nothing(String basis) {
        return new Estimate(Optional.of(0L), 0, 0, 0, Optional.of(0.0), basis);
    }

    /** A step whose figures cannot be told: {@code why} says what is missing. */
    public static Estimate unknown(String why) {
        return new Estimate(Optional.empty(), 0, 0, 0, Optional.empty(), why);
    }

    public boolean known() {
        return items.isPresent();
    }
}
