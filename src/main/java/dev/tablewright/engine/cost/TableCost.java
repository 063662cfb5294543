package dev.tablewright.engine.cost;

import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.model.settings.TableClass;
import java.util.List;
import java.util.Optional;

/**
 * What one table costs a month beyond nothing, in dollars, by line: its patterns' requests at its
 * class's rates (the on-demand figure capped by the on-demand maximum), storage, point-in-time
 * recovery, stream reads and replicated writes; and warm throughput's one-time charge. On demand and
 * provisioned are both given for the request lines, as for each pattern; the other monthly lines are
 * the same in both modes.
 *
 * @param regions          the regions the table lives in (1 unless it is a global table)
 * @param pitrOn           point-in-time recovery is on in at least one region
 * @param streamOn         the table has a stream
 * @param requests         the patterns' reads and writes, capped on demand where {@code notes} say so
 * @param notes            each cap or throttle the on-demand maximum causes, one sentence each
 * @param storage          the storage estimate, empty when {@code noStorage} says why
 * @param storageMonthly   storage in every region, each at its own table class's rate
 * @param pitrMonthly      point-in-time recovery of that storage in each region that has it on
 * @param streamReadUnits  streams read request units a month: one per write unit (a consumer reading
 *                         each change once; AWS Lambda triggers read for free)
 * @param replicatedWrites each write unit again in every other region, as replicated write units
 * @param warmOnce         the one-time charge for warm throughput above the table's and GSIs' defaults
 */
public record TableCost(String table, TableClass tableClass, int regions, boolean pitrOn, boolean streamOn,
        MonthlyCost requests, List<String> notes,
        Optional<StorageEstimate> storage, String noStorage, double storageMonthly, double pitrMonthly,
        double streamReadUnits, double streamMonthly, MonthlyCost replicatedWrites, double warmOnce) {

    public TableCost {
        notes = List.copyOf(notes);
    }

    /** Whether anything beyond the patterns' requests at Standard rates applies: the lines worth showing. */
    public boolean hasSettingsLines() {
        return tableClass != TableClass.STANDARD || storage.isPresent() || pitrOn || streamOn || regions > 1
                || warmOnce > 0 || !notes.isEmpty();
    }

    /** The monthly lines that are the same whatever the billing mode. */
    public double fixedMonthly() {
        return storageMonthly + pitrMonthly + streamMonthly;
    }

    /** Everything a month: requests and replicated writes in each mode, plus the fixed lines. */
    public MonthlyCost monthlyTotal() {
        return requests.plus(replicatedWrites).plus(new MonthlyCost(fixedMonthly(), fixedMonthly()));
    }
}
