package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import dev.tablewright.model.AttributeValue;
import java.util.Map;

public record UpdateItemRequest(String table, Map<String, AttributeValue> key, String update, String condition,
        Expr expr, ReturnValues returnValues) implements DataRequest<WriteResult>,
        TableRequest {
    public UpdateItemRequest {
        key = Map.copyOf(key);
        update = update == null ? "" : update;
        condition = condition == null ? "" : condition;
        expr = expr == null ? Expr.NONE : expr;
        returnValues = returnValues == null ? ReturnValues.NONE : returnValues;
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
