package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.List;

/**
 * What an ExecuteStatement returned: a SELECT's items (none for a write), when there is more the token
 * that asks for the next page (null when complete), and the capacity consumed when reported.
 */
public record ExecuteStatementResult(List<Item> items, String nextToken, List<ConsumedCapacity> consumed)
        implements ItemsAnswer {
    public ExecuteStatementResult {
        items = List.copyOf(items);
        consumed = consumed == null ? List.of() : List.copyOf(consumed);
    }

    public ExecuteStatementResult(List<Item> items, String nextToken) {
        this(items, nextToken, List.of());
    }

    public boolean hasMore() {
        return nextToken != null;
    }

    /** The statement's items; its next page is asked for by {@link #nextToken()}, not a key. */
    @Override
    public Page asPage() {
        return new Page(items, items.size(), items.size(), null, consumed);
    }
}
