package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;

/** What a TransactGetItems returned: one entry per Get, in request order (empty where no item), and the capacity. */
public record TransactGetResult(List<Optional<Item>> items, List<ConsumedCapacity> consumed) {
    public TransactGetResult {
        items = List.copyOf(items);
        consumed = List.copyOf(consumed);
    }
}
