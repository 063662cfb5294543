package dev.tablewright.engine.api;

import java.util.List;

/**
 * A BatchGetItem, BatchWriteItem, TransactGetItems or TransactWriteItems: a request that names
 * several items by their keys, with DynamoDB's limit on how many one call takes.
 *
 * @param <R> what the operation answers
 */
public sealed interface MultiItemRequest<R> extends DataRequest<R>
        permits BatchGetRequest, BatchWriteRequest, TransactGetRequest, TransactWriteRequest {

    /** Its entries as DynamoDB counts them against the limit. */
    int size();

    /**
     * "Put Music", "ConditionCheck Music" …: each entry of a transaction as its cancellation reasons
     * are told, in request order; a batch's entries the same way.
     */
    default List<String> entryLabels() {
        if (this instanceof BatchGetRequest b) {
            return b.tables().entrySet().stream()
                    .flatMap(e -> e.getValue().keys().stream().map(k -> "Get " + e.getKey())).toList();
        }
        if (this instanceof BatchWriteRequest w) {
            return w.writes().stream().map(x -> (x instanceof WriteRequest.Put ? "Put " : "Delete ") + x.table()).toList();
        }
        if (this instanceof TransactGetRequest t) {
            return t.gets().stream().map(g -> "Get " + g.table()).toList();
        }
        return ((TransactWriteRequest) this).actions().stream()
                .map(a -> a.getClass().getSimpleName() + " " + a.table()).toList();
    }

    /** Fails with the limit's sentence when there are too many entries. */
    default MultiItemRequest<R> withinLimit() {
        String over = kind().overLimit(size());
        if (!over.isEmpty()) {
            throw new IllegalArgumentException(over);
        }
        return this;
    }
}
