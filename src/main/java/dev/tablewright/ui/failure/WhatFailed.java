package dev.tablewright.ui.failure;

/**
 * Carries a failure to the thread's uncaught-exception handler with the headline it is reported
 * under ({@link Guarded}); the {@link FailureReporter} reports the cause under that headline.
 */
final class WhatFailed extends RuntimeException {
    private final String what;

    WhatFailed(String what, Throwable cause) {
        super(what, cause, false, false);
        this.what = what;
    }

    String what() {
        return what;
    }
}
