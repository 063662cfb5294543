package dev.tablewright.model;

import java.util.Optional;

/** A local secondary index: the table's partition key with another sort key. */
public record LocalSecondaryIndex(String name, AttributeDef sortKey, Projection projection) implements SecondaryIndex {
    public LocalSecondaryIndex {
        if (name == null || sortKey == null || projection == null) {
            throw new NullPointerException("index name, sort key and projection");
        }
    }

    @Override
    public KeySchema keySchema(KeySchema tableKeys) {
        return new KeySchema(tableKeys.partitionKey(), Optional.of(sortKey));
    }

    @Override
    public LocalSecondaryIndex withName(String newName) {
        return new LocalSecondaryIndex(newName, sortKey, projection);
    }
}
