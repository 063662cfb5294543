package dev.tablewright.engine.query;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchGetResult;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.TransactWriteResult;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.BatchWriteResult;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.parse.ExpressionRequest;
import dev.tablewright.engine.expr.eval.Projector;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * DynamoDB's data-plane operations on in-memory tables, with DynamoDB's semantics and error codes
 * (see docs/engine-differences.md for where the wording differs from DynamoDB Local's). Tables are
 * created from a {@link TableDesign}: key schema, GSIs and LSIs with their projections.
 *
 * <p>ReadChecks and single-item writes report the capacity they consumed, as DynamoDB Local computes it
 * ({@link CapacityUnits}).
 *
 * <p>Every operation is atomic with respect to the others (one lock): callers may share an engine
 * between threads.
 */
public final class QueryEngine {
    private final Map<String, Table> tables = new TreeMap<>();
    private final ClientTokens tokens = new ClientTokens(System::currentTimeMillis);
    private ItemChangeRecorder recorder = ItemChangeRecorder.NONE;

    /**
     * From now on, every item change a write makes (Put, Update, Delete, BatchWriteItem, a committed
     * TransactWriteItems, and PartiQL's writes, which are made of these) is told to the recorder, in
     * the engine's lock: the table's stream. A failed condition, a cancelled transaction or a write
     * that leaves the item as it was tells nothing; an index added or removed is no item change.
     */
    public synchronized void recordChangesTo(ItemChangeRecorder recorder) {
        this.recorder = java.util.Objects.requireNonNull(recorder, "recorder");
    }

    /** @throws dev.tablewright.engine.api.DynamoException ResourceInUseException when the table exists */
    public synchronized void createTable(TableDesign design) {
        if (tables.containsKey(design.name())) {
            throw DynamoErrors.tableExists(design.name());
        }
        tables.put(design.name(), new Table(design));
    }

    public synchronized void deleteTable(String table) {
        if (tables.remove(table) == null) {
            throw DynamoErrors.tableNotFound();
        }
    }

    /**
     * UpdateTable's Create of a GSI: the table is rebuilt with the index and every item put again, so
     * the index holds what a backfill would (the engine has no CREATING phase: it is ACTIVE at once).
     */
    public synchronized void addGlobalIndex(String table, GlobalSecondaryIndex index) {
        Table old = table(table);
        if (old.index(index.name()).isPresent()) {
            throw DynamoErrors.validation("One or more parameter values were invalid: Index with name: " + index.name()
                    + " already exists");
        }
        List<GlobalSecondaryIndex> gsis = new ArrayList<>(old.design().globalIndexes());
        gsis.add(index);
        rebuild(old, old.design().withGlobalIndexes(gsis));
    }

    /**
     * UpdateTable's Create of a vector index. A search scans the table's items ({@link VectorSearch}), so
     * nothing is stored per index: the table is rebuilt with the new design, as for a GSI, and the index
     * is ACTIVE at once (no backfill). A name taken by any index of the table is refused with the
     * message an emulator measured on DynamoDB (docs/vector-indexes.md §4).
     */
    public synchronized void addVectorIndex(String table, VectorIndex index) {
        Table old = table(table);
        TableDesign design = old.design();
        if (old.index(index.name()).isPresent() || design.vectorIndex(index.name()).isPresent()) {
            throw DynamoErrors.validation("Attempting to create an index which already exists");
        }
        List<VectorIndex> vectors = new ArrayList<>(design.vectorIndexes());
        vectors.add(index);
        rebuild(old, design.withVectorIndexes(vectors));
    }

    /** UpdateTable's Delete of a GSI: the table rebuilt without it (the items stay). */
    public synchronized void deleteGlobalIndex(String table, String index) {
        Table old = table(table);
        TableDesign design = old.design();
        if (design.globalIndexes().stream().noneMatch(g -> g.name().equals(index))) {
            throw DynamoErrors.validation("One or more parameter values were invalid: Index with name: " + index
                    + " does not exist");
        }
        rebuild(old, design.withGlobalIndexes(design.globalIndexes().stream().filter(g -> !g.name().equals(index))
                .toList()));
    }

    /** UpdateTable's Delete of a vector index: the table rebuilt without it. */
    public synchronized void deleteVectorIndex(String table, String index) {
        Table old = table(table);
        TableDesign design = old.design();
        if (design.vectorIndex(index).isEmpty()) {
            throw DynamoErrors.validation("Requested resource not found: vector index " + index + " does not exist");
        }
        rebuild(old, design.withVectorIndexes(design.vectorIndexes().stream().filter(v -> !v.name().equals(index))
                .toList()));
    }

    /** The table replaced by one of the new design holding the same items; all or nothing. */
    private void rebuild(Table old, TableDesign design) {
        String table = old.design().name();
        Table rebuilt = new Table(design);
        ScanRequest all = ScanRequest.of(table);
        Page page;
        List<Item> items = new ArrayList<>();
        do {
            page = ScanRunner.run(old, all);
            items.addAll(page.items());
            all = all.withExclusiveStartKey(page.lastEvaluatedKey());
        } while (page.hasMore());
        tables.put(table, rebuilt);
        try {
            items.forEach(i -> applied(Writes.put(rebuilt, PutItemRequest.of(table, i)), WriteReturns.NONE));
        } catch (RuntimeException e) {
            tables.put(table, old); // all or nothing, as an index creation that fails leaves the table as it was
            throw e;
        }
    }

    /** Table names in order. */
    public synchronized List<String> listTables() {
        return new ArrayList<>(tables.keySet());
    }

    /** The design the table was created from (its key schema and indexes). */
    public synchronized TableDesign design(String table) {
        return table(table).design();
    }

    public synchronized int itemCount(String table) {
        return table(table).itemCount();
    }

    public synchronized Optional<Item> getItem(GetItemRequest r) {
        return get(r).item();
    }

    /** The item, if there is one, and the capacity the read consumed. */
    public synchronized ItemResult get(GetItemRequest r) {
        NumberChecks.attributes(r.key());
        Table table = table(r.table());
        ExpressionRequest.Parsed parsed = RequestExpressions.parse(OperationKind.GET_ITEM, r.expr(),
                ExpressionKind.PROJECTION, r.projection());
        KeyChecks.key(table.keys(), r.key());
        StoredItem stored = table.get(r.key());
        List<ConsumedCapacity> consumed = ConsumedCapacity.asked(
                List.of(CapacityUnits.getItem(table.name(), stored, r.consistentRead())), r.capacity());
        if (stored == null) {
            return new ItemResult(Optional.empty(), consumed);
        }
        Item item = stored.toItem();
        return new ItemResult(Optional.of(parsed.projection().map(p -> Projector.of(p).apply(item)).orElse(item)),
                consumed);
    }

    /** Every key read at once under the engine's lock; the items of each table in request order. */
    public synchronized BatchGetResult batchGet(BatchGetRequest r) {
        r.tables().values().forEach(t -> t.keys().forEach(NumberChecks::attributes));
        BatchGetResult read = BatchReads.batchGet(r, this::table, this::get);
        return new BatchGetResult(read.responses(), read.unprocessed(), ConsumedCapacity.asked(read.consumed(),
                r.capacity()));
    }

    /** One entry per Get, in request order, all read under the engine's lock (one point in time). */
    public synchronized TransactGetResult transactGet(List<TransactGet> gets) {
        return transactGet(gets, ReturnCapacity.NONE);
    }

    /** The same, its capacity split by table and index when asked INDEXES. */
    public synchronized TransactGetResult transactGet(List<TransactGet> gets, ReturnCapacity capacity) {
        gets.forEach(g -> NumberChecks.attributes(g.key()));
        TransactGetResult read = BatchReads.transactGet(gets, this::table, this::get);
        return new TransactGetResult(read.items(), ConsumedCapacity.asked(read.consumed(), capacity));
    }

    /** The page with the capacity its request asked for. */
    private static Page asked(Page page, ReturnCapacity capacity) {
        return new Page(page.items(), page.count(), page.scannedCount(), page.lastEvaluatedKey(),
                ConsumedCapacity.asked(page.consumed(), capacity));
    }

    public synchronized Page query(QueryRequest r) {
        NumberChecks.values(r.expr());
        NumberChecks.attributes(r.exclusiveStartKey());
        ReadChecks.limit(r.limit());
        return asked(QueryRunner.run(table(r.table()), r), r.capacity());
    }

    public synchronized Page scan(ScanRequest r) {
        NumberChecks.values(r.expr());
        NumberChecks.attributes(r.exclusiveStartKey());
        ReadChecks.limit(r.limit());
        ScanRunner.checkSegments(r.segment(), r.totalSegments());
        return asked(ScanRunner.run(table(r.table()), r), r.capacity());
    }

    /** The nearest items of a vector index, found exactly ({@link VectorSearch}). */
    public synchronized SearchVectorsResult searchVectors(SearchVectorsRequest r) {
        NumberChecks.values(r.expr());
        return VectorSearch.run(table(r.table()), r);
    }

    public synchronized WriteResult putItem(PutItemRequest r) {
        return put(r).result(r.returnValues(), r.returns());
    }

    /**
     * A PutItem of the whole item, unconditional, as a load of sample items makes it: the same checks in
     * the same order, refused with the same errors, the change told to the recorder, but no answer worked
     * out (its capacity, an old item), which a load of a million items would only throw away.
     */
    public synchronized void load(String table, Item item) {
        put(PutItemRequest.of(table, item));
    }

    private Prepared put(PutItemRequest r) {
        NumberChecks.attributes(r.item().attributes());
        NumberChecks.values(r.expr());
        Writes.onlyOldOrNone(r.returnValues());
        return recorded(applied(Writes.put(table(r.table()), r), r.returns()));
    }

    public synchronized WriteResult updateItem(UpdateItemRequest r) {
        NumberChecks.attributes(r.key());
        NumberChecks.values(r.expr());
        return recorded(applied(Writes.update(table(r.table()), r), r.returns())).result(r.returnValues(),
                r.returns());
    }

    public synchronized WriteResult deleteItem(DeleteItemRequest r) {
        NumberChecks.attributes(r.key());
        NumberChecks.values(r.expr());
        Writes.onlyOldOrNone(r.returnValues());
        return recorded(applied(Writes.delete(table(r.table()), r), r.returns())).result(r.returnValues(),
                r.returns());
    }

    /** Applies every put and delete, or none when one is invalid; nothing is ever left unprocessed. */
    public synchronized void batchWrite(List<WriteRequest> writes) {
        batchWrite(new BatchWriteRequest(writes));
    }

    /** The same, answering the item collection metrics the request asks for. */
    public synchronized BatchWriteResult batchWrite(BatchWriteRequest r) {
        r.writes().forEach(w -> NumberChecks.attributes(w instanceof WriteRequest.Put p ? p.item().attributes()
                : ((WriteRequest.Delete) w).key()));
        List<Prepared> applied = Transactions.batchWrite(r.writes(), this::table);
        applied.forEach(this::recorded);
        // No capacity: DynamoDB Local's figures for batches and transactions follow rules of their own
        // (docs/engine-differences.md), and a guess is worse than "not reported".
        return new BatchWriteResult(List.of(), List.of(), CollectionsWritten.metrics(applied, r.returns()));
    }

    /** @throws dev.tablewright.engine.api.DynamoException TransactionCanceledException with one reason per action */
    public synchronized void transactWrite(List<TransactWrite> actions) {
        transactWrite(actions, "");
    }

    /**
     * The same, made idempotent by {@code clientRequestToken} ("" for none): sent again with the same
     * token and actions within ten minutes it is not done again ({@link ClientTokens}).
     */
    public synchronized void transactWrite(List<TransactWrite> actions, String clientRequestToken) {
        transactWrite(new TransactWriteRequest(actions, clientRequestToken));
    }

    /** The same, answering the item collection metrics the request asks for (no capacity, as a batch). */
    public synchronized TransactWriteResult transactWrite(TransactWriteRequest r) {
        r.actions().forEach(NumberChecks::action);
        if (tokens.alreadyDone(r.clientRequestToken(), r.actions())) {
            return TransactWriteResult.NOTHING;
        }
        List<Prepared> applied = Transactions.transactWrite(r.actions(), this::table); // throws when cancelled
        applied.forEach(this::recorded); // committed: one change per item, in the order of the actions
        tokens.succeeded(r.clientRequestToken(), r.actions());
        return new TransactWriteResult(List.of(), CollectionsWritten.metrics(applied, r.returns()));
    }

    private static Prepared applied(Prepared p, WriteReturns returns) {
        if (!p.conditionHolds()) {
            throw DynamoErrors.conditionFailed(p.oldItem(returns.oldItemOnConditionFailure()));
        }
        p.apply();
        return p;
    }

    private Prepared recorded(Prepared p) {
        p.change().ifPresent(recorder::changed);
        return p;
    }

    Table table(String name) { // package-private: tests look at a table's collections
        Table t = tables.get(name);
        if (t == null) {
            throw DynamoErrors.tableNotFound();
        }
        return t;
    }
}
