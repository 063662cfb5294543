package dev.tablewright.model;

/** A global secondary index: its own partition key and optional sort key. */
public record GlobalSecondaryIndex(String name, KeySchema keys, Projection projection, RawJson extra)
        implements SecondaryIndex {
    public GlobalSecondaryIndex {
        if (name == null || keys == null || projection == null) {
            throw new NullPointerException("index name, keys and projection");
        }
        extra = extra == null ? RawJson.EMPTY : extra;
    }

    public GlobalSecondaryIndex(String name, KeySchema keys, Projection projection) {
        this(name, keys, projection, RawJson.EMPTY);
    }

    @Override
    public KeySchema keySchema(KeySchema tableKeys) {
        return keys;
    }

    @Override
    public GlobalSecondaryIndex withName(String newName) {
        return new GlobalSecondaryIndex(newName, keys, projection, extra);
    }
}
