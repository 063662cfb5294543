package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import dev.tablewright.model.AttributeValue;
import java.util.Map;

/** @param returns what the Update asks for beside its ReturnValues */
public record UpdateItemRequest(String table, Map<String, AttributeValue> key, String update, String condition,
        Expr expr, ReturnValues returnValues, WriteReturns returns) implements DataRequest<WriteResult>,
        TableRequest {
    public UpdateItemRequest {
        key = Map.copyOf(key);
        update = update == null ? "" : update;
        condition = condition == null ? "" : condition;
        expr = expr == null ? Expr.NONE : expr;
        returnValues = returnValues == null ? ReturnValues.NONE : returnValues;
        returns = returns == null ? WriteReturns.NONE : returns;
    }

    public UpdateItemRequest(String table, Map<String, AttributeValue> key, String update, String condition,
            Expr expr, ReturnValues returnValues) {
        this(table, key, update, condition, expr, returnValues, WriteReturns.NONE);
    }

    @Override
    public OperationKind kind() {
        return OperationKind.UPDATE_ITEM;
    }

    @Override
    public WriteResult sendTo(Handler handler) {
        return handler.updateItem(this);
    }
}
