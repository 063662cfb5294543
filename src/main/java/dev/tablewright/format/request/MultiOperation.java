package dev.tablewright.format.request;

import dev.tablewright.model.OperationKind;

/**
 * The four multi-item {@link OperationKind}s, as a type of their own: the builder's choice and the
 * switches that only they reach. Names, limits and labels are their kinds'.
 */
public enum MultiOperation {
    BATCH_GET(OperationKind.BATCH_GET_ITEM),
    BATCH_WRITE(OperationKind.BATCH_WRITE_ITEM),
    TRANSACT_GET(OperationKind.TRANSACT_GET_ITEMS),
    TRANSACT_WRITE(OperationKind.TRANSACT_WRITE_ITEMS);

    private final OperationKind kind;

    MultiOperation(OperationKind kind) {
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
        return kind.overLimit(count);
    }

    /** "25 put or delete requests at most": what the builder shows. */
    public String limitText() {
        return kind.limitText();
    }

    @Override
    public String toString() {
        return kind.label();
    }
}
