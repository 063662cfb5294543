package dev.tablewright.ui.common;

import java.util.function.Consumer;

/**
 * Runs disk and network work off the FX thread; results and failures come back on the FX thread.
 * Tests use {@link ImmediateTaskRunner}.
 */
public interface TaskRunner {

    /** A handle on submitted work. */
    interface Handle {
        void cancel();

        boolean isDone();
    }

    /**
     * @param title     shown in the tasks panel ("Opening movies.json")
     * @param onSuccess called on the FX thread with the result, unless cancelled
     * @param onFailure called on the FX thread with the failure, unless cancelled
     */
    <T> Handle run(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure);
}
