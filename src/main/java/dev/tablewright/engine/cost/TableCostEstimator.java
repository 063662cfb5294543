package dev.tablewright.engine.cost;

import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.RequestCapacity;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Each table's {@link TableCost} from its settings, its sample items and its patterns' analyses. The
 * request figures are the patterns' request units per second (average on demand, peak provisioned), the
 * same as each pattern's own cost, summed per table at its class's rates.
 */
public final class TableCostEstimator {
    static final double SECONDS_PER_MONTH = 3600 * PriceTable.HOURS_PER_MONTH;
    /** What a new on-demand table or GSI serves at once without pre-warming (AWS's warm-throughput guide). */
    static final long ON_DEMAND_WARM_READ = 12_000;
    static final long ON_DEMAND_WARM_WRITE = 4_000;

    private final PriceTable prices;

    public TableCostEstimator(PriceTable prices) {
        this.prices = prices;
    }

    /** Every table of the model, in model order, from the analyses of all its patterns. */
    public List<TableCost> all(DataModel model, List<PatternAnalysis> analyses) {
        List<TableCost> out = new ArrayList<>();
        for (TableDesign t : model.tables()) {
            out.add(of(t, analyses.stream().filter(a -> a.table().equals(t.name())).toList()));
        }
        return out;
    }

    public TableCost of(TableDesign table, List<PatternAnalysis> analyses) {
        TableSettings s = table.settings();
        PriceTable.ClassRates rates = prices.forClass(s.tableClass());
        Units units = Units.of(analyses);
        List<String> notes = new ArrayList<>();
        OnDemandLimit limit = s.throughput().onDemandLimit();
        double read = capped("read", units.averageRead, units.peakRead, limit.maxReadRequestUnits(), notes);
        double write = capped("write", units.averageWrite, units.peakWrite, limit.maxWriteRequestUnits(), notes);
        MonthlyCost requests = new MonthlyCost(
                (read * rates.onDemandReadPerMillion() + write * rates.onDemandWritePerMillion()) * SECONDS_PER_MONTH
                        / 1_000_000,
                (units.peakRead * rates.provisionedReadPerHour() + units.peakWrite * rates.provisionedWritePerHour())
                        * PriceTable.HOURS_PER_MONTH);

        List<Region> regions = regions(s);
        Optional<StorageEstimate> storage = StorageEstimate.of(table);
        double gb = storage.map(StorageEstimate::gigabytes).orElse(0.0);
        double storageMonthly = 0;
        double pitrMonthly = 0;
        for (Region r : regions) {
            storageMonthly += gb * prices.forClass(r.tableClass).storagePerGbMonth();
            pitrMonthly += r.pitr ? gb * prices.rate(PriceTable.Rate.PITR) : 0;
        }
        double streamUnits = s.stream().isPresent() ? write * SECONDS_PER_MONTH : 0;
        double streamMonthly = streamUnits * prices.rate(PriceTable.Rate.STREAM_READ) / 1_000_000;
        int others = Math.max(0, regions.size() - 1);
        MonthlyCost replicated = new MonthlyCost(
                others * write * SECONDS_PER_MONTH * rates.replicatedWritePerMillion() / 1_000_000,
                others * units.peakWrite * rates.replicatedWritePerHour() * PriceTable.HOURS_PER_MONTH);
        double warm = regions.size() * warmOnce(table);
        boolean pitrOn = regions.stream().anyMatch(Region::pitr);
        return new TableCost(table.name(), s.tableClass(), regions.size(), pitrOn, s.stream().isPresent(), requests,
                notes, storage,
                StorageEstimate.why(table), storageMonthly, pitrMonthly, streamUnits, streamMonthly, replicated, warm);
    }

    /**
     * The average request units per second the on-demand figure is costed at: the on-demand maximum caps
     * it (DynamoDB throttles what is above), and a peak above the maximum is throttled too; each says so.
     */
    private static double capped(String what, double average, double peak, Optional<Long> max, List<String> notes) {
        if (max.isEmpty()) {
            return average;
        }
        long m = max.get();
        if (average > m) {
            notes.add("The on-demand maximum of " + m + " " + what + " units/s caps the expected average of "
                    + Money.number(average) + "/s: on demand is costed at " + m + "/s and requests above it are throttled.");
            return m;
        }
        if (peak > m) {
            notes.add("The expected peak of " + Money.number(peak) + " " + what
                    + " units/s is above the on-demand maximum of " + m + "/s: requests above it are throttled at peak.");
        }
        return average;
    }

    /** Warm throughput above what the table and each GSI have without pre-warming, priced once. */
    private double warmOnce(TableDesign table) {
        boolean onDemand = table.billing().mode() == BillingMode.PAY_PER_REQUEST;
        long tableRead = onDemand ? ON_DEMAND_WARM_READ : table.billing().readCapacityUnits();
        long tableWrite = onDemand ? ON_DEMAND_WARM_WRITE : table.billing().writeCapacityUnits();
        double once = raised(table.settings().throughput().warm(), tableRead, tableWrite);
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            long read = onDemand ? ON_DEMAND_WARM_READ : g.settings().readUnits().orElse(tableRead);
            long write = onDemand ? ON_DEMAND_WARM_WRITE : g.settings().writeUnits().orElse(tableWrite);
            once += raised(g.settings().throughput().warm(), read, write);
        }
        return once;
    }

    private double raised(WarmThroughput warm, long read, long write) {
        long r = Math.max(0, warm.readUnitsPerSecond().orElse(0L) - read);
        long w = Math.max(0, warm.writeUnitsPerSecond().orElse(0L) - write);
        return r * prices.rate(PriceTable.Rate.WARM_READ) + w * prices.rate(PriceTable.Rate.WARM_WRITE);
    }

    private record Region(TableClass tableClass, boolean pitr) {
    }

    /** Each region the table lives in with its own class and PITR (a replica's override, else the table's). */
    private static List<Region> regions(TableSettings s) {
        if (!s.replication().isGlobal()) {
            return List.of(new Region(s.tableClass(), s.recovery().enabled()));
        }
        List<Region> out = new ArrayList<>();
        for (Replica r : s.replication().replicas()) {
            out.add(new Region(r.tableClass().orElse(s.tableClass()),
                    r.pointInTimeRecovery().orElse(s.recovery().enabled())));
        }
        return out;
    }

    /** The table's request units per second, summed over its patterns that have a capacity and a rate. */
    private record Units(double averageRead, double peakRead, double averageWrite, double peakWrite) {
        static Units of(List<PatternAnalysis> analyses) {
            double ar = 0;
            double pr = 0;
            double aw = 0;
            double pw = 0;
            for (PatternAnalysis a : analyses) {
                Optional<RequestCapacity> c = a.capacity();
                Optional<RequestRate> rate = a.pattern().rateValue();
                if (c.isPresent() && rate.isPresent()) {
                    ar += c.get().readUnits() * rate.get().average();
                    pr += c.get().readUnits() * rate.get().peak();
                    aw += c.get().writeUnits() * rate.get().average();
                    pw += c.get().writeUnits() * rate.get().peak();
                }
            }
            return new Units(ar, pr, aw, pw);
        }
    }
}
