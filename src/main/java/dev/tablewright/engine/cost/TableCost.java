package dev.tablewright.engine.cost;

import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.model.settings.TableClass;
import java.util.List;
import java.util.Optional;

/**
 * What one table costs a month beyond nothing, in dollars, by line: its patterns' requests at its
 * class's rates (the on-demand figure capped by the table's and each GSI's on-demand maximum, the
 * provisioned one at what auto scaling would provision), storage of the table and of each index,
 * point-in-time recovery, stream reads and replicated writes; and warm throughput's one-time charge.
 * On demand and provisioned are both given for the request lines, as for each pattern; the other
 * monthly lines are the same in both modes.
 *
 * @param regions          the regions the table lives in (1 unless it is a global table)
 * @param pitrOn           point-in-time recovery is on in at least one region
 * @param streamOn         the table has a stream
 * @param requests         the patterns' reads and writes, capped on demand and scaled provisioned where
 *                         {@code notes} say so
 * @param notes            each cap, throttle, auto scaling figure and unpriced charge, one sentence each
 * @param storage          the table's storage estimate, empty when {@code noStorage} says why
 * @param indexes          each index's storage and what it costs (none without a table estimate)
 * @param storageMonthly   storage of the table and its indexes in every region, each at its own table
 *                         class's rate
 * @param pitrMonthly      point-in-time recovery of the table and its LSIs in each region that has it on
 * @param streamReadUnits  streams read request units a month: one per write unit of the table itself (a
 *                         consumer reading each change once; AWS Lambda triggers read for free)
 * @param replicatedWrites each write unit again in every other region, as replicated write units
 * @param replicaReads     provisioned only: the read capacity the other regions of a global table provision
 *                         (each replica's override, else the table's and its GSIs'); none on demand
 * @param warmOnce         the one-time charge for warm throughput above the table's and GSIs' defaults,
 *                         at the rates that are set
 * @param warmUnpriced     warm throughput raised in each region for which no rate is set: not costed
 * @param streamHandlers   the kept entities whose stream handlers read the stream as AWS Lambda triggers, for
 *                         free (their reads and writes on the table are in {@code requests})
 */
public record TableCost(String table, TableClass tableClass, int regions, boolean pitrOn, boolean streamOn,
        MonthlyCost requests, List<String> notes,
        Optional<StorageEstimate> storage, String noStorage, List<IndexStorageCost> indexes, double storageMonthly,
        double pitrMonthly, double streamReadUnits, double streamMonthly, MonthlyCost replicatedWrites,
        MonthlyCost replicaReads, double warmOnce, WarmUnits warmUnpriced, List<String> streamHandlers) {

    /** One index's storage and what it costs a month in every region (PITR for an LSI where it is on). */
    public record IndexStorageCost(IndexStorage storage, double storageMonthly, double pitrMonthly) {
    }

    /** Read and write units per second of warm throughput raised above the defaults. */
    public record WarmUnits(long read, long write) {
        public static final WarmUnits NONE = new WarmUnits(0, 0);

        public boolean any() {
            return read > 0 || write > 0;
        }
    }

    public TableCost {
        notes = List.copyOf(notes);
        indexes = List.copyOf(indexes);
        streamHandlers = List.copyOf(streamHandlers);
    }

    /** Whether anything beyond the patterns' requests at Standard rates applies: the lines worth showing. */
    public boolean hasSettingsLines() {
        return tableClass != TableClass.STANDARD || storage.isPresent() || pitrOn || streamOn || regions > 1
                || warmOnce > 0 || warmUnpriced.any() || !notes.isEmpty();
    }

    /** The monthly lines that are the same whatever the billing mode. */
    public double fixedMonthly() {
        return storageMonthly + pitrMonthly + streamMonthly;
    }

    /** Everything a month: requests, replicated writes and replicas' reads in each mode, plus the fixed lines. */
    public MonthlyCost monthlyTotal() {
        return requests.plus(replicatedWrites).plus(replicaReads).plus(new MonthlyCost(fixedMonthly(), fixedMonthly()));
    }

    /** The table's own storage a month, without its indexes'. */
    public double tableStorageMonthly() {
        return storageMonthly - indexes.stream().mapToDouble(IndexStorageCost::storageMonthly).sum();
    }

    /** The table's own point-in-time recovery a month, without its LSIs'. */
    public double tablePitrMonthly() {
        return pitrMonthly - indexes.stream().mapToDouble(IndexStorageCost::pitrMonthly).sum();
    }
}
