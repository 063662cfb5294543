package dev.tablewright.engine.api;

import dev.tablewright.model.OperationKind;
import java.util.List;

/**
 * A request of one of DynamoDB's data operations, knowing its {@link OperationKind} and what it
 * answers ({@code R}). A gateway runs any of them through one method; {@link Handler} is what
 * answers each kind its own way (the Sandbox's engine, the AWS SDK), so a wrapper (read-only,
 * owning) handles every operation in one place.
 *
 * @param <R> what the operation answers
 */
public sealed interface DataRequest<R> permits GetItemRequest, QueryRequest, ScanRequest, PutItemRequest,
        UpdateItemRequest, DeleteItemRequest, MultiItemRequest, ExecuteStatementRequest,
        SearchVectorsRequest {

    OperationKind kind();

    /** The request answered by the handler's method for its kind. */
    R sendTo(Handler handler);

    /** Answers each data operation: what the Sandbox and the SDK implement. */
    interface Handler {
        ItemResult get(GetItemRequest request);

        Page query(QueryRequest request);

        Page scan(ScanRequest request);

        WriteResult putItem(PutItemRequest request);

        WriteResult updateItem(UpdateItemRequest request);

        WriteResult deleteItem(DeleteItemRequest request);

        /**
         * Up to 100 keys over one or more tables; what DynamoDB leaves unprocessed comes back to retry.
         * Items come in no promised order, as from DynamoDB.
         */
        BatchGetResult batchGet(BatchGetRequest request);

        /** Up to 25 puts and deletes; returns what DynamoDB left unprocessed (to retry), and what was asked. */
        BatchWriteResult batchWrite(BatchWriteRequest request);

        /** Up to 100 Gets read at one point in time: all succeed, or TransactionCanceledException with reasons. */
        TransactGetResult transactGet(TransactGetRequest request);

        /** All or nothing; a cancelled transaction raises TransactionCanceledException with its reasons. */
        TransactWriteResult transactWrite(TransactWriteRequest request);

        /**
         * A PartiQL statement on one table: SELECT, INSERT, UPDATE or DELETE (the Sandbox's subset is in
         * docs/engine-expressions.md; beyond it a ValidationException names what it does not support).
         */
        ExecuteStatementResult executeStatement(ExecuteStatementRequest request);

        /**
         * The {@code topK} items of a vector index nearest to the search vector, nearest first, with their
         * scores; never paged (docs/vector-indexes.md §3.4).
         */
        SearchVectorsResult searchVectors(SearchVectorsRequest request);
    }
}
