package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import java.util.List;

/**
 * A TransactGetItems: up to 100 Gets read at one point in time.
 *
 * @param capacity ReturnConsumedCapacity
 */
public record TransactGetRequest(List<TransactGet> gets, ReturnCapacity capacity)
        implements MultiItemRequest<TransactGetResult> {
    public TransactGetRequest {
        gets = List.copyOf(gets);
        capacity = capacity == null ? ReturnCapacity.NONE : capacity;
    }

    public TransactGetRequest(List<TransactGet> gets) {
        this(gets, ReturnCapacity.NONE);
    }

    @Override
    public int size() {
        return gets.size();
    }

    @Override
    public OperationKind kind() {
        return OperationKind.TRANSACT_GET_ITEMS;
    }

    @Override
    public TransactGetResult sendTo(Handler handler) {
        return handler.transactGet(this);
    }
}
