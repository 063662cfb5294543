package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a BatchGetItem returned: the items found per table (in no promised order, as DynamoDB), the
 * keys it left unprocessed (to retry), and the capacity consumed per table.
 */
public record BatchGetResult(Map<String, List<Item>> responses, Map<String, BatchGetRequest.TableKeys> unprocessed,
        List<ConsumedCapacity> consumed) {
    public BatchGetResult {
        Map<String, List<Item>> copied = new LinkedHashMap<>();
        responses.forEach((t, items) -> copied.put(t, List.copyOf(items)));
        responses = Collections.unmodifiableMap(copied);
        unprocessed = Collections.unmodifiableMap(new LinkedHashMap<>(unprocessed));
        consumed = List.copyOf(consumed);
    }

    /** Every item found, table by table. */
    public List<Item> items() {
        return responses.values().stream().flatMap(List::stream).toList();
    }
}
