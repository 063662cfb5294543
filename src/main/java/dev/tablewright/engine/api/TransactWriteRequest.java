package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import java.util.List;

/**
 * A TransactWriteItems: up to 100 actions, all or nothing; it answers nothing (null).
 *
 * @param clientRequestToken the idempotency token, or "" for none: sent again with the same token and
 *                           actions (within ten minutes) the transaction is not done again
 */
public record TransactWriteRequest(List<TransactWrite> actions, String clientRequestToken)
        implements MultiItemRequest<Void> {
    public TransactWriteRequest {
        actions = List.copyOf(actions);
        clientRequestToken = clientRequestToken == null ? "" : clientRequestToken;
    }

    public TransactWriteRequest(List<TransactWrite> actions) {
        this(actions, "");
    }

    @Override
    public int size() {
        return actions.size();
    }

    @Override
    public OperationKind kind() {
        return OperationKind.TRANSACT_WRITE_ITEMS;
    }

    @Override
    public Void sendTo(Handler handler) {
        handler.transactWrite(this);
        return null;
    }
}
