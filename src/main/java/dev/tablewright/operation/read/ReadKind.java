package dev.tablewright.operation.read;

import dev.tablewright.model.OperationKind;

/**
 * The two reads the builder forms, each one of the {@link OperationKind}s: a Query on one
 * partition, or a Scan of the whole table or index.
 */
public enum ReadKind {
    QUERY(OperationKind.QUERY), SCAN(OperationKind.SCAN);

    private final OperationKind kind;

    ReadKind(OperationKind kind) {
        this.kind = kind;
    }

    public OperationKind kind() {
        return kind;
    }

    /** The AWS CLI's name for it: {@code aws dynamodb query}. */
    public String cliName() {
        return kind.cliName();
    }
}
