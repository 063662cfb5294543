package dev.tablewright.engine.query;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;

/**
 * An item as a table keeps it: the (immutable, compact) item itself and its size, counted once when
 * written, since every read that pages by the 1 MB limit needs it.
 */
final class StoredItem {
    private final Item item;
    private final long bytes;

    private StoredItem(Item item, long bytes) {
        this.item = item;
        this.bytes = bytes;
    }

    static StoredItem of(Item item, long bytes) {
        return new StoredItem(item, bytes);
    }

    AttributeValue get(String name) {
        return item.attributes().get(name);
    }

    /** The item's size as DynamoDB counts it. */
    long bytes() {
        return bytes;
    }

    Item toItem() {
        return item;
    }
}
