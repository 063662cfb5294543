package dev.tablewright.engine.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a BatchWriteItem answers: the writes DynamoDB left unprocessed (to send again), the capacity
 * each table consumed (when the request asked), and each table's item collections written (when it
 * asked SIZE: only tables with local secondary indexes have any); and what the Sandbox's stream wrote
 * after it (not part of its capacity).
 */
public record BatchWriteResult(List<WriteRequest> unprocessed, List<ConsumedCapacity> consumed,
        Map<String, List<ItemCollectionMetrics>> metrics, StreamWrites stream) {
    public BatchWriteResult {
        unprocessed = List.copyOf(unprocessed);
        consumed = List.copyOf(consumed);
        metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
        stream = stream == null ? StreamWrites.NONE : stream;
    }

    public BatchWriteResult(List<WriteRequest> unprocessed, List<ConsumedCapacity> consumed,
            Map<String, List<ItemCollectionMetrics>> metrics) {
        this(unprocessed, consumed, metrics, StreamWrites.NONE);
    }

    /** The same answer, with what the stream wrote after the batch. */
    public BatchWriteResult withStream(StreamWrites writes) {
        return new BatchWriteResult(unprocessed, consumed, metrics, writes);
    }

    /** Only what was left unprocessed: nothing else asked or returned. */
    public static BatchWriteResult unprocessed(List<WriteRequest> left) {
        return new BatchWriteResult(left, List.of(), Map.of());
    }
}
