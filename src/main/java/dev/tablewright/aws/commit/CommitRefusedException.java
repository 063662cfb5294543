package dev.tablewright.aws.commit;

/** A commit that would touch a live table the user did not allow it to: nothing was written. */
public final class CommitRefusedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    CommitRefusedException(String message) {
        super(message);
    }
}
