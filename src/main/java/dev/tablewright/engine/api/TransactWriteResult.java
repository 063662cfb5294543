package dev.tablewright.engine.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a TransactWriteItems answers when it succeeds: the capacity each table consumed (when the
 * request asked) and each table's item collections written (when it asked SIZE).
 */
public record TransactWriteResult(List<ConsumedCapacity> consumed, Map<String, List<ItemCollectionMetrics>> metrics) {
    public static final TransactWriteResult NOTHING = new TransactWriteResult(List.of(), Map.of());

    public TransactWriteResult {
        consumed = List.copyOf(consumed);
        metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
    }
}
