package dev.tablewright.model;

import dev.tablewright.model.settings.IndexSettings;

/**
 * A global secondary index: its own partition key and optional sort key, projection, and its own
 * capacity settings (provisioned units, auto scaling, on-demand maximum, warm throughput, insights).
 */
public record GlobalSecondaryIndex(String name, KeySchema keys, Projection projection, IndexSettings settings,
        RawJson extra) implements SecondaryIndex {
    public GlobalSecondaryIndex {
        if (name == null || keys == null || projection == null) {
            throw new NullPointerException("index name, keys and projection");
        }
        settings = settings == null ? IndexSettings.DEFAULT : settings;
        extra = extra == null ? RawJson.EMPTY : extra;
    }

    public GlobalSecondaryIndex(String name, KeySchema keys, Projection projection, RawJson extra) {
        this(name, keys, projection, IndexSettings.DEFAULT, extra);
    }

    public GlobalSecondaryIndex(String name, KeySchema keys, Projection projection) {
        this(name, keys, projection, IndexSettings.DEFAULT, RawJson.EMPTY);
    }

    @Override
    public KeySchema keySchema(KeySchema tableKeys) {
        return keys;
    }

    @Override
    public GlobalSecondaryIndex withName(String newName) {
        return new GlobalSecondaryIndex(newName, keys, projection, settings, extra);
    }

    public GlobalSecondaryIndex withKeys(KeySchema newKeys) {
        return new GlobalSecondaryIndex(name, newKeys, projection, settings, extra);
    }

    public GlobalSecondaryIndex withProjection(Projection newProjection) {
        return new GlobalSecondaryIndex(name, keys, newProjection, settings, extra);
    }

    public GlobalSecondaryIndex withSettings(IndexSettings newSettings) {
        return new GlobalSecondaryIndex(name, keys, projection, newSettings, extra);
    }
}
