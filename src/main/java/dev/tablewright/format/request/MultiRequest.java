package dev.tablewright.format.request;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.WriteRequest;
import java.util.List;

/** A BatchGetItem, BatchWriteItem, TransactGetItems or TransactWriteItems, as the builder and {@code run} send it. */
public sealed interface MultiRequest {
    MultiOperation operation();

    /** Its entries as DynamoDB counts them against the limit. */
    int size();

    record BatchGet(BatchGetRequest request) implements MultiRequest {
        @Override
        public MultiOperation operation() {
            return MultiOperation.BATCH_GET;
        }

        @Override
        public int size() {
            return request.keyCount();
        }
    }

    record BatchWrite(List<WriteRequest> writes) implements MultiRequest {
        public BatchWrite {
            writes = List.copyOf(writes);
        }

        @Override
        public MultiOperation operation() {
            return MultiOperation.BATCH_WRITE;
        }

        @Override
        public int size() {
            return writes.size();
        }
    }

    record TransactGetItems(List<TransactGet> gets) implements MultiRequest {
        public TransactGetItems {
            gets = List.copyOf(gets);
        }

        @Override
        public MultiOperation operation() {
            return MultiOperation.TRANSACT_GET;
        }

        @Override
        public int size() {
            return gets.size();
        }
    }

    /** @param clientRequestToken the idempotency token the request was written with, or "" */
    record TransactWriteItems(List<TransactWrite> actions, String clientRequestToken) implements MultiRequest {
        public TransactWriteItems {
            actions = List.copyOf(actions);
            clientRequestToken = clientRequestToken == null ? "" : clientRequestToken;
        }

        @Override
        public MultiOperation operation() {
            return MultiOperation.TRANSACT_WRITE;
        }

        @Override
        public int size() {
            return actions.size();
        }
    }

    /**
     * "Put Music", "ConditionCheck Music" …: each entry of a transaction as its cancellation reasons
     * are told, in request order; a batch's entries the same way.
     */
    default List<String> entryLabels() {
        if (this instanceof BatchGet b) {
            return b.request().tables().entrySet().stream()
                    .flatMap(e -> e.getValue().keys().stream().map(k -> "Get " + e.getKey())).toList();
        }
        if (this instanceof BatchWrite w) {
            return w.writes().stream().map(x -> (x instanceof WriteRequest.Put ? "Put " : "Delete ") + x.table()).toList();
        }
        if (this instanceof TransactGetItems t) {
            return t.gets().stream().map(g -> "Get " + g.table()).toList();
        }
        return ((TransactWriteItems) this).actions().stream()
                .map(a -> a.getClass().getSimpleName() + " " + a.table()).toList();
    }

    /** Fails with the limit's sentence when there are too many entries. */
    default MultiRequest withinLimit() {
        String over = operation().overLimit(size());
        if (!over.isEmpty()) {
            throw new IllegalArgumentException(over);
        }
        return this;
    }
}
