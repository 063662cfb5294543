package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.migrate.ApplyJournal;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * A scan step's pass over its table: parallel segments ({@code Segment}/{@code TotalSegments}), each
 * page handed to the step's work, and the segment's position journalled once the page's writes are done
 * (the LastEvaluatedKey after it, and whether it was the last page). A resumed pass continues each
 * segment from its journalled key and skips the finished ones; a page interrupted between its writes and
 * its journal entry is read again, and its items, already written, count as already right.
 */
final class ScanPass {
    /** Items per page: a journal entry per page, so a stop loses at most this many items' work per segment. */
    static final int PAGE = 100;
    private static final int PROBLEMS_KEPT = 10;

    /** What the step does with one page's items; called from the segments' threads at once. */
    interface PageWork {
        PageTally apply(List<Item> items, BooleanSupplier stopped);
    }

    /**
     * What a page came to.
     *
     * @param complete false when stopped before its last item (the page is then not journalled)
     */
    record PageTally(long written, long alreadyRight, List<String> problems, boolean complete) {
        PageTally {
            problems = List.copyOf(problems);
        }
    }

    /** The pass: its counts over every run (from the journal), the problems of this run, and whether it was stopped. */
    record Outcome(long read, long written, long alreadyRight, List<String> problems, long problemCount,
            boolean cancelled) {
    }

    private final Gateway gateway;
    private final Attempts attempts;
    private final JournalKeeper journal;
    private final MigrationStep step;
    private final String table;
    private final BooleanSupplier cancelled;
    private final ApplyListener listener;
    /** The table's item count as DescribeTable gives it (every item is read, whatever the step writes); -1 unknown. */
    private volatile long expected = -1;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());
    private final AtomicLong problemCount = new AtomicLong();

    ScanPass(Gateway gateway, Attempts attempts, JournalKeeper journal, MigrationStep step, String table,
            BooleanSupplier cancelled, ApplyListener listener) {
        this.gateway = gateway;
        this.attempts = attempts;
        this.journal = journal;
        this.step = step;
        this.table = table;
        this.cancelled = cancelled;
        this.listener = listener;
    }

    /** DescribeTable's ItemCount, for progress only: a table whose facts cannot be read shows no total. */
    private long tableItems() {
        try {
            return gateway.facts(table).map(dev.tablewright.aws.TableFacts::itemCount).orElse(-1L);
        } catch (RuntimeException e) {
            return -1;
        }
    }

    /**
     * Runs every unfinished segment to its end, or until cancelled.
     *
     * @param segments the segment count of a first pass; a resumed one keeps its journal's
     * @throws RuntimeException the first error a segment met (the others stop before their next page)
     */
    Outcome run(int segments, PageWork work) {
        // A resumed pass keeps its first run's segments: their journalled keys belong to that division of the table.
        expected = tableItems();
        int total = journal.now().step(step.id()).map(ApplyJournal.Step::totalSegments).filter(n -> n > 0)
                .orElse(segments);
        journal.update(step.id(), ApplyJournal.Step.running(total), s -> new ApplyJournal.Step(ApplyJournal.Status.RUNNING,
                s.read(), s.written(), s.alreadyRight(), total, s.segments(), ""));
        BooleanSupplier stopped = () -> stop.get() || cancelled.getAsBoolean() || Thread.currentThread().isInterrupted();
        ExecutorService pool = Executors.newFixedThreadPool(total, r -> {
            Thread t = new Thread(r, "migrate-segment");
            t.setDaemon(true);
            return t;
        });
        RuntimeException failure = null;
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int s = 0; s < total; s++) {
                int segment = s;
                running.add(pool.submit(() -> segment(segment, total, work, stopped)));
            }
            for (Future<?> f : running) {
                try {
                    f.get();
                } catch (InterruptedException e) {
                    stop.set(true);
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    stop.set(true);
                    if (failure == null) {
                        failure = e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
        if (failure != null && !(failure instanceof Attempts.Stopped)) {
            throw failure;
        }
        ApplyJournal.Step now = journal.now().step(step.id()).orElseThrow();
        boolean finished = now.segments().size() == total && now.segments().values().stream()
                .allMatch(ApplyJournal.Segment::finished);
        return new Outcome(now.read(), now.written(), now.alreadyRight(), List.copyOf(problems), problemCount.get(),
                !finished);
    }

    private void segment(int segment, int total, PageWork work, BooleanSupplier stopped) {
        ApplyJournal.Segment at = journal.now().step(step.id()).flatMap(s -> s.segment(segment))
                .orElse(new ApplyJournal.Segment(null, false));
        if (at.finished()) {
            return;
        }
        ScanRequest request = new ScanRequest(table, null, "", "", null, PAGE, null, total == 1 ? null : segment,
                total == 1 ? null : total, null, false);
        Map<String, AttributeValue> start = at.lastKey();
        do {
            if (stopped.getAsBoolean()) {
                return;
            }
            Map<String, AttributeValue> from = start;
            Page page = attempts.call(() -> gateway.scan(request.withExclusiveStartKey(from)));
            PageTally tally = work.apply(page.items(), stopped);
            tally.problems().forEach(p -> {
                if (problemCount.incrementAndGet() <= PROBLEMS_KEPT) {
                    problems.add(p);
                }
            });
            if (!tally.complete()) {
                return;
            }
            start = page.lastEvaluatedKey();
            ApplyJournal.Segment position = new ApplyJournal.Segment(start, start == null);
            ApplyJournal.Step now = journal.update(step.id(), ApplyJournal.Step.running(total),
                    s -> s.withSegment(segment, position, page.items().size(), tally.written(), tally.alreadyRight()));
            synchronized (listener) {
                listener.itemsProgress(step, now.read(), now.written(), expected);
            }
        } while (start != null);
    }
}
