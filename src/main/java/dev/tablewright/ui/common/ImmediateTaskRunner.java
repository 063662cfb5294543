package dev.tablewright.ui.common;

import java.util.function.Consumer;

/** Runs work at once on the calling thread: for ViewModel tests and command-line use. */
public final class ImmediateTaskRunner implements TaskRunner {
    @Override
    public <T> Handle run(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        T result;
        try {
            result = work.call(Progress.NONE);
        } catch (Exception | LinkageError e) {
            onFailure.accept(e);
            return DONE;
        }
        onSuccess.accept(result);
        return DONE;
    }

    private static final Handle DONE = new Handle() {
        @Override
        public void cancel() {
        }

        @Override
        public boolean isDone() {
            return true;
        }
    };
}
