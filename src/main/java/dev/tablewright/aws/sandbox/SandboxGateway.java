package dev.tablewright.aws.sandbox;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchGetResult;
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
import dev.tablewright.engine.api.StreamWrites;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.TransactWriteResult;
import dev.tablewright.engine.api.BatchWriteResult;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.engine.partiql.StatementRunner;
import dev.tablewright.engine.query.QueryEngine;
import dev.tablewright.engine.query.SampleData;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * The Sandbox: the in-memory engine behind the {@link Gateway} interface, always there, instant. Reads
 * and single-item writes report consumed capacity as DynamoDB Local does; BatchWriteItem and
 * TransactWriteItems report none (the Gateway returns no capacity for them).
 *
 * <p>A table with kept entities has its stream handler run after each write ({@link SandboxStream}):
 * the kept items follow the source items, and the write's answer tells what the stream wrote.
 */
public final class SandboxGateway implements Gateway, DataRequest.Handler {
    /** What the first use loads: the engine holding the sample items, and why some were left out. */
    private final Supplier<SampleData> sample;
    private final Map<String, TableDesign> designs = new ConcurrentHashMap<>();
    /** The model's tables, in the engine's order (by name): listed before anything is loaded. */
    private final List<String> tableNames;
    /** Held by a write and its stream's writes: another tab's write comes before or after both. */
    private final Object writing = new Object();
    private volatile Loaded loaded;

    /** The engine with its items, and the stream handler that follows its writes. */
    private record Loaded(QueryEngine engine, List<String> refused, SandboxStream stream) {
    }

    private SandboxGateway(Supplier<SampleData> sample, List<TableDesign> tables) {
        this.sample = sample;
        tables.forEach(t -> designs.put(t.name(), t));
        this.tableNames = tables.stream().map(TableDesign::name).sorted().toList();
    }

    /** An empty sandbox. */
    public static SandboxGateway empty() {
        return new SandboxGateway(() -> SampleData.of(List.of()), List.of());
    }

    /**
     * A sandbox holding the model's tables and their sample items, derived keys applied. A sample item
     * that DynamoDB would refuse (a missing or empty key …) is left out and reported by {@link #refused()}.
     *
     * <p>The items are loaded at the first request that reads or writes them, not here: the window opens
     * the Sandbox to list the model's tables, and a second copy of a large model's items, indexed for
     * queries, is much memory and time for a user who may never query it (docs/performance.md, "Memory").
     */
    public static SandboxGateway of(DataModel model) {
        List<TableDesign> tables = model.tables();
        return new SandboxGateway(() -> SampleData.of(tables), tables);
    }

    /** The engine, its items loaded at the first call. */
    private QueryEngine engine() {
        return loaded().engine();
    }

    private Loaded loaded() {
        Loaded l = loaded;
        if (l == null) {
            synchronized (this) {
                l = loaded;
                if (l == null) {
                    SampleData data = sample.get();
                    SandboxStream stream = new SandboxStream(data.engine(), designs::get);
                    data.engine().recordChangesTo(stream);
                    l = new Loaded(data.engine(), List.copyOf(data.refused()), stream);
                    loaded = l;
                }
            }
        }
        return l;
    }

    /** For tests: whether a request has loaded the items yet. */
    boolean itemsLoaded() {
        return loaded != null;
    }

    /** Why sample items were left out when loading, one line each ({@code table entity#n: message}). */
    public List<String> refused() {
        return loaded().refused();
    }

    @Override
    public String displayName() {
        return "Sandbox";
    }

    /** Each operation answered by this gateway's method for it. */
    @Override
    public <R> R execute(DataRequest<R> request) {
        return request.sendTo(this);
    }

    @Override
    public void createTable(TableDesign design) {
        engine().createTable(design);
        designs.put(design.name(), design);
    }

    @Override
    public void deleteTable(String table) {
        engine().deleteTable(table);
        designs.remove(table);
    }

    @Override
    public void addGlobalIndex(String table, GlobalSecondaryIndex index) {
        engine().addGlobalIndex(table, index);
        designs.put(table, engine().design(table));
    }

    @Override
    public void deleteGlobalIndex(String table, String index) {
        engine().deleteGlobalIndex(table, index);
        designs.put(table, engine().design(table));
    }

    @Override
    public void deleteVectorIndex(String table, String index) {
        engine().deleteVectorIndex(table, index);
        designs.put(table, engine().design(table));
    }

    /** Nothing is built: the engine's searches scan the table's items, so the index serves at once. */
    @Override
    public void addVectorIndex(TableDesign table, VectorIndex index) {
        engine().addVectorIndex(table.name(), index);
        designs.put(table.name(), engine().design(table.name()));
    }

    /** The engine searches vector indexes exactly (docs/engine-differences.md). */
    @Override
    public boolean knowsVectorIndexes() {
        return true;
    }

    @Override
    public Optional<TableDesign> describeTable(String table) {
        return Optional.ofNullable(designs.get(table));
    }

    @Override
    public List<String> listTables() {
        Loaded l = loaded;
        return l == null ? tableNames : l.engine().listTables(); // nothing created or deleted before loading
    }

    @Override
    public ItemResult get(GetItemRequest request) {
        return engine().get(request);
    }

    @Override
    public BatchGetResult batchGet(BatchGetRequest request) {
        return engine().batchGet(request);
    }

    @Override
    public TransactGetResult transactGet(TransactGetRequest request) {
        return engine().transactGet(request.gets(), request.capacity());
    }

    @Override
    public Page query(QueryRequest request) {
        return engine().query(request);
    }

    @Override
    public Page scan(ScanRequest request) {
        return engine().scan(request);
    }

    @Override
    public WriteResult putItem(PutItemRequest request) {
        return written(() -> engine().putItem(request), WriteResult::withStream);
    }

    @Override
    public WriteResult updateItem(UpdateItemRequest request) {
        return written(() -> engine().updateItem(request), WriteResult::withStream);
    }

    @Override
    public WriteResult deleteItem(DeleteItemRequest request) {
        return written(() -> engine().deleteItem(request), WriteResult::withStream);
    }

    @Override
    public BatchWriteResult batchWrite(BatchWriteRequest request) {
        return written(() -> engine().batchWrite(request), BatchWriteResult::withStream);
    }

    @Override
    public TransactWriteResult transactWrite(TransactWriteRequest request) {
        return written(() -> engine().transactWrite(request), TransactWriteResult::withStream);
    }

    @Override
    public ExecuteStatementResult executeStatement(ExecuteStatementRequest request) {
        return written(() -> StatementRunner.run(engine(), request), ExecuteStatementResult::withStream);
    }

    /**
     * The write, then its stream's writes, both under the one lock of writes; the answer as the engine
     * gave it (its capacity is the request's alone) with what the stream wrote, if anything.
     */
    private <R> R written(Supplier<R> write, BiFunction<R, StreamWrites, R> withStream) {
        synchronized (writing) {
            SandboxStream stream = loaded().stream();
            stream.begin();
            R answer = write.get();
            StreamWrites writes = stream.run();
            return writes.isEmpty() ? answer : withStream.apply(answer, writes);
        }
    }

    @Override
    public SearchVectorsResult searchVectors(SearchVectorsRequest request) {
        return engine().searchVectors(request);
    }

    @Override
    public void close() {
        // Nothing to release: the tables live as long as the gateway is referenced.
    }
}
