package dev.tablewright.operation.item;

import dev.tablewright.model.OperationKind;

/** The single-item operations the item tab builds, each one of the {@link OperationKind}s. */
public enum ItemKind {
    GET(OperationKind.GET_ITEM), PUT(OperationKind.PUT_ITEM), UPDATE(OperationKind.UPDATE_ITEM),
    DELETE(OperationKind.DELETE_ITEM);

    private final OperationKind kind;

    ItemKind(OperationKind kind) {
        this.kind = kind;
    }

    public OperationKind kind() {
        return kind;
    }

    /** The AWS CLI's name: {@code aws dynamodb get-item}. */
    public String cliName() {
        return kind.cliName();
    }
}
