package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.List;

/**
 * What an ExecuteStatement returned: a SELECT's items (none for a write), when there is more the token
 * that asks for the next page (null when complete), and the capacity consumed when reported; and what the Sandbox's stream wrote after a write statement.
 */
public record ExecuteStatementResult(List<Item> items, String nextToken, List<ConsumedCapacity> consumed,
        StreamWrites stream) implements ItemsAnswer {
    public ExecuteStatementResult {
        items = List.copyOf(items);
        consumed = consumed == null ? List.of() : List.copyOf(consumed);
        stream = stream == null ? StreamWrites.NONE : stream;
    }

    public ExecuteStatementResult(List<Item> items, String nextToken, List<ConsumedCapacity> consumed) {
        this(items, nextToken, consumed, StreamWrites.NONE);
    }

    /** The same answer, with what the stream wrote after the statement. */
    public ExecuteStatementResult withStream(StreamWrites writes) {
        return new ExecuteStatementResult(items, nextToken, consumed, writes);
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
