package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.OperationKind;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A BatchGetItem: up to 100 keys over one or more tables, each table with its own projection and
 * read consistency. Tables keep the order given, so a request prints the same way it was written.
 *
 * @param capacity ReturnConsumedCapacity
 */
public record BatchGetRequest(Map<String, TableKeys> tables, ReturnCapacity capacity)
        implements MultiItemRequest<BatchGetResult> {
    public BatchGetRequest {
        tables = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(tables));
        capacity = capacity == null ? ReturnCapacity.NONE : capacity;
    }

    public BatchGetRequest(Map<String, TableKeys> tables) {
        this(tables, ReturnCapacity.NONE);
    }

    /** The keys to read from one table and how (DynamoDB's KeysAndAttributes). */
    public record TableKeys(List<Map<String, AttributeValue>> keys, String projection, Expr expr,
            boolean consistentRead) {
        public TableKeys {
            keys = keys.stream().map(Map::copyOf).toList();
            projection = projection == null ? "" : projection;
            expr = expr == null ? Expr.NONE : expr;
        }

        public static TableKeys of(List<Map<String, AttributeValue>> keys) {
            return new TableKeys(keys, "", Expr.NONE, false);
        }
    }

    public int keyCount() {
        return tables.values().stream().mapToInt(t -> t.keys().size()).sum();
    }

    /** Its keys, which DynamoDB counts against the limit. */
    @Override
    public int size() {
        return keyCount();
    }

    @Override
    public OperationKind kind() {
        return OperationKind.BATCH_GET_ITEM;
    }

    @Override
    public BatchGetResult sendTo(Handler handler) {
        return handler.batchGet(this);
    }
}
