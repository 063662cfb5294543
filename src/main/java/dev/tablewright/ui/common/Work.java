package dev.tablewright.ui.common;

import dev.tablewright.progress.Progress;
/** A unit of background work; it reports progress and checks for cancellation through {@link Progress}. */
@FunctionalInterface
public interface Work<T> {
    T call(Progress progress) throws Exception;
}
