package dev.tablewright.format.request;

/**
 * The four multi-item operations, with the AWS CLI's names and DynamoDB's limit on one call's
 * entries (keys, put/delete requests, actions), so the builder and {@code run} refuse too many
 * before anything is sent.
 */
public enum MultiOperation {
    BATCH_GET("BatchGet", "batch-get-item", 100, "keys"),
    BATCH_WRITE("BatchWrite", "batch-write-item", 25, "put or delete requests"),
    TRANSACT_GET("TransactGet", "transact-get-items", 100, "gets"),
    TRANSACT_WRITE("TransactWrite", "transact-write-items", 100, "actions");

    private final String label;
    private final String cliName;
    private final int limit;
    private final String entries;

    MultiOperation(String label, String cliName, int limit, String entries) {
        this.label = label;
        this.cliName = cliName;
        this.limit = limit;
        this.entries = entries;
    }

    public String cliName() {
        return cliName;
    }

    /** The most entries one call takes. */
    public int limit() {
        return limit;
    }

    /** Whether it reads (the Gets) rather than writes. */
    public boolean reads() {
        return this == BATCH_GET || this == TRANSACT_GET;
    }

    /** "BatchWrite takes at most 25 put or delete requests; this one has 26", or "" within the limit. */
    public String overLimit(int count) {
        return count <= limit ? "" : label + " takes at most " + limit + " " + entries + "; this one has " + count;
    }

    /** "25 put or delete requests at most": what the builder shows. */
    public String limitText() {
        return limit + " " + entries + " at most";
    }

    @Override
    public String toString() {
        return label;
    }
}
