package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.Optional;

/** What a Put, Update or Delete returned: the attributes its ReturnValues asked for, if any. */
public record WriteResult(Optional<Item> attributes) {
    public static final WriteResult NOTHING = new WriteResult(Optional.empty());
}
