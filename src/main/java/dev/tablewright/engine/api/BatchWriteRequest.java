package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import java.util.List;

/**
 * A BatchWriteItem: up to 25 puts and deletes; it answers with what DynamoDB left unprocessed, and the
 * capacity and item collection metrics {@code returns} asks for (its ALL_OLD has no meaning here).
 */
public record BatchWriteRequest(List<WriteRequest> writes, WriteReturns returns)
        implements MultiItemRequest<BatchWriteResult> {
    public BatchWriteRequest {
        writes = List.copyOf(writes);
        returns = returns == null ? WriteReturns.NONE : returns;
    }

    public BatchWriteRequest(List<WriteRequest> writes) {
        this(writes, WriteReturns.NONE);
    }

    @Override
    public int size() {
        return writes.size();
    }

    @Override
    public OperationKind kind() {
        return OperationKind.BATCH_WRITE_ITEM;
    }

    @Override
    public BatchWriteResult sendTo(Handler handler) {
        return handler.batchWrite(this);
    }
}
