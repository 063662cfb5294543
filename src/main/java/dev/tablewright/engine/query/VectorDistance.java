package dev.tablewright.engine.query;

import dev.tablewright.model.DistanceFunction;
import java.util.Comparator;

/**
 * A vector index's distance function as SearchVectors scores it (docs/vector-indexes.md §3.5): COSINE
 * the cosine distance {@code 1 − cos} (0 identical … 2 opposite), EUCLIDEAN the plain (not squared) L2
 * distance, both lower nearer; DOT_PRODUCT the raw dot product, higher nearer. Elements are float32,
 * as DynamoDB stores them; the arithmetic is double.
 */
final class VectorDistance {
    private VectorDistance() {
    }

    /**
     * The score of a stored vector against the search vector (same length). Cosine with a zero vector
     * is undefined and DynamoDB does not document it: the Sandbox scores it 1, as an orthogonal vector.
     */
    static double score(DistanceFunction f, float[] query, float[] stored) {
        return switch (f) {
            case COSINE -> cosineDistance(query, stored);
            case EUCLIDEAN -> euclidean(query, stored);
            case DOT_PRODUCT -> dot(query, stored);
        };
    }

    /** Nearest first: ascending distances, descending dot products; a NaN score (never nearer) last in both. */
    static Comparator<Double> nearestFirst(DistanceFunction f) {
        Comparator<Double> ascending = Double::compare;
        Comparator<Double> order = f == DistanceFunction.DOT_PRODUCT ? ascending.reversed() : ascending;
        return (a, b) -> a.isNaN() || b.isNaN() ? Boolean.compare(a.isNaN(), b.isNaN()) : order.compare(a, b);
    }

    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (double) a[i] * b[i];
        }
        return sum;
    }

    static double euclidean(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            double d = (double) a[i] - b[i];
            sum += d * d;
        }
        return Math.sqrt(sum);
    }

    static double cosineDistance(float[] a, float[] b) {
        double norms = Math.sqrt(dot(a, a)) * Math.sqrt(dot(b, b));
        return norms == 0 ? 1 : 1 - dot(a, b) / norms;
    }
}
