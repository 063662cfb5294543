package dev.tablewright.engine.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.DistanceFunction;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The three distance functions on vectors whose scores are worked out by hand. */
class VectorDistanceTest {
    private static final float[] P = {1, 2, 2}; // length 3
    private static final float[] Q = {2, 1, 2}; // length 3, P·Q = 8

    @Test
    void cosineIsOneMinusTheCosine() {
        assertEquals(1 - 8.0 / 9, VectorDistance.score(DistanceFunction.COSINE, P, Q), 1e-12);
        assertEquals(0, VectorDistance.score(DistanceFunction.COSINE, P, new float[] {2, 4, 4}), 1e-12);
        assertEquals(2, VectorDistance.score(DistanceFunction.COSINE, P, new float[] {-1, -2, -2}), 1e-12);
    }

    @Test
    void euclideanIsTheSquareRootOfTheSquaredDifferences() {
        assertEquals(Math.sqrt(2), VectorDistance.score(DistanceFunction.EUCLIDEAN, P, Q), 1e-12);
        assertEquals(3, VectorDistance.score(DistanceFunction.EUCLIDEAN, P, new float[] {0, 0, 0}), 1e-12);
    }

    @Test
    void dotProductIsTheSumOfProducts() {
        assertEquals(8, VectorDistance.score(DistanceFunction.DOT_PRODUCT, P, Q), 0);
        assertEquals(-9, VectorDistance.score(DistanceFunction.DOT_PRODUCT, P, new float[] {-1, -2, -2}), 0);
    }

    @Test
    void nearestFirstIsAscendingForDistancesDescendingForDotProductsNaNLast() {
        List<Double> scores = new ArrayList<>(List.of(2.0, Double.NaN, -1.0, 0.5));
        scores.sort(VectorDistance.nearestFirst(DistanceFunction.EUCLIDEAN));
        assertEquals(List.of(-1.0, 0.5, 2.0, Double.NaN), scores);
        scores.sort(VectorDistance.nearestFirst(DistanceFunction.DOT_PRODUCT));
        assertEquals(List.of(2.0, 0.5, -1.0, Double.NaN), scores);
    }
}
