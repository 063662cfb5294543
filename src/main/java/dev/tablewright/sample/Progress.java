package dev.tablewright.sample;

import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;

/**
 * What a long generation reports to its caller, and how the caller stops it. The same shape as the
 * UI's task progress, so a task adapts it in two lines.
 */
@FunctionalInterface
public interface Progress {
    /** @param fraction 0..1 of the items requested */
    void update(double fraction, String message);

    /** Checked every few hundred items; true makes the generator throw {@link java.util.concurrent.CancellationException}. */
    default boolean isCancelled() {
        return false;
    }

    Progress NONE = (fraction, message) -> {
    };

    /** From two functions: {@code Progress.of(task::update, task::isCancelled)}. */
    static Progress of(BiConsumer<Double, String> update, BooleanSupplier cancelled) {
        return new Progress() {
            @Override
            public void update(double fraction, String message) {
                update.accept(fraction, message);
            }

            @Override
            public boolean isCancelled() {
                return cancelled.getAsBoolean();
            }
        };
    }
}
