package dev.tablewright.model;

import java.util.Optional;

/** What an aggregate keeps of its group: a count, a sum, a minimum, a maximum or the latest value. */
public enum MeasureKind {
    COUNT,
    SUM,
    MIN,
    MAX,
    LATEST;

    /** SUM, MIN and MAX compute over numbers; COUNT over nothing; LATEST over any value. */
    public boolean needsNumber() {
        return this == SUM || this == MIN || this == MAX;
    }

    public static Optional<MeasureKind> parse(String text) {
        for (MeasureKind k : values()) {
            if (k.name().equals(text)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
