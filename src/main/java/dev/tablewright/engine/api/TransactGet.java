package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import java.util.Map;

/** One Get of a TransactGetItems: all are read at one point in time, or the call fails. */
public record TransactGet(String table, Map<String, AttributeValue> key, String projection, Expr expr) {
    public TransactGet {
        key = Map.copyOf(key);
        projection = projection == null ? "" : projection;
        expr = expr == null ? Expr.NONE : expr;
    }

    public static TransactGet of(String table, Map<String, AttributeValue> key) {
        return new TransactGet(table, key, "", Expr.NONE);
    }
}
