package dev.tablewright.aws.commit;

import java.util.List;

/** A commit that would touch a live table the user did not allow it to: nothing was written. */
public final class CommitRefusedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public enum Reason {
        /** A named table is not in the model. */
        NO_SUCH_TABLE,
        /** A table exists and the commit was not told what to do with existing ones. */
        EXISTS,
        /** A table to add to or resume into has other keys than the model's. */
        OTHER_KEYS,
        /** A table to replace has deletion protection on: DeleteTable would be refused. */
        DELETION_PROTECTED
    }

    private final Reason reason;
    private final String problem;
    private final List<String> tables;

    /**
     * @param problem what is in the way, without advice ("table Movies already exists on …")
     * @param advice  what to do, in the window's words (front ends with their own words use {@link #problem()})
     */
    CommitRefusedException(Reason reason, String problem, String advice) {
        this(reason, List.of(), problem, advice);
    }

    /** @param tables the tables in the way (those with deletion protection on …) */
    CommitRefusedException(Reason reason, List<String> tables, String problem, String advice) {
        super(problem + advice);
        this.reason = reason;
        this.problem = problem;
        this.tables = List.copyOf(tables);
    }

    /** The tables in the way, for front ends that word the advice their own way; may be empty. */
    public List<String> tables() {
        return tables;
    }

    public Reason reason() {
        return reason;
    }

    public String problem() {
        return problem;
    }
}
