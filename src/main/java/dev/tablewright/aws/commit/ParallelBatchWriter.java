package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * Puts items into one table with BatchWriteItem from several writers at once (bounded: a fixed pool
 * taking 25-item batches from a queue). Unprocessed items are sent again after a backoff with jitter;
 * a throttled or dropped batch is repeated whole; a batch that still fails after the last attempt is
 * counted as failed and the others go on. The items must have distinct keys (a batch refuses two
 * writes of one key).
 */
public final class ParallelBatchWriter {
    public static final int BATCH = 25;
    private static final int MAX_ERRORS_KEPT = 5;

    private final int writers;
    private final BatchWriteAttempts attempts;

    public ParallelBatchWriter(Gateway gateway, int writers, Backoff backoff) {
        this(gateway, writers, backoff, d -> Thread.sleep(d.toMillis()));
    }

    /** @param sleeper how a writer waits before a retry; tests pass one that does not */
    public ParallelBatchWriter(Gateway gateway, int writers, Backoff backoff, BatchWriteAttempts.Sleeper sleeper) {
        if (writers < 1) {
            throw new IllegalArgumentException("writers must be at least 1, not " + writers);
        }
        this.writers = writers;
        this.attempts = new BatchWriteAttempts(gateway, backoff, sleeper);
    }

    /**
     * @param written   told the count of items confirmed so far, after every batch (from writer threads)
     * @param cancelled checked before every request; true stops every writer (what is sent stays written)
     */
    public WriteTally write(String table, List<Item> items, LongConsumer written, BooleanSupplier cancelled) {
        return writeAll(items.stream().map(item -> (WriteRequest) new WriteRequest.Put(table, item)).toList(),
                written, cancelled);
    }

    /**
     * The same for any puts and deletes (the explorer's delete of several items): 25 to a batch, the
     * same retries; {@code written} counts the requests DynamoDB confirmed.
     */
    public WriteTally writeAll(List<WriteRequest> writes, LongConsumer written, BooleanSupplier cancelled) {
        ConcurrentLinkedQueue<List<WriteRequest>> batches = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < writes.size(); i += BATCH) {
            batches.add(List.copyOf(writes.subList(i, Math.min(writes.size(), i + BATCH))));
        }
        Counters c = new Counters();
        AtomicBoolean stop = new AtomicBoolean();
        BooleanSupplier stopped = () -> stop.get() || cancelled.getAsBoolean() || Thread.currentThread().isInterrupted();
        int threads = Math.min(writers, Math.max(1, batches.size()));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "commit-writer");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < threads; w++) {
                running.add(pool.submit(() -> {
                    List<WriteRequest> batch;
                    while (!stopped.getAsBoolean() && (batch = batches.poll()) != null) {
                        send(batch, c, stopped);
                        c.report(written);
                    }
                }));
            }
            for (Future<?> f : running) {
                try {
                    f.get();
                } catch (InterruptedException e) {
                    stop.set(true);
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    stop.set(true);
                    throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return new WriteTally(c.written.get(), c.retried.get(), c.failed.get(), c.errors);
    }

    /** One batch to the end: written, or failed after the last attempt, or left when stopped. */
    private void send(List<WriteRequest> batch, Counters c, BooleanSupplier stopped) {
        BatchWriteAttempts.Outcome o = attempts.send(batch, stopped);
        c.written.addAndGet(o.written());
        c.retried.addAndGet(o.resent());
        if (o.error() != null) {
            c.fail(o.left().size(), o.error());
        } else if (!o.left().isEmpty() && !o.stopped()) {
            c.fail(o.left().size(), new IllegalStateException(o.left().size() + " items still unprocessed after "
                    + (o.retries() + 1) + " attempts"));
        }
    }

    private static final class Counters {
        final AtomicLong written = new AtomicLong();
        final AtomicLong retried = new AtomicLong();
        final AtomicLong failed = new AtomicLong();
        final List<String> errors = Collections.synchronizedList(new ArrayList<>());
        /** The count last reported: reports only go up. */
        private long reported;

        /**
         * Reports the count written, never one below a count reported before: a writer that read the
         * count just before another's batch was added must not report it after that one's. Each writer
         * reports after it adds, so the last report holds every batch.
         */
        synchronized void report(LongConsumer progress) {
            long now = written.get();
            if (now > reported) {
                reported = now;
                progress.accept(now);
            }
        }

        void fail(int items, RuntimeException e) {
            failed.addAndGet(items);
            if (errors.size() < MAX_ERRORS_KEPT) {
                errors.add(items + " items not written: " + e.getMessage());
            }
        }
    }
}
