package dev.tablewright.sample;

import dev.tablewright.progress.Progress;
import java.util.concurrent.CancellationException;

/**
 * Counts items against the total asked for, reports every {@value #EVERY} items, and stops the
 * generation there when the caller cancelled or the thread was interrupted.
 */
final class ProgressMeter {
    static final int EVERY = 256;

    private final Progress progress;
    private final long total;
    private long done;
    private String entity = "";
    private int entityCount;
    private int entityDone;

    ProgressMeter(Progress progress, long total) {
        this.progress = progress;
        this.total = Math.max(1, total);
    }

    void startEntity(String name, int count) {
        checkCancelled();
        entity = name;
        entityCount = count;
        entityDone = 0;
        report();
    }

    void itemDone() {
        done++;
        entityDone++;
        if (entityDone % EVERY == 0) {
            checkCancelled();
            report();
        }
    }

    /** Items asked for but not made (a 1:1 ran out of parents): they count as done. */
    void skipped(int items) {
        done += items;
    }

    void finished(String message) {
        progress.update(1.0, message);
    }

    void checkCancelled() {
        if (progress.isCancelled() || Thread.currentThread().isInterrupted()) {
            throw new CancellationException(String.format("Sample data generation cancelled after %,d items", done));
        }
    }

    private void report() {
        progress.update(Math.min(1.0, (double) done / total),
                String.format("Generating %s items: %,d of %,d", entity, entityDone, entityCount));
    }
}
