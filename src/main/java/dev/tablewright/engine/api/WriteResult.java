package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;

/**
 * What a Put, Update or Delete returned: the attributes its ReturnValues asked for, if any, the
 * capacity it consumed (empty when not reported) and, when asked (SIZE) and reported, the metrics of
 * the item collection it wrote; and what the Sandbox's stream wrote after it (not part of its capacity).
 */
public record WriteResult(Optional<Item> attributes, List<ConsumedCapacity> consumed,
        Optional<ItemCollectionMetrics> collectionMetrics, StreamWrites stream) implements ItemsAnswer {
    public static final WriteResult NOTHING = new WriteResult(Optional.empty());

    public WriteResult {
        consumed = List.copyOf(consumed);
        collectionMetrics = collectionMetrics == null ? Optional.empty() : collectionMetrics;
        stream = stream == null ? StreamWrites.NONE : stream;
    }

    public WriteResult(Optional<Item> attributes, List<ConsumedCapacity> consumed,
            Optional<ItemCollectionMetrics> collectionMetrics) {
        this(attributes, consumed, collectionMetrics, StreamWrites.NONE);
    }

    /** The same answer, with what the stream wrote after the write. */
    public WriteResult withStream(StreamWrites writes) {
        return new WriteResult(attributes, consumed, collectionMetrics, writes);
    }

    public WriteResult(Optional<Item> attributes, List<ConsumedCapacity> consumed) {
        this(attributes, consumed, Optional.empty());
    }

    public WriteResult(Optional<Item> attributes) {
        this(attributes, List.of());
    }

    /** The attributes ReturnValues asked for, if any, as a page of zero or one item. */
    @Override
    public Page asPage() {
        List<Item> items = attributes.map(List::of).orElse(List.of());
        return new Page(items, items.size(), items.size(), null, consumed);
    }
}
