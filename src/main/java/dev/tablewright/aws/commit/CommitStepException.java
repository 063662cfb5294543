package dev.tablewright.aws.commit;

/**
 * A step on a table (looking it up, deleting, creating, adding an index, waiting, reading what it holds)
 * given up on after its retries. A commit reports it in its {@link CommitReport}; only looking the
 * tables up before anything is changed ({@link Commit#plan()}) raises it.
 */
public final class CommitStepException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final CommitFailure failure;
    private final boolean stateSeen;

    /**
     * @param step      what it was: "creating Movies", "waiting for Movies to become ACTIVE" …
     * @param reason    why, in DynamoDB's (or the connection's) words
     * @param attempts  calls made
     * @param stateSeen whether the table was seen after the last attempt (false: the step may have happened)
     */
    CommitStepException(String step, String reason, int attempts, boolean stateSeen) {
        this(new CommitFailure(step, reason, attempts), stateSeen);
    }

    CommitStepException(CommitFailure failure, boolean stateSeen) {
        super(failure.sentence());
        this.failure = failure;
        this.stateSeen = stateSeen;
    }

    public CommitFailure failure() {
        return failure;
    }

    /** False when the step's outcome is not known: the table could not be looked at after it failed. */
    public boolean stateSeen() {
        return stateSeen;
    }
}
