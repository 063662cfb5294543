package dev.tablewright.engine.cost;

import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.settings.SettingsText;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Each table's {@link TableCost} from its settings, its sample items and its patterns' analyses. The
 * request figures are the patterns' request units per second, split between the table and each GSI as
 * DynamoDB meters them ({@link UnitsByResource}), each at the table class's rates: on demand the average,
 * capped by that resource's on-demand maximum; provisioned the peak held all month, or, where auto
 * scaling is set, what it keeps provisioned for the average.
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
        UnitsByResource units = UnitsByResource.of(table, analyses);
        List<String> notes = new ArrayList<>();
        Costed own = costed("", "The table's", s.throughput(), units.table(), notes);
        Costed all = own;
        java.util.Map<String, Costed> byIndex = new java.util.LinkedHashMap<>();
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            Costed c = costed("Index " + g.name() + ": ", "Index " + g.name() + "'s", g.settings().throughput(),
                    units.index(g), notes);
            byIndex.put(g.name(), c);
            all = all.plus(c);
        }
        if (!units.unsplit().isEmpty()) {
            notes.add("The writes of " + String.join(", ", units.unsplit()) + " could not be split between the table "
                    + "and its GSIs: they are costed at the table's on-demand maximum and auto scaling only.");
        }
        MonthlyCost requests = new MonthlyCost(
                (all.read * rates.onDemandReadPerMillion() + all.write * rates.onDemandWritePerMillion())
                        * SECONDS_PER_MONTH / 1_000_000,
                (all.provisionedRead * rates.provisionedReadPerHour()
                        + all.provisionedWrite * rates.provisionedWritePerHour()) * PriceTable.HOURS_PER_MONTH);

        List<Region> regions = regions(s);
        Optional<StorageEstimate> storage = StorageEstimate.of(table);
        List<IndexStorage> indexSizes = storage.map(e -> IndexStorage.of(table, e.items())).orElse(List.of());
        double gb = storage.map(StorageEstimate::gigabytes).orElse(0.0);
        double storageMonthly = 0;
        double pitrMonthly = 0;
        for (Region r : regions) {
            storageMonthly += gb * prices.forClass(r.tableClass).storagePerGbMonth();
            pitrMonthly += r.pitr ? gb * prices.rate(PriceTable.Rate.PITR) : 0;
        }
        // Indexes live in every region as the table does (a global table's replicas have its GSIs and LSIs).
        List<TableCost.IndexStorageCost> indexes = new ArrayList<>();
        for (IndexStorage i : indexSizes) {
            double monthly = 0;
            double pitr = 0;
            for (Region r : regions) {
                monthly += i.gigabytes() * prices.forClass(r.tableClass).storagePerGbMonth();
                // AWS bills PITR "based on the size of each DynamoDB table, including table data and
                // local secondary indexes" (developer guide, PointInTimeRecovery_Howitworks): not GSIs.
                pitr += r.pitr && !i.global() ? i.gigabytes() * prices.rate(PriceTable.Rate.PITR) : 0;
            }
            indexes.add(new TableCost.IndexStorageCost(i, monthly, pitr));
            storageMonthly += monthly;
            pitrMonthly += pitr;
        }
        // Vector indexes: their own storage rate, dated apart from the others; said in a note each.
        List<VectorIndexStorage> vectorSizes = storage.map(e -> VectorIndexStorage.of(table,
                StorageEstimate.sampleItems(table), e.items())).orElse(List.of());
        for (VectorIndexStorage v : vectorSizes) {
            double monthly = 0;
            for (Region r : regions) {
                monthly += prices.vectorRates(r.tableClass).storage(v.gigabytes() * StorageEstimate.BYTES_PER_GB);
            }
            storageMonthly += monthly;
            notes.add("Vector index " + v.index() + " stores an estimated " + Money.number(v.items()) + " items of "
                    + Money.number(v.meanBytes()) + " bytes (its vector at 4 bytes a dimension and the attributes it"
                    + " projects): $" + String.format(java.util.Locale.ROOT, "%.4f", monthly)
                    + " a month at the vector storage rate (AWS toolkit, " + PriceTable.VECTOR_AS_OF + "), counted in"
                    + " storage.");
        }
        // A stream record per item written: the table's own writes, not its GSIs' entries.
        double streamUnits = s.stream().isPresent() ? own.write * SECONDS_PER_MONTH : 0;
        double streamMonthly = streamUnits * prices.rate(PriceTable.Rate.STREAM_READ) / 1_000_000;
        int others = Math.max(0, regions.size() - 1);
        MonthlyCost replicated = new MonthlyCost(
                others * all.write * SECONDS_PER_MONTH * rates.replicatedWritePerMillion() / 1_000_000,
                others * all.provisionedWrite * rates.replicatedWritePerHour() * PriceTable.HOURS_PER_MONTH);
        double replicaReads = replicaReads(table, units, own, byIndex, notes) * rates.provisionedReadPerHour()
                * PriceTable.HOURS_PER_MONTH;
        Warm warm = warm(table);
        double warmOnce = regions.size() * warm.priced;
        if (warm.unpriced.any()) {
            List<String> raised = new ArrayList<>();
            if (warm.unpriced.read() > 0) {
                raised.add(warm.unpriced.read() + " read");
            }
            if (warm.unpriced.write() > 0) {
                raised.add(warm.unpriced.write() + " write");
            }
            notes.add("warm throughput: " + String.join(" / ", raised) + " units/s raised"
                    + (regions.size() > 1 ? " in each of " + regions.size() + " regions" : "")
                    + "; no price set — enter the rate in Prices…");
        }
        boolean pitrOn = regions.stream().anyMatch(Region::pitr);
        return new TableCost(table.name(), s.tableClass(), regions.size(), pitrOn, s.stream().isPresent(), requests,
                notes, storage, StorageEstimate.why(table), indexes, storageMonthly, pitrMonthly, streamUnits,
                streamMonthly, replicated, new MonthlyCost(0, replicaReads), warmOnce, warm.unpriced,
                table.keptEntities().stream().map(dev.tablewright.model.KeptEntity::entity).toList());
    }

    /**
     * Provisioned, every region of a global table provisions its own read capacity: a replica's override
     * (units, or auto scaling for the same load), else what the table and each GSI provision. The units
     * beyond the one region {@code requests} counts, each region's figure in a note. On demand, reads are
     * billed where they are made: nothing more.
     */
    private static double replicaReads(TableDesign table, UnitsByResource units, Costed own,
            java.util.Map<String, Costed> byIndex, List<String> notes) {
        List<Replica> replicas = table.settings().replication().replicas();
        if (replicas.size() < 2) {
            return 0;
        }
        double home = own.provisionedRead + byIndex.values().stream().mapToDouble(Costed::provisionedRead).sum();
        double sum = 0;
        List<String> each = new ArrayList<>();
        for (Replica r : replicas) {
            double units0 = r.readUnits().map(Long::doubleValue).or(() -> r.readScaling()
                    .map(a -> scaled(a, units.table().averageRead()))).orElse(own.provisionedRead);
            boolean overridden = r.readUnits().isPresent() || r.readScaling().isPresent();
            for (GlobalSecondaryIndex g : table.globalIndexes()) {
                Optional<dev.tablewright.model.settings.ReplicaIndex> o = r.indexes().stream()
                        .filter(i -> i.indexName().equals(g.name())).findFirst();
                double gsi = o.flatMap(i -> i.readUnits().map(Long::doubleValue).or(() -> i.readScaling()
                        .map(a -> scaled(a, units.index(g).averageRead())))).orElse(byIndex.get(g.name())
                        .provisionedRead);
                overridden |= o.isPresent() && (o.get().readUnits().isPresent() || o.get().readScaling().isPresent());
                units0 += gsi;
            }
            sum += units0;
            each.add(r.region() + " " + Money.number(units0) + (overridden ? " (its override)" : ""));
        }
        notes.add("Provisioned, each region provisions its own read capacity, table and GSIs: "
                + String.join(", ", each) + " read units; the " + Money.number(Math.max(0, sum - home))
                + " beyond one region's are costed on the replicas line.");
        return Math.max(0, sum - home);
    }

    /** What one resource is costed at: units/s on demand (capped) and provisioned (peak, or scaled). */
    private record Costed(double read, double write, double provisionedRead, double provisionedWrite) {
        Costed plus(Costed o) {
            return new Costed(read + o.read, write + o.write, provisionedRead + o.provisionedRead,
                    provisionedWrite + o.provisionedWrite);
        }
    }

    /**
     * @param capPrefix "" for the table, "Index G: " for a GSI, before the on-demand maximum's notes
     * @param whose     "The table's" or "Index G's", before an auto scaling note
     */
    private static Costed costed(String capPrefix, String whose, Throughput t, ResourceUnits u, List<String> notes) {
        OnDemandLimit limit = t.onDemandLimit();
        double read = capped(capPrefix, "read", u.averageRead(), u.peakRead(), limit.maxReadRequestUnits(), notes);
        double write = capped(capPrefix, "write", u.averageWrite(), u.peakWrite(), limit.maxWriteRequestUnits(),
                notes);
        double provisionedRead = provisioned(whose, "read", t.readScaling(), u.averageRead(), u.peakRead(), notes);
        double provisionedWrite = provisioned(whose, "write", t.writeScaling(), u.averageWrite(), u.peakWrite(),
                notes);
        return new Costed(read, write, provisionedRead, provisionedWrite);
    }

    /**
     * The average request units per second the on-demand figure is costed at: the on-demand maximum caps
     * it (DynamoDB throttles what is above), and a peak above the maximum is throttled too; each says so.
     */
    private static double capped(String prefix, String what, double average, double peak, Optional<Long> max,
            List<String> notes) {
        if (max.isEmpty()) {
            return average;
        }
        long m = max.get();
        if (average > m) {
            notes.add(prefix + "The on-demand maximum of " + m + " " + what + " units/s caps the expected average of "
                    + Money.number(average) + "/s: on demand is costed at " + m + "/s and requests above it are throttled.");
            return m;
        }
        if (peak > m) {
            notes.add(prefix + "The expected peak of " + Money.number(peak) + " " + what
                    + " units/s is above the on-demand maximum of " + m + "/s: requests above it are throttled at peak.");
        }
        return average;
    }

    /**
     * The capacity units provisioned all month: the peak without auto scaling; with it, what target
     * tracking keeps provisioned for the average, clamp(average ÷ target, min, max), and a note with
     * what the peak would take it to, clamp(peak ÷ target, min, max).
     */
    private static double provisioned(String whose, String what, Optional<AutoScaling> scaling, double average,
            double peak, List<String> notes) {
        if (scaling.isEmpty()) {
            return peak;
        }
        AutoScaling a = scaling.get();
        double monthly = scaled(a, average);
        if (peak == 0) {
            notes.add(whose + " " + what + " auto scaling (" + SettingsText.scaling(a) + ") is costed at its minimum, "
                    + Money.number(monthly) + " provisioned units: no pattern with a rate " + what + "s through it.");
            return monthly;
        }
        notes.add(whose + " " + what + " auto scaling (" + SettingsText.scaling(a) + ") is costed at "
                + Money.number(monthly) + " provisioned units for the average of " + Money.number(average)
                + " units/s; at the peak of " + Money.number(peak) + " units/s it would reach "
                + Money.number(scaled(a, peak)) + ".");
        return monthly;
    }

    /**
     * What target tracking provisions for so many units/s: units ÷ target, in whole capacity units (as
     * DynamoDB provisions them), within [min, max].
     */
    static double scaled(AutoScaling a, double units) {
        double wanted = a.targetUtilization() > 0 ? units / (a.targetUtilization() / 100) : a.maxCapacity();
        // A hair of float error (7.0000000001) is not a unit more.
        double whole = Math.ceil(wanted - 1e-9);
        return Math.min(a.maxCapacity(), Math.max(a.minCapacity(), whole));
    }

    /** Warm throughput in one region: the charge at the rates set, and the units raised without a rate. */
    private record Warm(double priced, TableCost.WarmUnits unpriced) {
    }

    /** Warm throughput above what the table and each GSI have without pre-warming, priced once where a rate is set. */
    private Warm warm(TableDesign table) {
        boolean onDemand = table.billing().mode() == BillingMode.PAY_PER_REQUEST;
        long tableRead = onDemand ? ON_DEMAND_WARM_READ : table.billing().readCapacityUnits();
        long tableWrite = onDemand ? ON_DEMAND_WARM_WRITE : table.billing().writeCapacityUnits();
        long read = raised(table.settings().throughput().warm().readUnitsPerSecond(), tableRead);
        long write = raised(table.settings().throughput().warm().writeUnitsPerSecond(), tableWrite);
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            WarmThroughput w = g.settings().throughput().warm();
            read += raised(w.readUnitsPerSecond(), onDemand ? ON_DEMAND_WARM_READ : g.settings().readUnits()
                    .orElse(tableRead));
            write += raised(w.writeUnitsPerSecond(), onDemand ? ON_DEMAND_WARM_WRITE : g.settings().writeUnits()
                    .orElse(tableWrite));
        }
        OptionalDouble readRate = prices.find(PriceTable.Rate.WARM_READ);
        OptionalDouble writeRate = prices.find(PriceTable.Rate.WARM_WRITE);
        double priced = (readRate.isPresent() ? read * readRate.getAsDouble() : 0)
                + (writeRate.isPresent() ? write * writeRate.getAsDouble() : 0);
        return new Warm(priced, new TableCost.WarmUnits(readRate.isPresent() ? 0 : read,
                writeRate.isPresent() ? 0 : write));
    }

    private static long raised(Optional<Long> warm, long baseline) {
        return Math.max(0, warm.orElse(0L) - baseline);
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
}
