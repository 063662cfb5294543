package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;

/**
 * One page of a Query or Scan.
 *
 * @param items            the items returned (empty for Select COUNT)
 * @param count            items that passed the filter
 * @param scannedCount     items read before the filter
 * @param lastEvaluatedKey where the next page starts, or null when the result is complete
 */
public record Page(List<Item> items, int count, int scannedCount, Map<String, AttributeValue> lastEvaluatedKey) {
    public Page {
        items = List.copyOf(items);
        lastEvaluatedKey = lastEvaluatedKey == null ? null : Map.copyOf(lastEvaluatedKey);
    }

    public boolean hasMore() {
        return lastEvaluatedKey != null;
    }
}
