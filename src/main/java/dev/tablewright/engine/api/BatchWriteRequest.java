package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import java.util.List;

/** A BatchWriteItem: up to 25 puts and deletes; it answers with what DynamoDB left unprocessed. */
public record BatchWriteRequest(List<WriteRequest> writes) implements MultiItemRequest<List<WriteRequest>> {
    public BatchWriteRequest {
        writes = List.copyOf(writes);
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
    public List<WriteRequest> sendTo(Handler handler) {
        return handler.batchWrite(writes);
    }
}
