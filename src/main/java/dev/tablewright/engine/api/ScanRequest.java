package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import dev.tablewright.model.AttributeValue;
import java.util.Map;

/**
 * A Scan; {@code segment}/{@code totalSegments} are null for a plain (not parallel) scan.
 *
 * @param capacity ReturnConsumedCapacity
 */
public record ScanRequest(String table, String index, String filter, String projection, Expr expr, Integer limit,
        Map<String, AttributeValue> exclusiveStartKey, Integer segment, Integer totalSegments, Select select,
        boolean consistentRead, ReturnCapacity capacity) implements DataRequest<Page>,
        TableRequest {
    public ScanRequest {
        index = index == null || index.isEmpty() ? null : index;
        filter = filter == null ? "" : filter;
        projection = projection == null ? "" : projection;
        expr = expr == null ? Expr.NONE : expr;
        exclusiveStartKey = exclusiveStartKey == null ? null : Map.copyOf(exclusiveStartKey);
        capacity = capacity == null ? ReturnCapacity.NONE : capacity;
    }

    public ScanRequest(String table, String index, String filter, String projection, Expr expr, Integer limit,
            Map<String, AttributeValue> exclusiveStartKey, Integer segment, Integer totalSegments, Select select,
            boolean consistentRead) {
        this(table, index, filter, projection, expr, limit, exclusiveStartKey, segment, totalSegments, select,
                consistentRead, ReturnCapacity.NONE);
    }

    public static ScanRequest of(String table) {
        return new ScanRequest(table, null, "", "", Expr.NONE, null, null, null, null, null, false);
    }

    public ScanRequest withExclusiveStartKey(Map<String, AttributeValue> key) {
        return new ScanRequest(table, index, filter, projection, expr, limit, key, segment, totalSegments, select,
                consistentRead, capacity);
    }

    @Override
    public OperationKind kind() {
        return OperationKind.SCAN;
    }

    @Override
    public Page sendTo(Handler handler) {
        return handler.scan(this);
    }
}
