package dev.tablewright.ui.failure;

import java.util.Objects;
import java.util.function.Supplier;
import javafx.scene.Node;

/**
 * Building a pane, or a step of the start, whose failure must not take the rest down. A failure is
 * reported to the thread's uncaught-exception handler under its headline (the app's
 * {@link FailureReporter} logs it and says it in the status bar) and the caller goes on. Errors of
 * linking (an {@link IllegalAccessError} from a library that reaches into JavaFX's internals) are
 * caught too: they are what a pane typically fails with.
 */
public final class Guarded {
    private Guarded() {
    }

    /**
     * The pane {@code build} makes, or a {@link FailedPane} saying "{@code what}." when it fails.
     *
     * @param what the headline, e.g. "The inspector could not show this Entity"
     */
    public static Node pane(String what, Supplier<? extends Node> build) {
        try {
            return Objects.requireNonNull(build.get(), "built no pane");
        } catch (RuntimeException | LinkageError e) {
            return new FailedPane(report(what, e));
        }
    }

    /** Runs {@code work}; when it fails, reports it under {@code what} and returns. */
    public static void run(String what, Runnable work) {
        try {
            work.run();
        } catch (RuntimeException | LinkageError e) {
            report(what, e);
        }
    }

    private static Failure report(String what, Throwable error) {
        Thread thread = Thread.currentThread();
        try {
            thread.getUncaughtExceptionHandler().uncaughtException(thread, new WhatFailed(what, error));
        } catch (RuntimeException reporting) { // a handler should not throw; the pane still says what failed
            error.addSuppressed(reporting);
            error.printStackTrace();
        }
        return Failure.of(what, thread, error);
    }
}
