package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import dev.tablewright.model.AttributeValue;
import java.util.List;

/**
 * A PartiQL ExecuteStatement.
 *
 * @param parameters the values of the statement's {@code ?}, in order
 * @param limit      items to read (before the WHERE filter), or null for no limit
 * @param nextToken  the previous result's token, or null
 * @param oldItemOnConditionFailure ReturnValuesOnConditionCheckFailure ALL_OLD: an UPDATE or DELETE whose
 *                   WHERE fails reports the item as it was
 * @param capacity   ReturnConsumedCapacity
 */
public record ExecuteStatementRequest(String statement, List<AttributeValue> parameters, Integer limit,
        String nextToken, boolean consistentRead, boolean oldItemOnConditionFailure, ReturnCapacity capacity)
        implements DataRequest<ExecuteStatementResult> {
    public ExecuteStatementRequest {
        parameters = parameters == null ? List.of() : List.copyOf(parameters);
        capacity = capacity == null ? ReturnCapacity.NONE : capacity;
    }

    public ExecuteStatementRequest(String statement, List<AttributeValue> parameters, Integer limit,
            String nextToken, boolean consistentRead, boolean oldItemOnConditionFailure) {
        this(statement, parameters, limit, nextToken, consistentRead, oldItemOnConditionFailure, ReturnCapacity.NONE);
    }

    public ExecuteStatementRequest(String statement, List<AttributeValue> parameters, Integer limit,
            String nextToken, boolean consistentRead) {
        this(statement, parameters, limit, nextToken, consistentRead, false);
    }

    public static ExecuteStatementRequest of(String statement, AttributeValue... parameters) {
        return new ExecuteStatementRequest(statement, List.of(parameters), null, null, false);
    }

    public ExecuteStatementRequest withNextToken(String token) {
        return new ExecuteStatementRequest(statement, parameters, limit, token, consistentRead,
                oldItemOnConditionFailure, capacity);
    }

    @Override
    public OperationKind kind() {
        return OperationKind.EXECUTE_STATEMENT;
    }

    @Override
    public ExecuteStatementResult sendTo(Handler handler) {
        return handler.executeStatement(this);
    }
}
