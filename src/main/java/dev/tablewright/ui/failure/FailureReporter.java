package dev.tablewright.ui.failure;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The app's handler for uncaught exceptions, on the FX thread and every other: logs the failure and
 * hands it to the window (through {@code deliver}: the app's runs on the FX thread), which says so in
 * the status bar. A failure that repeats (thrown on every layout pulse, say) is logged in full once,
 * then counted, a line every {@value #LOG_EVERY}th time; deliveries that pile up before the
 * window takes them are merged into the latest. It never throws: a failure while reporting goes to
 * standard error.
 */
public final class FailureReporter implements Thread.UncaughtExceptionHandler {
    static final int LOG_EVERY = 100;
    /** Frames that tell one failure from another: the same type thrown from the same place. */
    private static final int TOP_FRAMES = 5;
    private static final String FX_THREAD = "JavaFX Application Thread";
    private static final Logger LOG = Logger.getLogger(FailureReporter.class.getName());

    private final Executor deliver;
    private final Consumer<Failure> window;
    private final AtomicInteger count = new AtomicInteger();
    private final Map<Signature, AtomicInteger> seen = new ConcurrentHashMap<>();
    /** The failure waiting to be delivered; null when none is. */
    private final AtomicReference<Failure> pending = new AtomicReference<>();

    /**
     * @param deliver runs the hand-over to {@code window} (the app: on the FX thread)
     * @param window  what tells the user
     */
    public FailureReporter(Executor deliver, Consumer<Failure> window) {
        this.deliver = deliver;
        this.window = window;
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        try {
            if (error instanceof WhatFailed located && located.getCause() != null) {
                report(located.what(), thread, located.getCause());
            } else {
                report(thread.getName().equals(FX_THREAD) ? "Unexpected error on the " + FX_THREAD
                        : "Unexpected error on background thread \"" + thread.getName() + "\"", thread, error);
            }
        } catch (Throwable reporting) {
            fallBack(thread, error, reporting);
        }
    }

    /** How many failures were reported so far, repeats included (a launch self-check fails on any). */
    public int count() {
        return count.get();
    }

    private void report(String what, Thread thread, Throwable error) {
        count.incrementAndGet();
        int times = seen.computeIfAbsent(Signature.of(what, error), s -> new AtomicInteger()).incrementAndGet();
        if (times == 1) {
            String where = what.contains(thread.getName()) ? what : what + " (thread \"" + thread.getName() + "\")";
            LOG.log(Level.SEVERE, where, error);
        } else if (times % LOG_EVERY == 0) {
            LOG.severe(what + ": " + Failure.message(error) + " — " + times + " times so far");
        }
        if (pending.getAndSet(Failure.of(what, thread, error).times(times)) == null) {
            try {
                deliver.execute(this::deliverPending);
            } catch (RuntimeException refused) { // the toolkit is gone: the next failure tries again
                pending.set(null);
                throw refused;
            }
        }
    }

    private void deliverPending() {
        Failure failure = pending.getAndSet(null);
        try {
            if (failure != null) {
                window.accept(failure);
            }
        } catch (Throwable telling) {
            // Not thrown on: on the FX thread it would come back here, and again.
            System.err.println("Could not show a failure: " + (failure == null ? "" : failure.headline()));
            telling.printStackTrace();
        }
    }

    private static void fallBack(Thread thread, Throwable error, Throwable reporting) {
        try {
            System.err.print("Exception in thread \"" + thread.getName() + "\" ");
            error.printStackTrace();
            System.err.println("and reporting it failed:");
            reporting.printStackTrace();
        } catch (Throwable ignored) {
            // Nothing is left to tell.
        }
    }

    /** What makes two failures the same: the headline, the type and where it was thrown. */
    private record Signature(String what, String type, List<StackTraceElement> top) {
        static Signature of(String what, Throwable error) {
            StackTraceElement[] frames = error.getStackTrace();
            return new Signature(what, error.getClass().getName(),
                    Arrays.asList(Arrays.copyOf(frames, Math.min(TOP_FRAMES, frames.length))));
        }
    }
}
