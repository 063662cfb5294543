package dev.tablewright.ui.failure;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;

/**
 * A failure as the user is told of it and the log keeps it, every text redacted.
 *
 * @param what    where it happened, one line ("The inspector could not show this Access pattern")
 * @param message the exception's simple type name and first line of its message, or its cause's when it has none
 * @param trace   the stack trace with its causes, to copy into a bug report
 * @param thread  the thread it was thrown on
 * @param times   how often this failure has happened so far in this run
 */
public record Failure(String what, String message, String trace, String thread, Instant at, int times) {
    /** Causes followed at most, in case of a cycle. */
    private static final int MAX_CAUSES = 20;

    public Failure {
        if (times < 1) {
            throw new IllegalArgumentException("times " + times);
        }
    }

    public static Failure of(String what, Thread thread, Throwable error) {
        StringWriter trace = new StringWriter();
        error.printStackTrace(new PrintWriter(trace));
        return new Failure(Redaction.redact(what), Redaction.redact(message(error)), Redaction.redact(trace.toString()),
                thread.getName(), Instant.now(), 1);
    }

    /** The same failure, happened {@code n} times. */
    public Failure times(int n) {
        return new Failure(what, message, trace, thread, at, n);
    }

    /** The status line: "what: message", with "(N times)" once it has repeated. */
    public String headline() {
        return what + ": " + message + (times > 1 ? " (" + times + " times)" : "");
    }

    /**
     * "IllegalStateException: boom". A wrapper without a message of its own (or whose message is just
     * its cause's toString(), as {@code new RuntimeException(cause)} makes) gives way to its cause.
     */
    static String message(Throwable error) {
        Throwable shown = error;
        for (int i = 0; i < MAX_CAUSES && shown.getCause() != null && saysNothingOfItsOwn(shown); i++) {
            shown = shown.getCause();
        }
        String text = shown.getMessage();
        String name = shown.getClass().getSimpleName().isEmpty() ? shown.getClass().getName()
                : shown.getClass().getSimpleName();
        return blank(text) ? name : name + ": " + text.strip().lines().findFirst().orElse("");
    }

    private static boolean saysNothingOfItsOwn(Throwable t) {
        return blank(t.getMessage()) || t.getMessage().equals(t.getCause().toString());
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
