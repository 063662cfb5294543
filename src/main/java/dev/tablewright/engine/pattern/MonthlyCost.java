package dev.tablewright.engine.pattern;

import dev.tablewright.model.PriceTable;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.settings.TableClass;

/**
 * What an access pattern's throughput costs a month, in dollars: on demand, its average rate of request
 * units at the per-million prices; provisioned, capacity for its peak rate held all month (no auto
 * scaling, no reserved capacity, no free tier), each at its table class's rates. Storage and the
 * table's other charges are {@code engine.cost.TableCost}'s.
 */
public record MonthlyCost(double onDemand, double provisioned) {
    private static final double SECONDS_PER_HOUR = 3600;

    /** At the Standard table class's rates. */
    public static MonthlyCost of(RequestCapacity capacity, RequestRate rate, PriceTable prices) {
        return of(capacity, rate, prices.forClass(TableClass.STANDARD));
    }

    /** At the rates of the pattern's table's class (Standard-IA's requests are dearer). */
    public static MonthlyCost of(RequestCapacity capacity, RequestRate rate, PriceTable.ClassRates prices) {
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
