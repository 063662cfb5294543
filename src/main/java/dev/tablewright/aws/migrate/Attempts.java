package dev.tablewright.aws.migrate;

import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.Retryable;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * One item call carried through throttling, DynamoDB's 500s and dropped connections: made again after
 * a backoff with jitter up to the backoff's last attempt. Only calls that may be repeated come here: a
 * read, or a write whose condition makes a repeat harmless (a repeat of a write whose answer was lost
 * fails its condition, and the caller then reads what is there).
 */
final class Attempts {
    /** The user stopped the run while a call waited to be tried again. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("cancelled", null, false, false);
        }
    }

    private final Backoff backoff;
    private final BooleanSupplier cancelled;

    Attempts(Backoff backoff, BooleanSupplier cancelled) {
        this.backoff = backoff;
        this.cancelled = cancelled;
    }

    <T> T call(Supplier<T> call) {
        for (int attempt = 1; ; attempt++) {
            try {
                return call.get();
            } catch (RuntimeException e) {
                if (!Retryable.is(e) || attempt >= backoff.maxAttempts()) {
                    throw e;
                }
            }
            if (cancelled.getAsBoolean()) {
                throw new Stopped();
            }
            try {
                Thread.sleep(backoff.delay(attempt, bound -> ThreadLocalRandom.current().nextLong(bound)).toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new Stopped();
            }
        }
    }

    void run(Runnable call) {
        call(() -> {
            call.run();
            return null;
        });
    }
}
