package dev.tablewright.progress;

import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;

/**
 * What long work reports to whoever waits for it, and how that one stops it: the one form below the
 * UI and in it (a background task hands its work one; sample generation takes one).
 */
public interface Progress {
    /** @param fraction 0..1, or negative when unknown */
    void update(double fraction, String message);

    /** Checked between steps: true asks the work to stop (it throws CancellationException or returns early). */
    boolean isCancelled();

    Progress NONE = of((fraction, message) -> { }, () -> false);

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
