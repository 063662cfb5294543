package dev.tablewright.model;

import java.util.Locale;
import java.util.Optional;

/**
 * How a vector index measures nearness (DynamoDB's {@code VectorDistanceFunction}). Fixed when the
 * index is created. What each returns as a search's score is the engine's (docs/vector-indexes.md §3.5).
 */
public enum DistanceFunction {
    COSINE,
    DOT_PRODUCT,
    EUCLIDEAN;

    /** What a search's score means under this function, in one phrase (docs/vector-indexes.md §3.5). */
    public String scoreMeaning() {
        switch (this) {
            case COSINE:
                return "cosine distance (0 identical … 2 opposite), lower is nearer";
            case EUCLIDEAN:
                return "Euclidean distance, lower is nearer";
            default:
                return "dot product, higher is nearer";
        }
    }

    /** {@code COSINE}, {@code cosine}: the wire name, any case. */
    public static Optional<DistanceFunction> parse(String s) {
        if (s == null) {
            return Optional.empty();
        }
        for (DistanceFunction f : values()) {
            if (f.name().equals(s.trim().toUpperCase(Locale.ROOT))) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
