package dev.tablewright.ui.common;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;

/**
 * Runs work on daemon background threads with {@link Task}; the running tasks are listed for the
 * tasks panel, each with progress and cancel. Must be used from the FX thread.
 */
public final class FxTaskRunner implements TaskRunner, AutoCloseable {
    private final ExecutorService executor;
    private final ObservableList<BackgroundTask> running = FXCollections.observableArrayList();

    public FxTaskRunner() {
        AtomicInteger count = new AtomicInteger();
        executor = Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()), r -> {
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
    public <T> Handle run(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        WorkTask<T> task = new WorkTask<>(work);
        BackgroundTask shown = new BackgroundTask(title, () -> task.cancel(true));
        task.progressProperty().addListener((o, a, b) -> shown.update(b.doubleValue(), task.getMessage()));
        task.messageProperty().addListener((o, a, b) -> shown.update(task.getProgress(), b));
        task.setOnSucceeded(e -> {
            running.remove(shown);
            onSuccess.accept(task.getValue());
        });
        task.setOnFailed(e -> {
            running.remove(shown);
            onFailure.accept(task.getException());
        });
        task.setOnCancelled(e -> running.remove(shown));
        if (Platform.isFxApplicationThread()) {
            running.add(shown);
        } else {
            Platform.runLater(() -> running.add(shown));
        }
        executor.execute(task);
        return new Handle() {
            @Override
            public void cancel() {
                task.cancel(true);
            }

            @Override
            public boolean isDone() {
                return task.isDone();
            }
        };
    }

    /** Adapts {@link Work} to a JavaFX {@link Task}, passing it a view of the task's progress and cancel state. */
    private static final class WorkTask<T> extends Task<T> implements Progress {
        private final Work<T> work;

        WorkTask(Work<T> work) {
            this.work = work;
        }

        @Override
        protected T call() throws Exception {
            return work.call(this);
        }

        @Override
        public void update(double fraction, String message) {
            updateProgress(fraction < 0 ? -1 : fraction, 1);
            if (message != null) {
                updateMessage(message);
            }
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
