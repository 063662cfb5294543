package dev.tablewright.aws.commit;

import java.time.Duration;
import java.util.function.LongUnaryOperator;

/**
 * Exponential backoff with full jitter (AWS's recommendation for many writers retrying at once): the
 * n-th retry waits a random time between zero and {@code min(cap, base · 2^n)}, so writers that were
 * throttled together do not come back together.
 */
public record Backoff(Duration base, Duration cap, int maxAttempts) {
    public static final Backoff DEFAULT = new Backoff(Duration.ofMillis(50), Duration.ofSeconds(5), 12);

    public Backoff {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
    }

    /**
     * @param attempt the retry about to be made, from 1
     * @param random  a uniform draw in [0, bound) for the given bound (the jitter)
     */
    public Duration delay(int attempt, LongUnaryOperator random) {
        long ceiling = Math.min(cap.toMillis(), base.toMillis() << Math.min(attempt - 1, 30));
        return Duration.ofMillis(ceiling <= 0 ? 0 : random.applyAsLong(ceiling + 1));
    }
}
