package dev.tablewright.aws;

import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchGetResult;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.Optional;

/**
 * One DynamoDB to talk to: the built-in Sandbox (the engine over sample data) or a real endpoint
 * (DynamoDB Local, AWS). Both raise {@link dev.tablewright.engine.api.DynamoException} with
 * DynamoDB's error codes. Calls block: callers run them off the FX thread.
 */
public interface Gateway extends AutoCloseable {

    /** For the user: "Sandbox", "DynamoDB Local — http://localhost:8000" … */
    String displayName();

    /**
     * The URL of a DynamoDB Local this gateway started (its port is chosen at start), so a command
     * copied for its connection can say {@code --endpoint-url}; empty for every other gateway, whose
     * connection already says where it goes.
     */
    default Optional<String> startedEndpoint() {
        return Optional.empty();
    }

    /**
     * The region this gateway's requests are addressed to ("us-east-1"; a DynamoDB Local takes any),
     * so a commit knows which of a global table's regions is the table itself; empty for the Sandbox.
     */
    default Optional<String> region() {
        return Optional.empty();
    }

    /**
     * Where the requests go, the same however the connection is named (the window's saved connection
     * and the command line's {@code --endpoint} to one DynamoDB say the same): the endpoint's URL, or
     * the display name where there is none to tell. A migration's journal names its target so.
     */
    default String address() {
        return displayName();
    }

    /**
     * Creates the table with its key schema, GSIs, LSIs and billing from the design, and returns when
     * it is ACTIVE (DynamoDB takes seconds; DynamoDB Local and the Sandbox none).
     */
    void createTable(TableDesign design);

    /** Deletes the table and returns when it is gone. */
    void deleteTable(String table);

    /**
     * Adds a GSI to an existing table (UpdateTable; one at a time, as DynamoDB requires) and returns when
     * the index is ACTIVE, its backfill done.
     */
    void addGlobalIndex(String table, GlobalSecondaryIndex index);

    /**
     * Whether the endpoint knows vector indexes (CreateTable's {@code VectorIndexes}, UpdateTable's
     * {@code VectorIndexUpdates}): DynamoDB Local 2.6.1 does not, and silently drops them or refuses the
     * whole table (docs/vector-indexes.md §6), so a commit asks first. False unless a gateway knows
     * better; a "yes" is still checked by reading the table back.
     */
    default boolean knowsVectorIndexes() {
        return false;
    }

    /**
     * Creates a vector index on an existing table (UpdateTable with one {@code VectorIndexUpdates}
     * Create, the only kind of index change DynamoDB makes one at a time) and returns once DynamoDB has
     * taken it: the index is then CREATING, and backfills for a while; {@link #facts} tells when it is ready.
     *
     * @param table the model's table, whose declared attributes give the search-schema attributes' types
     *
     * @throws dev.tablewright.engine.api.DynamoException UnknownOperationException where the endpoint
     *         cannot create one
     */
    default void addVectorIndex(TableDesign table, VectorIndex index) {
        throw new dev.tablewright.engine.api.DynamoException(UNKNOWN_OPERATION,
                displayName() + " cannot add a vector index to an existing table");
    }

    /**
     * Removes a GSI (UpdateTable with one Delete) and returns when DynamoDB no longer lists it.
     *
     * @throws dev.tablewright.engine.api.DynamoException ResourceNotFoundException when the table or the
     *         index is not there
     */
    default void deleteGlobalIndex(String table, String index) {
        throw new dev.tablewright.engine.api.DynamoException(UNKNOWN_OPERATION,
                displayName() + " cannot delete an index of an existing table");
    }

    /**
     * Removes a vector index (UpdateTable with one {@code VectorIndexUpdates} Delete) and returns once
     * DynamoDB has taken the request. An endpoint that does not know vector indexes answers
     * UnknownOperationException.
     */
    default void deleteVectorIndex(String table, String index) {
        throw new dev.tablewright.engine.api.DynamoException(UNKNOWN_OPERATION,
                displayName() + " cannot delete a vector index");
    }

    /**
     * True for a read-only connection, which refuses every write: a long job that writes (a
     * migration) asks first, rather than failing at its first write.
     */
    default boolean readOnly() {
        return false;
    }

    List<String> listTables();

    /**
     * The table's keys, indexes (their projections) and billing as a design with no entities or items;
     * empty when there is no such table. The Sandbox answers from the model.
     */
    Optional<TableDesign> describeTable(String table);

