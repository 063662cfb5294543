package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import dev.tablewright.model.AttributeValue;
import java.util.Map;

/** @param returns what the Delete asks for beside its ReturnValues */
public record DeleteItemRequest(String table, Map<String, AttributeValue> key, String condition, Expr expr,
        ReturnValues returnValues, WriteReturns returns) implements DataRequest<WriteResult>,
        TableRequest {
    public DeleteItemRequest {
        key = Map.copyOf(key);
        condition = condition == null ? "" : condition;
        expr = expr == null ? Expr.NONE : expr;
        returnValues = returnValues == null ? ReturnValues.NONE : returnValues;
        returns = returns == null ? WriteReturns.NONE : returns;
    }

    public DeleteItemRequest(String table, Map<String, AttributeValue> key, String condition, Expr expr,
            ReturnValues returnValues) {
        this(table, key, condition, expr, returnValues, WriteReturns.NONE);
    }

    @Override
    public OperationKind kind() {
        return OperationKind.DELETE_ITEM;
    }

    @Override
    public WriteResult sendTo(Handler handler) {
        return handler.deleteItem(this);
    }
}
