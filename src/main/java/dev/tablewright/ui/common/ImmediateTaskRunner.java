package dev.tablewright.ui.common;

import dev.tablewright.progress.Progress;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Runs work at once on the calling thread: for ViewModel tests and command-line use. Outcomes go
 * through the same {@link TaskRun} as in the app; {@link #cancelWhen} makes the user cancel tasks
 * while their work runs, as the status bar's ✕ does.
 */
public final class ImmediateTaskRunner implements TaskRunner {
    private volatile Predicate<String> cancelled = title -> false;

    /**
     * From now on, tasks whose title matches are cancelled just after their work starts: the owner
     * gets {@link Outcome.Cancelled}, and the work sees {@link Progress#isCancelled()} and an
     * interrupt while it finishes; its result is dropped.
     */
    public ImmediateTaskRunner cancelWhen(Predicate<String> title) {
        cancelled = title;
        return this;
    }

    @Override
    public <T> Handle run(String title, Work<T> work, Consumer<? super Outcome<T>> whenDone) {
        boolean cancel = cancelled.test(title);
        TaskRun<?>[] self = new TaskRun<?>[1];
        Work<T> started = progress -> {
            if (cancel) {
                self[0].cancel(); // the status bar's ✕, pressed once the work has started
            }
            return work.call(progress);
        };
        TaskRun<T> task = new TaskRun<>(started, whenDone, Runnable::run, (fraction, message) -> { }, () -> { });
        self[0] = task;
        task.execute();
        return task;
    }
}
