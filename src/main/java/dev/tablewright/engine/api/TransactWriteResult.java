package dev.tablewright.engine.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a TransactWriteItems answers when it succeeds: the capacity each table consumed (when the
 * request asked) and each table's item collections written (when it asked SIZE); and what the Sandbox's
 * stream wrote after it committed (never inside it; not part of its capacity).
 */
public record TransactWriteResult(List<ConsumedCapacity> consumed, Map<String, List<ItemCollectionMetrics>> metrics,
        StreamWrites stream) {
    public static final TransactWriteResult NOTHING = new TransactWriteResult(List.of(), Map.of());

    public TransactWriteResult {
        consumed = List.copyOf(consumed);
        metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
        stream = stream == null ? StreamWrites.NONE : stream;
    }

    public TransactWriteResult(List<ConsumedCapacity> consumed, Map<String, List<ItemCollectionMetrics>> metrics) {
        this(consumed, metrics, StreamWrites.NONE);
    }

    /** The same answer, with what the stream wrote after the transaction. */
    public TransactWriteResult withStream(StreamWrites writes) {
        return new TransactWriteResult(consumed, metrics, writes);
    }
}
