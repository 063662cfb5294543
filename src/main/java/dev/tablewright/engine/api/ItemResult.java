package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;

/** What a GetItem returned: the item, if there is one, and the capacity it consumed (empty when not reported). */
public record ItemResult(Optional<Item> item, List<ConsumedCapacity> consumed) implements ItemsAnswer {
    public ItemResult {
        consumed = List.copyOf(consumed);
    }

    public static ItemResult of(Optional<Item> item) {
        return new ItemResult(item, List.of());
    }

    /** The item found, if any, as a page of zero or one item. */
    @Override
    public Page asPage() {
        List<Item> items = item.map(List::of).orElse(List.of());
        return new Page(items, items.size(), items.size(), null, consumed);
    }
}
