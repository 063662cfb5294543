package dev.tablewright.operation.run;

import dev.tablewright.engine.api.DynamoException;

/** A failed run as one sentence for the user: DynamoDB's code and message, never a stack trace. */
public final class RunFailures {
    private RunFailures() {
    }

    public static String sentence(Throwable e) {
        if (e instanceof DynamoException d) {
            return d.errorCode() + ": " + d.getMessage();
        }
        if (e instanceof java.io.UncheckedIOException u) {
            return sentence(u.getCause());
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
