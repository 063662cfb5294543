package dev.tablewright.ui.common;

import java.util.function.Consumer;

/**
 * How a background task ended. Every task delivers exactly one, on the FX thread, so an owner that
 * resets its flags on any outcome can never be left busy.
 */
public sealed interface Outcome<T> {

    /** The work returned {@code value}. */
    record Succeeded<T>(T value) implements Outcome<T> {
    }

    /** The work threw {@code error} without being cancelled. */
    record Failed<T>(Throwable error) implements Outcome<T> {
    }

    /** The user (or a newer run) cancelled the work; whatever it produced is dropped. */
    record Cancelled<T>() implements Outcome<T> {
    }

    /** Calls the one callback that matches (Java 17 has no pattern switch yet). */
    default void dispatch(Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure, Runnable onCancelled) {
        if (this instanceof Succeeded<T> s) {
            onSuccess.accept(s.value());
        } else if (this instanceof Failed<T> f) {
            onFailure.accept(f.error());
        } else {
            onCancelled.run();
        }
    }
}
