package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import dev.tablewright.model.AttributeValue;
import java.util.Map;

/**
 * A Query.
 *
 * @param index            null or "" for the base table
 * @param limit            items to read (before the filter), or null for no limit
 * @param exclusiveStartKey the previous page's LastEvaluatedKey, or null
 * @param select           null means DynamoDB's default for the request
 * @param capacity         ReturnConsumedCapacity
 */
public record QueryRequest(String table, String index, String keyCondition, String filter, String projection,
        Expr expr, Integer limit, boolean scanIndexForward, Map<String, AttributeValue> exclusiveStartKey,
        Select select, boolean consistentRead, ReturnCapacity capacity) implements DataRequest<Page>,
        TableRequest {
    public QueryRequest {
        index = index == null || index.isEmpty() ? null : index;
        filter = filter == null ? "" : filter;
        projection = projection == null ? "" : projection;
        expr = expr == null ? Expr.NONE : expr;
        exclusiveStartKey = exclusiveStartKey == null ? null : Map.copyOf(exclusiveStartKey);
        capacity = capacity == null ? ReturnCapacity.NONE : capacity;
    }

    public QueryRequest(String table, String index, String keyCondition, String filter, String projection,
            Expr expr, Integer limit, boolean scanIndexForward, Map<String, AttributeValue> exclusiveStartKey,
            Select select, boolean consistentRead) {
        this(table, index, keyCondition, filter, projection, expr, limit, scanIndexForward, exclusiveStartKey, select,
                consistentRead, ReturnCapacity.NONE);
    }

    public static QueryRequest of(String table, String keyCondition, Expr expr) {
        return new QueryRequest(table, null, keyCondition, "", "", expr, null, true, null, null, false);
    }

    public QueryRequest withExclusiveStartKey(Map<String, AttributeValue> key) {
        return new QueryRequest(table, index, keyCondition, filter, projection, expr, limit, scanIndexForward, key,
                select, consistentRead, capacity);
    }

    @Override
    public OperationKind kind() {
        return OperationKind.QUERY;
    }

    @Override
    public Page sendTo(Handler handler) {
        return handler.query(this);
    }
}
