package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import java.util.List;

/** A TransactWriteItems: up to 100 actions, all or nothing; it answers nothing (null). */
public record TransactWriteRequest(List<TransactWrite> actions) implements DataRequest<Void> {
    public TransactWriteRequest {
        actions = List.copyOf(actions);
    }

    @Override
    public OperationKind kind() {
        return OperationKind.TRANSACT_WRITE_ITEMS;
    }

    @Override
    public Void sendTo(Handler handler) {
        handler.transactWrite(actions);
        return null;
    }
}