    /**
     * The table with every setting that can be read (DescribeTable, then DescribeTimeToLive,
     * DescribeContinuousBackups, ListTagsOfResource, GetResourcePolicy, DescribeContributorInsights,
     * each optional); empty when there is no such table. A gateway with nothing beyond its design
     * answers with the design.
     */
    default Optional<LiveSettings> liveSettings(String table) {
        return describeTable(table).map(LiveSettings::of);
    }

    /**
     * Makes one change to a live table's settings and returns when the table is ACTIVE again.
     *
     * @throws dev.tablewright.engine.api.DynamoException with DynamoDB's code; UnknownOperationException
     *         where the endpoint has no such call (the Sandbox has none of them)
     */
    default void changeSetting(String table, SettingChange change) {
        throw new dev.tablewright.engine.api.DynamoException(UNKNOWN_OPERATION,
                displayName() + " keeps no table settings beyond the model's design");
    }

    /** The code DynamoDB (and DynamoDB Local) answers a call it does not have with. */
    String UNKNOWN_OPERATION = "UnknownOperationException";

    /**
     * DynamoDB's figures for a live table (item count, size, status, streams, TTL); empty when there is
     * no such table or the gateway has none to give (the Sandbox).
     */
    default Optional<TableFacts> facts(String table) {
        return Optional.empty();
    }

    /**
     * Runs one data operation (GetItem … ExecuteStatement) and returns what it answers. The one
     * method a wrapper overrides to see every operation (a read-only connection refuses those that
     * write here); the typed methods below all come through it.
     */
    <R> R execute(DataRequest<R> request);

    /** A GetItem with the capacity it consumed. */
    default ItemResult get(GetItemRequest request) {
        return execute(request);
    }

    default Optional<Item> getItem(GetItemRequest request) {
        return get(request).item();
    }

    /**
     * Up to 100 keys over one or more tables; what DynamoDB leaves unprocessed comes back to retry.
     * Items come in no promised order, as from DynamoDB.
     */
    default BatchGetResult batchGet(BatchGetRequest request) {
        return execute(request);
    }

    /** Up to 100 Gets read at one point in time: all succeed, or TransactionCanceledException with reasons. */
    default TransactGetResult transactGet(List<TransactGet> gets) {
        return execute(new TransactGetRequest(gets));
    }

    default Page query(QueryRequest request) {
        return execute(request);
    }

    default Page scan(ScanRequest request) {
        return execute(request);
    }

    /**
     * Runs the request an access pattern makes. A GetItem answers as a page of zero or one item
     * (read count one), so every read shows the same way.
     */
    default Page read(PatternRequest.Read request) {
        if (request instanceof PatternRequest.Get g) {
            ItemResult result = get(g.request());
            List<Item> found = result.item().map(List::of).orElse(List.of());
            return new Page(found, found.size(), found.size(), null, result.consumed());
        }
        if (request instanceof PatternRequest.Query q) {
            return query(q.request());
        }
        return scan(((PatternRequest.Scan) request).request());
    }

    default WriteResult putItem(PutItemRequest request) {
        return execute(request);
    }

    default WriteResult updateItem(UpdateItemRequest request) {
        return execute(request);
    }

    default WriteResult deleteItem(DeleteItemRequest request) {
        return execute(request);
    }

    /** Up to 25 puts and deletes; returns what DynamoDB left unprocessed (to retry). */
    default List<WriteRequest> batchWrite(List<WriteRequest> writes) {
        return execute(new BatchWriteRequest(writes)).unprocessed();
    }

    /** All or nothing; a cancelled transaction raises TransactionCanceledException with its reasons. */
    default void transactWrite(List<TransactWrite> actions) {
        execute(new TransactWriteRequest(actions));
    }

    /**
     * A PartiQL statement on one table: SELECT, INSERT, UPDATE or DELETE (the Sandbox's subset is in
     * docs/engine-expressions.md; beyond it a ValidationException names what it does not support).
     */
    default ExecuteStatementResult executeStatement(ExecuteStatementRequest request) {
        return execute(request);
    }

    /**
     * The {@code topK} items of a vector index nearest to the search vector, nearest first, with their
     * scores: the Sandbox searches exactly; DynamoDB Local does not support it (UnknownOperationException
     * with a message saying so).
     */
    default SearchVectorsResult searchVectors(SearchVectorsRequest request) {
        return execute(request);
    }

    @Override
    void close();
}
