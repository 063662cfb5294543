package dev.tablewright.engine.pattern;

import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.OperationKind;
import java.util.List;
import java.util.Optional;

/**
 * What one access pattern does on the model: how it is served, whose items it can return, what it
 * returns on the sample data, what a request consumes and what the expected rate costs a month.
 *
 * @param entities the entities whose items it can return (by their key templates, and those of the
 *                 sample items it returned)
 * @param returned the sample items one request returns (one page for a Query or Scan; the item a
 *                 GetItem, batch or transaction read names); none for a write
 * @param more     a Query or Scan whose first page was not the whole answer (Limit, or 1 MB)
 * @param capacity empty when the request could not run (see {@code errors})
 * @param cost     empty without a capacity or an expected rate
 * @param errors   why the pattern cannot run as written, with DynamoDB's words where it refuses it
 * @param leftOut  items of its entities the sample data holds but the Sandbox left out (DynamoDB would refuse them)
 * @param scores   a vector search's score of each returned item, in order (what it means: the index's distance
 *                 function); empty for other operations
 * @param stream   what the stream handlers do and cost for one of its writes, per kept entity whose source it
 *                 writes ({@link StreamWriteCost}); none for a read. Not in {@code capacity} nor {@code cost},
 *                 which are the pattern's own request: {@link #totalCost()} adds them
 */
public record PatternAnalysis(String table, AccessPattern pattern, ServedBy servedBy, List<String> entities,
        List<SourcedItem> returned, boolean more, Optional<RequestCapacity> capacity, Optional<MonthlyCost> cost,
        List<String> errors, List<LeftOutItems> leftOut, List<Double> scores, List<StreamWrite> stream) {
    public PatternAnalysis {
        leftOut = List.copyOf(leftOut);
        entities = List.copyOf(entities);
        returned = List.copyOf(returned);
        errors = List.copyOf(errors);
        scores = List.copyOf(scores);
        stream = List.copyOf(stream);
    }

    /** An analysis of a request that keeps no item by the stream. */
    public PatternAnalysis(String table, AccessPattern pattern, ServedBy servedBy, List<String> entities,
            List<SourcedItem> returned, boolean more, Optional<RequestCapacity> capacity, Optional<MonthlyCost> cost,
            List<String> errors, List<LeftOutItems> leftOut, List<Double> scores) {
        this(table, pattern, servedBy, entities, returned, more, capacity, cost, errors, leftOut, scores, List.of());
    }

    /** An analysis of a request that is not a vector search: no scores. */
    public PatternAnalysis(String table, AccessPattern pattern, ServedBy servedBy, List<String> entities,
            List<SourcedItem> returned, boolean more, Optional<RequestCapacity> capacity, Optional<MonthlyCost> cost,
            List<String> errors, List<LeftOutItems> leftOut) {
        this(table, pattern, servedBy, entities, returned, more, capacity, cost, errors, leftOut, List.of());
    }

    /**
     * Whether the request ran on the sample data: it has capacity units, or it is a vector search without
     * an error (DynamoDB bills a search by the bytes it examines, not in capacity units).
     */
    public boolean ran() {
        return capacity.isPresent() || pattern.operation() == OperationKind.SEARCH_VECTORS && errors.isEmpty();
    }

    /** What the stream handlers' work for its writes costs a month; empty when none is costed (no rate, no kept entity). */
    public Optional<MonthlyCost> streamCost() {
        return stream.stream().map(StreamWrite::cost).flatMap(Optional::stream).reduce(MonthlyCost::plus);
    }

    /** Its own cost and its stream handlers' together: what the pattern's rate costs the table a month. */
    public Optional<MonthlyCost> totalCost() {
        return streamCost().map(s -> cost.map(c -> c.plus(s)).orElse(s)).or(() -> cost);
    }

    public boolean needsScan() {
        return servedBy.needsScan();
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }
}
