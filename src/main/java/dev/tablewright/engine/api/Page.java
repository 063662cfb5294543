package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One page of a Query or Scan.
 *
 * @param items            the items returned (empty for Select COUNT)
 * @param count            items that passed the filter
 * @param scannedCount     items read before the filter
 * @param lastEvaluatedKey where the next page starts, or null when the result is complete
 * @param consumed         the capacity the page consumed, per table (empty when not reported)
 */
public record Page(List<Item> items, int count, int scannedCount, Map<String, AttributeValue> lastEvaluatedKey,
        List<ConsumedCapacity> consumed) implements ItemsAnswer {
    public Page {
        items = List.copyOf(items);
        consumed = consumed == null ? List.of() : List.copyOf(consumed);
        // Ordered as given (key schema order), so a printed key reads the same on every run.
        lastEvaluatedKey = lastEvaluatedKey == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(lastEvaluatedKey));
    }

    public Page(List<Item> items, int count, int scannedCount, Map<String, AttributeValue> lastEvaluatedKey) {
        this(items, count, scannedCount, lastEvaluatedKey, List.of());
    }

    public boolean hasMore() {
        return lastEvaluatedKey != null;
    }

    @Override
    public Page asPage() {
        return this;
    }
}
