package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import java.util.List;

/** A TransactGetItems: up to 100 Gets read at one point in time. */
public record TransactGetRequest(List<TransactGet> gets) implements MultiItemRequest<TransactGetResult> {
    public TransactGetRequest {
        gets = List.copyOf(gets);
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
        return handler.transactGet(gets);
    }
}
