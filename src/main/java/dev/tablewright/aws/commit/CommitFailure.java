package dev.tablewright.aws.commit;

/**
 * The step that stopped a commit.
 *
 * @param step     "creating Movies", "deleting Movies", "adding index GSI1 to Movies" …
 * @param reason   DynamoDB's (or the connection's) words for the last failure
 * @param attempts calls made before giving up
 */
public record CommitFailure(String step, String reason, int attempts) {
    /** "creating Movies failed after 12 attempts (Internal server error)" */
    public String sentence() {
        return step + " failed" + (attempts > 1 ? " after " + attempts + " attempts" : "") + " (" + reason + ")";
    }
}
