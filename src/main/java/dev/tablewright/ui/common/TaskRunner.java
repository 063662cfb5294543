package dev.tablewright.ui.common;

import dev.tablewright.progress.Progress;
import java.util.function.Consumer;

/**
 * Runs disk and network work off the FX thread. Every task ends with exactly one {@link Outcome}
 * (succeeded, failed or cancelled), delivered on the FX thread: owners reset their busy flags
 * there and are never left waiting. Both runners share the dispatch ({@link TaskRun}); tests use
 * {@link ImmediateTaskRunner}.
 */
public interface TaskRunner {

    /** A handle on submitted work. */
    interface Handle {
        /**
         * Asks the work to stop (it sees {@link Progress#isCancelled()} and an interrupt). Unless an
         * outcome was already delivered, the owner gets {@link Outcome.Cancelled} at once when called
         * on the FX thread, else soon after on it; the work's own result is dropped.
         */
        void cancel();

        /** True once the outcome has been delivered. */
        boolean isDone();
    }

    /**
     * @param title     shown in the tasks panel ("Opening movies.json")
     * @param whenDone  called once, on the FX thread, with how the work ended
     */
    <T> Handle run(String title, Work<T> work, Consumer<? super Outcome<T>> whenDone);

    /** The same with one callback per outcome; exactly one of them is called. */
    default <T> Handle run(String title, Work<T> work, Consumer<? super T> onSuccess,
            Consumer<? super Throwable> onFailure, Runnable onCancelled) {
        return run(title, work, outcome -> outcome.dispatch(onSuccess, onFailure, onCancelled));
    }
}
