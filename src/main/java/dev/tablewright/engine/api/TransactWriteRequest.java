package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import java.util.List;

/**
 * A TransactWriteItems: up to 100 actions, all or nothing; it answers the capacity and item collection
 * metrics {@code returns} asks for (each action asks ALL_OLD on its own).
 *
 * @param clientRequestToken the idempotency token, or "" for none: sent again with the same token and
 *                           actions (within ten minutes) the transaction is not done again
 */
public record TransactWriteRequest(List<TransactWrite> actions, String clientRequestToken, WriteReturns returns)
        implements MultiItemRequest<TransactWriteResult> {
    public TransactWriteRequest {
        actions = List.copyOf(actions);
        clientRequestToken = clientRequestToken == null ? "" : clientRequestToken;
        returns = returns == null ? WriteReturns.NONE : returns;
    }

    public TransactWriteRequest(List<TransactWrite> actions, String clientRequestToken) {
        this(actions, clientRequestToken, WriteReturns.NONE);
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
    public TransactWriteResult sendTo(Handler handler) {
        return handler.transactWrite(this);
    }
}
