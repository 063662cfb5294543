package dev.tablewright.aws.differential;

import java.util.List;
import java.util.SplittableRandom;

/** Seeded randomness with the few helpers the generators need. */
final class Rng {
    private final SplittableRandom random;

    Rng(long seed) {
        this.random = new SplittableRandom(seed);
    }

    boolean chance(double p) {
        return random.nextDouble() < p;
    }

    int between(int lowInclusive, int highInclusive) {
        return random.nextInt(lowInclusive, highInclusive + 1);
    }

    <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    @SafeVarargs
    final <T> T of(T... values) {
        return values[random.nextInt(values.length)];
    }

    byte[] bytes(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) random.nextInt(256);
        }
        return b;
    }
}
