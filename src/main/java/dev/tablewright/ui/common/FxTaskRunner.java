package dev.tablewright.ui.common;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Runs work on daemon background threads; outcomes come back on the FX thread through
 * {@link TaskRun}. The running tasks are listed for the tasks panel, each with progress and cancel.
 */
public final class FxTaskRunner implements TaskRunner, AutoCloseable {
    /** Delivers on the FX thread: at once when already there (a cancel from the status bar), else later. */
    private static final Executor FX_THREAD = r -> {
        if (Platform.isFxApplicationThread()) {
            r.run();
        } else {
            Platform.runLater(r);
        }
    };

    private final ExecutorService executor;
    private final ObservableList<BackgroundTask> running = FXCollections.observableArrayList();

    public FxTaskRunner() {
        this(daemonPool());
    }

    /** On given threads (tests use one thread, to hold a task back before it starts). */
    FxTaskRunner(ExecutorService executor) {
        this.executor = executor;
    }

    private static ExecutorService daemonPool() {
        AtomicInteger count = new AtomicInteger();
        return Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()), r -> {
            Thread t = new Thread(r, "tablewright-task-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /** The tasks now running, in start order (FX thread only). */
    public ObservableList<BackgroundTask> running() {
        return running;
    }

    @Override
    public <T> Handle run(String title, Work<T> work, Consumer<? super Outcome<T>> whenDone) {
        BackgroundTask shown = new BackgroundTask(title);
        TaskRun<T> task = new TaskRun<>(work, whenDone, FX_THREAD, shown::post, () -> running.remove(shown));
        shown.cancels(task);
        // Added through the same FX queue as the outcome, so it can never be removed before it is added.
        FX_THREAD.execute(() -> running.add(shown));
        try {
            executor.execute(task::execute);
        } catch (RejectedExecutionException closing) {
            task.cancel(); // the app is closing: the owner still hears that its task ended
        }
        return task;
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
