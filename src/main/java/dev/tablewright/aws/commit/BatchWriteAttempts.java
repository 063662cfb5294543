package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.WriteRequest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;

/**
 * One BatchWriteItem carried to the end: what DynamoDB leaves unprocessed, or refuses by throttling
 * or a dropped connection, is sent again after a backoff with full jitter, up to the backoff's last
 * attempt. The one retry loop of the commit's writers and of {@code run}'s BatchWriteItem.
 */
public final class BatchWriteAttempts {
    private final Gateway gateway;
    private final Backoff backoff;
    private final Sleeper sleeper;

    /** How a writer waits; tests pass one that does not. */
    @FunctionalInterface
    public interface Sleeper {
        void sleep(Duration d) throws InterruptedException;
    }

    /**
     * How one batch ended.
     *
     * @param written  requests DynamoDB confirmed
     * @param resent   requests sent again, summed over the retries
     * @param retries  calls after the first
     * @param left     requests not written: unprocessed after the last attempt, or of a failed call, or
     *                 not sent because the work was stopped
     * @param error    why the last call failed (not retryable, or still failing at the last attempt), or null
     * @param stopped  true when stopped before the end (what was sent stays written)
     */
    public record Outcome(long written, long resent, int retries, List<WriteRequest> left, RuntimeException error,
            boolean stopped) {
        public Outcome {
            left = List.copyOf(left);
        }
    }

    public BatchWriteAttempts(Gateway gateway, Backoff backoff) {
        this(gateway, backoff, d -> Thread.sleep(d.toMillis()));
    }

    public BatchWriteAttempts(Gateway gateway, Backoff backoff, Sleeper sleeper) {
        this.gateway = gateway;
        this.backoff = backoff;
        this.sleeper = sleeper;
    }

    /** @param stopped checked before every retry; true ends the batch where it stands */
    public Outcome send(List<WriteRequest> batch, BooleanSupplier stopped) {
        List<WriteRequest> left = batch;
        long written = 0;
        long resent = 0;
        int attempt = 1;
        for (; ; attempt++) {
            if (attempt > 1) {
                resent += left.size();
                if (!pause(attempt - 1, stopped)) {
                    return new Outcome(written, resent, attempt - 2, left, null, true);
                }
            }
            try {
                List<WriteRequest> unprocessed = gateway.batchWrite(left);
                written += left.size() - unprocessed.size();
                left = unprocessed;
            } catch (RuntimeException e) {
                if (!Retryable.is(e) || attempt >= backoff.maxAttempts()) {
                    return new Outcome(written, resent, attempt - 1, left, e, false);
                }
            }
            if (left.isEmpty() || attempt >= backoff.maxAttempts()) {
                return new Outcome(written, resent, attempt - 1, left, null, false);
            }
        }
    }

    /** Waits before a retry; false when stopped meanwhile. */
    private boolean pause(int retry, BooleanSupplier stopped) {
        if (stopped.getAsBoolean()) {
            return false;
        }
        try {
            sleeper.sleep(backoff.delay(retry, bound -> ThreadLocalRandom.current().nextLong(bound)));
            return !stopped.getAsBoolean();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
