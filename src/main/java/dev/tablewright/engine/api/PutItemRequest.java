package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Item;

/** @param returns what the Put asks for beside its ReturnValues */
public record PutItemRequest(String table, Item item, String condition, Expr expr, ReturnValues returnValues,
        WriteReturns returns) implements DataRequest<WriteResult>, TableRequest {
    public PutItemRequest {
        condition = condition == null ? "" : condition;
        expr = expr == null ? Expr.NONE : expr;
        returnValues = returnValues == null ? ReturnValues.NONE : returnValues;
        returns = returns == null ? WriteReturns.NONE : returns;
    }

    public PutItemRequest(String table, Item item, String condition, Expr expr, ReturnValues returnValues) {
        this(table, item, condition, expr, returnValues, WriteReturns.NONE);
    }

    public static PutItemRequest of(String table, Item item) {
        return new PutItemRequest(table, item, "", Expr.NONE, ReturnValues.NONE);
    }

    @Override
    public OperationKind kind() {
        return OperationKind.PUT_ITEM;
    }

    @Override
    public WriteResult sendTo(Handler handler) {
        return handler.putItem(this);
    }
}
