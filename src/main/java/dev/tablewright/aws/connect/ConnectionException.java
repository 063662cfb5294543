package dev.tablewright.aws.connect;

/** A connection that cannot be opened or answered, with one line for the user (no stack trace, no secret). */
public final class ConnectionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ConnectionException(String message) {
        super(message);
    }

    public ConnectionException(String message, Throwable cause) {
        super(message, cause);
    }
}
