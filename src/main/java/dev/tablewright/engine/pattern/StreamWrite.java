package dev.tablewright.engine.pattern;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;
import java.util.Optional;

/**
 * What the stream handler of one kept entity does for one source write of an access pattern
 * (docs/streams.md, "What the stream handler does"), and what that costs: the handler's own reads and
 * writes on the table, and the stream record it reads.
 *
 * @param keptEntity    the kept entity whose items the handler writes
 * @param source        the entity the pattern writes
 * @param aggregate     an aggregate (read, then one TransactWriteItems) rather than index items (BatchWriteItem)
 * @param reads         the consistent GetItems per source write: each touched group's item, or the marker
 * @param writes        the items written per source write: an aggregate's marker and group items (actions
 *                      of one transaction); index items' puts and deletes (an average over the source's
 *                      sample items, so possibly fractional) and the marker's update
 * @param capacity      the handler's read and write units per source write, each GSI's part of the writes
 *                      included; per item for the batch and transaction forms, as the pattern's own
 * @param streamRecords the stream records the handler's trigger reads per source write: one
 * @param cost          what the handler's units cost a month at the pattern's rate; empty without a rate.
 *                      The stream reads add nothing: AWS Lambda triggers read the stream free of charge
 */
public record StreamWrite(String keptEntity, String source, boolean aggregate, int reads, double writes,
        RequestCapacity capacity, int streamRecords, Optional<MonthlyCost> cost) {
    /**
     * Why the stream reads cost nothing: AWS's pricing ("You are not charged for GetRecords API calls
     * invoked by AWS Lambda as part of DynamoDB triggers") and the developer guide ("Evaluate your
     * DynamoDB streams usage": "Read requests made by AWS Lambda-based consumers of DynamoDB Streams are
     * free").
     */
    public static final String FREE_STREAM_READS = "free: AWS does not charge for the GetRecords calls of an "
            + "AWS Lambda trigger";

    public StreamWrite {
        Objects.requireNonNull(keptEntity, "kept entity");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(capacity, "capacity");
        cost = cost == null ? Optional.empty() : cost;
    }

    /**
     * "MonthlyTotal — 1 consistent read, 2 transactional writes: 1 RCU, 4 WCU per request; 1 stream record,
     * free: …": the handler's work for one source write, without its monthly cost.
     */
    public String describe() {
        return work() + "; " + records();
    }

    /** "MonthlyTotal — 1 consistent read, 2 transactional writes: 1 RCU, 4 WCU per request". */
    public String work() {
        String what = aggregate
                ? count(reads, "consistent read") + ", " + count(writes, "transactional write")
                : count(reads, "consistent read") + ", " + count(writes, "write") + " (index items and the marker)";
        return keptEntity + " — " + what + ": " + number(capacity.readUnits()) + " RCU, "
                + number(capacity.writeUnits()) + " WCU" + (capacity.perItem() ? " per item" : " per request");
    }

    /** "1 stream record, free: AWS does not charge …": the stream reads, and why they cost nothing. */
    public String records() {
        return count(streamRecords, "stream record") + ", " + FREE_STREAM_READS;
    }

    private static String count(double n, String what) {
        return number(n) + " " + what + (n == 1 ? "" : "s");
    }

    /** At most two decimals, trailing zeros dropped (engine.cost.Money's form; that package uses this one). */
    static String number(double d) {
        return BigDecimal.valueOf(d).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }
}
