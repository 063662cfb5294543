package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Map;

/** One entry of a BatchWriteItem: a put of a whole item or a delete by key. */
public sealed interface WriteRequest {
    String table();

    record Put(String table, Item item) implements WriteRequest {
    }

    record Delete(String table, Map<String, AttributeValue> key) implements WriteRequest {
        public Delete {
            key = Map.copyOf(key);
        }
    }
}
