package dev.tablewright.aws;

import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Every page of a Scan, read by parallel segments: each of N threads runs its own paginated Scan
 * ({@code Segment}/{@code TotalSegments}). Items are handed to a consumer page by page and never
 * collected, so memory stays at about one page per segment however large the table.
 *
 * <p>Works on any {@link Gateway} (the Sandbox too). {@link #cancel()} stops every segment before
 * its next request; the first error stops the others and is rethrown by {@link #run}.
 */
public final class ScanAllPages {
    /** Segments read at the same time; more are read as threads come free. */
    static final int MAX_THREADS = 32;

    /** What has been read so far, and at what rate. */
    public record Progress(long items, long scanned, long pages, Duration elapsed) {
        public double itemsPerSecond() {
            return ScanAllPages.perSecond(items, elapsed);
        }
    }

    /** The whole run: {@code cancelled} when {@link #cancel()} stopped it before the last page. */
    public record Result(long items, long scanned, long pages, Duration elapsed, boolean cancelled) {
        public double itemsPerSecond() {
            return ScanAllPages.perSecond(items, elapsed);
        }
    }

    private final Gateway gateway;
    private final ScanRequest request;
    private final int segments;
    private Consumer<Progress> progress = p -> { };
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicLong items = new AtomicLong();
    private final AtomicLong scanned = new AtomicLong();
    private final AtomicLong pages = new AtomicLong();
    private long start;

    private ScanAllPages(Gateway gateway, ScanRequest request, int segments) {
        if (segments < 1 || segments > 1_000_000) {
            throw new IllegalArgumentException("segments must be between 1 and 1000000, not " + segments);
        }
        this.gateway = gateway;
        this.request = request;
        this.segments = segments;
    }

    /** @param request the Scan to run (its segment fields and start key are set per segment) */
    public static ScanAllPages of(Gateway gateway, ScanRequest request, int segments) {
        return new ScanAllPages(gateway, request, segments);
    }

    /** Called after every page, from the segment threads (one call at a time). */
    public ScanAllPages onProgress(Consumer<Progress> listener) {
        this.progress = listener;
        return this;
    }

    /** Stops every segment before its next request; {@link #run} then returns, marked cancelled. */
    public void cancel() {
        cancelled.set(true);
    }

    /**
     * Reads every page; blocks until all segments are done, cancelled, or one fails.
     *
     * @param consumer gets each page's items, one call at a time (calls are serialised, so it may keep
     *                 state), from the segment threads
     * @throws dev.tablewright.engine.api.DynamoException the first error a segment met
     */
    public Result run(Consumer<List<Item>> consumer) {
        return runPages(page -> consumer.accept(page.items()));
    }

    /** As {@link #run}, handing on whole pages: their counts and consumed capacity too. */
    public Result runPages(Consumer<Page> consumer) {
        start = System.nanoTime();
        // At most MAX_THREADS segments at once: a request for thousands of segments queues them, not threads.
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(segments, MAX_THREADS), r -> {
            Thread t = new Thread(r, "scan-segment");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int s = 0; s < segments; s++) {
                int segment = s;
                running.add(pool.submit(() -> {
                    try {
                        segment(segment, consumer);
                    } catch (RuntimeException e) {
                        cancelled.set(true); // the other segments stop before their next page
                        throw e;
                    }
                }));
            }
            for (Future<?> f : running) {
                await(f);
            }
        } finally {
            pool.shutdownNow();
        }
        return new Result(items.get(), scanned.get(), pages.get(), elapsed(), cancelled.get());
    }

    private void segment(int segment, Consumer<Page> consumer) {
        ScanRequest r = segments == 1 ? request : new ScanRequest(request.table(), request.index(), request.filter(),
                request.projection(), request.expr(), request.limit(), null, segment, segments, request.select(),
                request.consistentRead());
        Map<String, AttributeValue> startKey = request.exclusiveStartKey();
        do {
            if (cancelled.get()) {
                return;
            }
            var page = gateway.scan(r.withExclusiveStartKey(startKey));
            synchronized (this) {
                if (cancelled.get()) {
                    return;
                }
                consumer.accept(page);
                items.addAndGet(page.count());
                scanned.addAndGet(page.scannedCount());
                pages.incrementAndGet();
                progress.accept(new Progress(items.get(), scanned.get(), pages.get(), elapsed()));
            }
            startKey = page.lastEvaluatedKey();
        } while (startKey != null);
    }

    /** Waits for one segment; a failed segment stops the others and its error goes to the caller. */
    private void await(Future<?> f) {
        try {
            f.get();
        } catch (InterruptedException e) {
            cancelled.set(true);
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    private Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - start);
    }

    private static double perSecond(long count, Duration elapsed) {
        return elapsed.isZero() ? 0 : count / (elapsed.toNanos() / 1e9);
    }
}
