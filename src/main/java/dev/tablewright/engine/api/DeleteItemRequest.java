package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import java.util.Map;

public record DeleteItemRequest(String table, Map<String, AttributeValue> key, String condition, Expr expr,
        ReturnValues returnValues) {
    public DeleteItemRequest {
        key = Map.copyOf(key);
        condition = condition == null ? "" : condition;
        expr = expr == null ? Expr.NONE : expr;
        returnValues = returnValues == null ? ReturnValues.NONE : returnValues;
    }
}
