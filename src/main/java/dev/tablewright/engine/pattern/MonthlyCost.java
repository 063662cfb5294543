package dev.tablewright.engine.pattern;

import dev.tablewright.model.PriceTable;
import dev.tablewright.model.RequestRate;

/**
 * What an access pattern's throughput costs a month, in dollars: on demand, its average rate of request
 * units at the per-million prices; provisioned, capacity for its peak rate held all month (no auto
 * scaling, no reserved capacity, no free tier; storage not included).
 */
public record MonthlyCost(double onDemand, double provisioned) {
    private static final double SECONDS_PER_HOUR = 3600;

    public static MonthlyCost of(RequestCapacity capacity, RequestRate rate, PriceTable prices) {
        double requests = rate.average() * SECONDS_PER_HOUR * PriceTable.HOURS_PER_MONTH;
        double onDemand = requests * (capacity.readUnits() * prices.onDemandReadPerMillion()
                + capacity.writeUnits() * prices.onDemandWritePerMillion()) / 1_000_000;
        double provisioned = rate.peak() * (capacity.readUnits() * prices.provisionedReadPerHour()
                + capacity.writeUnits() * prices.provisionedWritePerHour()) * PriceTable.HOURS_PER_MONTH;
        return new MonthlyCost(onDemand, provisioned);
    }

    public MonthlyCost plus(MonthlyCost other) {
        return new MonthlyCost(onDemand + other.onDemand, provisioned + other.provisioned);
    }
}
