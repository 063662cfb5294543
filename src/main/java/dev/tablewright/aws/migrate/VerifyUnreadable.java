package dev.tablewright.aws.migrate;

/**
 * A table a migration should have left cannot be read: it is not there, or DynamoDB refuses the read.
 * Nothing can be verified of it, so the verification stops (exit 2), in one line.
 */
public final class VerifyUnreadable extends RuntimeException {
    public VerifyUnreadable(String message) {
        super(message);
    }
}
