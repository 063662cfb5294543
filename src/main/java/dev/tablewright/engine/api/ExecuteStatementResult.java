package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.List;

/**
 * What an ExecuteStatement returned: a SELECT's items (none for a write) and, when there is more,
 * the token that asks for the next page (null when complete).
 */
public record ExecuteStatementResult(List<Item> items, String nextToken) implements ItemsAnswer {
    public ExecuteStatementResult {
        items = List.copyOf(items);
    }

    public boolean hasMore() {
        return nextToken != null;
    }

    /** The statement's items; its next page is asked for by {@link #nextToken()}, not a key. */
    @Override
    public Page asPage() {
        return new Page(items, items.size(), items.size(), null);
    }
}
