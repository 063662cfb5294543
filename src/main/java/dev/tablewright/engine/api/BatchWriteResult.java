package dev.tablewright.engine.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a BatchWriteItem answers: the writes DynamoDB left unprocessed (to send again), the capacity
 * each table consumed (when the request asked), and each table's item collections written (when it
 * asked SIZE: only tables with local secondary indexes have any).
 */
public record BatchWriteResult(List<WriteRequest> unprocessed, List<ConsumedCapacity> consumed,
        Map<String, List<ItemCollectionMetrics>> metrics) {
    public BatchWriteResult {
        unprocessed = List.copyOf(unprocessed);
        consumed = List.copyOf(consumed);
        metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
    }

    /** Only what was left unprocessed: nothing else asked or returned. */
    public static BatchWriteResult unprocessed(List<WriteRequest> left) {
        return new BatchWriteResult(left, List.of(), Map.of());
    }
}
