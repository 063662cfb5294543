package dev.tablewright.ui.common;

import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Work restarted on every change (validation, a grid's filter, the re-pivot): each submit cancels
 * the run before it, and only the newest run's outcome reaches the owner. A run the user cancels
 * from the status bar still ends with {@link Outcome.Cancelled}, so {@link #runningProperty()}
 * always falls back to false. FX thread only.
 */
public final class LatestWins<T> {
    private final TaskRunner tasks;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private TaskRunner.Handle current;
    private long generation;

    public LatestWins(TaskRunner tasks) {
        this.tasks = tasks;
    }

    /** Cancels the previous run and starts this one; {@code whenDone} hears only this run, unless a newer one replaces it. */
    public void submit(String title, Work<T> work, Consumer<? super Outcome<T>> whenDone) {
        long mine = ++generation; // before cancelling: the previous run's Cancelled is then already stale
        cancelCurrent();
        running.set(true);
        TaskRunner.Handle handle = tasks.run(title, work, outcome -> {
            if (mine == generation) {
                current = null;
                running.set(false);
                whenDone.accept(outcome);
            }
        });
        if (mine == generation && !handle.isDone()) {
            current = handle;
        }
    }

    /** Drops the newest run, if any: nobody hears its outcome (for when what it computed no longer exists). */
    public void cancel() {
        ++generation;
        cancelCurrent();
        running.set(false);
    }

    /** True while the newest run has not ended. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    private void cancelCurrent() {
        TaskRunner.Handle previous = current;
        current = null;
        if (previous != null) {
            previous.cancel();
        }
    }
}
