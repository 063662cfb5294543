package dev.tablewright.ui.common;

import dev.tablewright.progress.Progress;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * One submitted task and the only code that decides and delivers its outcome; {@link FxTaskRunner}
 * and {@link ImmediateTaskRunner} differ only in the threads they give it. Guarantees: exactly one
 * outcome, on the owner's thread; work cancelled before it starts never runs; work cancelled while
 * it runs ends as {@link Outcome.Cancelled} whatever it returns or throws afterwards.
 */
final class TaskRun<T> implements Progress, TaskRunner.Handle {
    private final Work<T> work;
    private final Consumer<? super Outcome<T>> whenDone;
    private final Executor ownerThread;
    private final BiConsumer<Double, String> progressSink;
    private final Runnable ended;
    private volatile boolean cancelRequested;
    private volatile boolean delivered;
    private Thread worker; // guarded by this: an interrupt must never reach a thread that moved on

    /**
     * @param ownerThread  runs outcome delivery on the thread owners live on (the FX thread)
     * @param progressSink receives progress reports from the work's thread
     * @param ended        runs on the owner's thread just before the outcome (the tasks panel forgets the task)
     */
    TaskRun(Work<T> work, Consumer<? super Outcome<T>> whenDone, Executor ownerThread,
            BiConsumer<Double, String> progressSink, Runnable ended) {
        this.work = work;
        this.whenDone = whenDone;
        this.ownerThread = ownerThread;
        this.progressSink = progressSink;
        this.ended = ended;
    }

    /** Runs the work on the calling thread, then delivers how it ended. */
    void execute() {
        if (!attach()) {
            return; // cancelled before it started: the Cancelled outcome is already on its way
        }
        Outcome<T> outcome;
        try {
            outcome = new Outcome.Succeeded<>(work.call(this));
        } catch (Throwable e) { // an Error too: the owner must hear that its task ended
            outcome = new Outcome.Failed<>(e);
        } finally {
            detach();
        }
        if (cancelRequested || isCancellation(outcome)) {
            outcome = new Outcome.Cancelled<>();
        }
        Outcome<T> result = outcome;
        ownerThread.execute(() -> deliver(result));
    }

    @Override
    public void cancel() {
        Thread running;
        synchronized (this) {
            if (cancelRequested) {
                return;
            }
            cancelRequested = true;
            running = worker;
        }
        // Delivered first: the owner's flags reset now, not when the work gets round to stopping.
        ownerThread.execute(() -> deliver(new Outcome.Cancelled<>()));
        synchronized (this) {
            if (worker != null && worker == running) {
                worker.interrupt();
            }
        }
    }

    @Override
    public boolean isDone() {
        return delivered;
    }

    @Override
    public boolean isCancelled() {
        return cancelRequested;
    }

    @Override
    public void update(double fraction, String message) {
        progressSink.accept(fraction, message);
    }

    private synchronized boolean attach() {
        if (cancelRequested) {
            return false;
        }
        worker = Thread.currentThread();
        return true;
    }

    private synchronized void detach() {
        worker = null;
        // A cancel's interrupt belongs to this work only; the thread goes back clean.
        Thread.interrupted();
    }

    /** Owner's thread only, so the flag needs no lock: whatever comes second is dropped. */
    private void deliver(Outcome<T> outcome) {
        if (delivered) {
            return;
        }
        delivered = true;
        ended.run();
        whenDone.accept(outcome);
    }

    /** Interrupted I/O and a generator's CancellationException mean the work stopped because it was asked to. */
    private static boolean isCancellation(Outcome<?> outcome) {
        return outcome instanceof Outcome.Failed<?> f
                && (f.error() instanceof CancellationException || f.error() instanceof InterruptedException);
    }
}
