package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import dev.tablewright.model.AttributeValue;
import java.util.Map;

/**
 * @param projection a ProjectionExpression, or "" for the whole item
 * @param capacity   ReturnConsumedCapacity
 */
public record GetItemRequest(String table, Map<String, AttributeValue> key, String projection, Expr expr,
        boolean consistentRead, ReturnCapacity capacity) implements DataRequest<ItemResult>,
        TableRequest {
    public GetItemRequest {
        key = Map.copyOf(key);
        projection = projection == null ? "" : projection;
        expr = expr == null ? Expr.NONE : expr;
        capacity = capacity == null ? ReturnCapacity.NONE : capacity;
    }

    public GetItemRequest(String table, Map<String, AttributeValue> key, String projection, Expr expr,
            boolean consistentRead) {
        this(table, key, projection, expr, consistentRead, ReturnCapacity.NONE);
    }

    public static GetItemRequest of(String table, Map<String, AttributeValue> key) {
        return new GetItemRequest(table, key, "", Expr.NONE, false);
    }

    @Override
    public OperationKind kind() {
        return OperationKind.GET_ITEM;
    }

    @Override
    public ItemResult sendTo(Handler handler) {
        return handler.get(this);
    }
}
