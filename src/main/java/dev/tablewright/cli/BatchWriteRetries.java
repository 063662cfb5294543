package dev.tablewright.cli;

import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.engine.api.WriteRequest;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * Sends a BatchWriteItem and then what DynamoDB leaves unprocessed (throttling, a partition's limit),
 * again and again with exponential backoff and full jitter, as AWS advises, until nothing is left or
 * the cap of retries is reached.
 */
final class BatchWriteRetries {
    /** Retries after the first call; with the commit's backoff they wait up to about 25 seconds in all. */
    static final int MAX_RETRIES = 8;

    /** Waits between calls; tests pass one that does not sleep. */
    interface Sleeper {
        void sleep(long millis) throws InterruptedException;
    }

    /** @param unprocessed what was still left after the last call (empty when all were written) */
    record Outcome(int sent, int retries, List<WriteRequest> unprocessed) {
    }

    private final Sleeper sleeper;
    private final int maxRetries;

    BatchWriteRetries(Sleeper sleeper, int maxRetries) {
        this.sleeper = sleeper;
        this.maxRetries = maxRetries;
    }

    static BatchWriteRetries standard() {
        return new BatchWriteRetries(Thread::sleep, MAX_RETRIES);
    }

    /** @param send one BatchWriteItem call, answering what it left unprocessed */
    Outcome run(List<WriteRequest> writes, Function<List<WriteRequest>, List<WriteRequest>> send) {
        List<WriteRequest> left = send.apply(writes);
        int retries = 0;
        while (!left.isEmpty() && retries < maxRetries) {
            try {
                sleeper.sleep(wait(retries));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            retries++;
            left = send.apply(left);
        }
        return new Outcome(writes.size(), retries, left);
    }

    /** Full jitter: a random wait up to 50 ms · 2^retry, capped at 5 s (the commit's {@link Backoff}). */
    static long wait(int retry) {
        return Backoff.DEFAULT.delay(retry + 1, bound -> ThreadLocalRandom.current().nextLong(bound)).toMillis();
    }
}
