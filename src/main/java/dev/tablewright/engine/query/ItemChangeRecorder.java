package dev.tablewright.engine.query;

/**
 * Told of every item change the engine makes, in order and inside the engine's lock (so a recorder sees
 * the changes in the order the table took them): what a table's stream would carry.
 */
@FunctionalInterface
public interface ItemChangeRecorder {
    /** Records nothing: an engine without a stream. */
    ItemChangeRecorder NONE = change -> {
    };

    void changed(ItemChange change);
}
