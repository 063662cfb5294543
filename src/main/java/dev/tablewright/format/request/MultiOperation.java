package dev.tablewright.format.request;

import dev.tablewright.model.OperationKind;

/**
 * The four multi-item operations as the builder and {@code run} show them ("BatchWrite"), each with
 * its {@link OperationKind}, whose names and limit on one call's entries (keys, put or delete
 * requests, actions) they use, so that too many are refused before anything is sent.
 */
public enum MultiOperation {
    BATCH_GET("BatchGet", OperationKind.BATCH_GET_ITEM),
    BATCH_WRITE("BatchWrite", OperationKind.BATCH_WRITE_ITEM),
    TRANSACT_GET("TransactGet", OperationKind.TRANSACT_GET_ITEMS),
    TRANSACT_WRITE("TransactWrite", OperationKind.TRANSACT_WRITE_ITEMS);

    private final String label;
    private final OperationKind kind;

    MultiOperation(String label, OperationKind kind) {
        this.label = label;
        this.kind = kind;
    }

    /** The multi-item operation of a kind that is one. */
    public static MultiOperation of(OperationKind kind) {
        for (MultiOperation m : values()) {
            if (m.kind == kind) {
                return m;
            }
        }
        throw new IllegalArgumentException(kind.apiName() + " is not a batch or transaction");
    }

    public OperationKind kind() {
        return kind;
    }

    public String cliName() {
        return kind.cliName();
    }

    /** The most entries one call takes. */
    public int limit() {
        return kind.limit();
    }

    /** Whether it reads (the Gets) rather than writes. */
    public boolean reads() {
        return !kind.writes();
    }

    /** "BatchWrite takes at most 25 put or delete requests; this one has 26", or "" within the limit. */
    public String overLimit(int count) {
        return count <= limit() ? "" : label + " takes at most " + limit() + " " + kind.entries() + "; this one has " + count;
    }

    /** "25 put or delete requests at most": what the builder shows. */
    public String limitText() {
        return limit() + " " + kind.entries() + " at most";
    }

    @Override
    public String toString() {
        return label;
    }
}
