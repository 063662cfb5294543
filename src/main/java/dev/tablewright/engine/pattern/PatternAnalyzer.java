package dev.tablewright.engine.pattern;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.query.QueryEngine;
import dev.tablewright.engine.query.SampleData;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Runs a model's access patterns on its sample data (the engine, as the Sandbox does) and says what
 * each costs. Reads run as the pattern's request and report the capacity the engine computes for it
 * (DynamoDB Local's figures: docs/engine-differences.md); a write is sized as the put of its sample
 * item into an empty copy of the table: its 1 KB units plus each index entry it lands in.
 */
public final class PatternAnalyzer {
    private final SampleData data;
    private final PriceTable prices;

    private PatternAnalyzer(SampleData data, PriceTable prices) {
        this.data = data;
        this.prices = prices;
    }

    /** At the model's own prices, else the defaults. */
    public static PatternAnalyzer of(DataModel model) {
        return of(model, model.pricesOrDefault());
    }

    /** Loads the model's sample data once; analyse as many patterns as needed after. */
    public static PatternAnalyzer of(DataModel model, PriceTable prices) {
        return new PatternAnalyzer(SampleData.of(model.tables()), prices);
    }

    /** The sample items the Sandbox left out, as {@code table/Entity#n}. */
    public Set<String> leftOutIds() {
        Set<String> ids = new LinkedHashSet<>();
        data.leftOut().forEach(l -> ids.add(l.table() + "/" + l.item().id()));
        return ids;
    }

    /** Every pattern of every table, in model order. */
    public List<PatternAnalysis> analyseAll() {
        List<PatternAnalysis> out = new ArrayList<>();
        for (SampleData.Loaded l : data.loaded()) {
            l.table().accessPatterns().forEach(p -> out.add(analyse(l.table(), p)));
        }
        return out;
    }

    public PatternAnalysis analyse(TableDesign table, AccessPattern p) {
        ServedBy servedBy = ServedBy.of(p.operation(), p.indexName());
        List<String> errors = new ArrayList<>();
        Run run = Run.NONE;
        try {
            run = run(table, p);
        } catch (IllegalArgumentException | DynamoException | ExpressionException e) {
            errors.add(e.getMessage());
        }
        Set<String> entities = new LinkedHashSet<>(templateEntities(table, p));
        run.returned.stream().map(SourcedItem::entity).filter(e -> e != null).forEach(entities::add);
        PriceTable.ClassRates rates = prices.forClass(table.settings().tableClass());
        Optional<MonthlyCost> cost = p.operation() == OperationKind.SEARCH_VECTORS && errors.isEmpty()
                ? p.rateValue().map(r -> searchCost(table, p, r))
                : run.capacity.flatMap(c -> p.rateValue().map(r -> MonthlyCost.of(c, r, rates)
                        .plus(vectorWrites(table, p, r))));
        return new PatternAnalysis(table.name(), p, servedBy.measured(run.read, run.kept), List.copyOf(entities),
                run.returned, run.more, run.capacity, cost, errors, leftOut(table, entities), run.scores,
                stream(table, p, run, rates));
    }

    /** The stream handlers' work for a write that ran: of the kept entities whose source it writes. */
    private List<StreamWrite> stream(TableDesign table, AccessPattern p, Run run, PriceTable.ClassRates rates) {
        if (!p.operation().writes() || run.capacity.isEmpty() || table.keptEntities().isEmpty()) {
            return List.of();
        }
        return writtenItem(table, p, PatternRequest.key(table, p, Map.of()))
                .map(item -> StreamWriteCost.of(table, p, item, rates)).orElse(List.of());
    }

    /** The entities' items the Sandbox left out, grouped by entity and reason, in the order met. */
    private List<LeftOutItems> leftOut(TableDesign table, Set<String> entities) {
        Map<List<String>, List<SampleData.LeftOut>> groups = new java.util.LinkedHashMap<>();
        for (SampleData.LeftOut l : data.leftOut()) {
            if (l.table().equals(table.name()) && entities.contains(l.item().entity())) {
                groups.computeIfAbsent(List.of(l.item().entity(), l.reason()), k -> new ArrayList<>()).add(l);
            }
        }
        List<LeftOutItems> out = new ArrayList<>();
        groups.forEach((key, items) -> {
            String entity = key.get(0);
            // A stored empty index key can go; one the entity's template renders is the template's to fix.
            Optional<FixHint> fix = items.get(0).emptyKey()
                    .filter(k -> !table.keySchema().contains(k))
                    .filter(k -> table.entity(entity).flatMap(e -> e.template(k)).isEmpty())
                    .map(k -> new FixHint.LeaveOutEmptyKey(table.name(), k));
            out.add(new LeftOutItems(entity, items.size(), key.get(1), fix));
        });
        return out;
    }

    /** What one request did on the sample data. */
    private record Run(List<SourcedItem> returned, boolean more, Optional<RequestCapacity> capacity, int read,
            int kept, List<Double> scores) {
        static final Run NONE = new Run(List.of(), false, Optional.empty());

        Run(List<SourcedItem> returned, boolean more, Optional<RequestCapacity> capacity) {
            this(returned, more, capacity, -1, -2, List.of()); // not a Query or Scan: nothing read to compare
        }

        Run reading(int scanned, int count) {
            return new Run(returned, more, capacity, scanned, count, scores);
        }

        static Run read(List<SourcedItem> returned, boolean more, List<ConsumedCapacity> consumed, boolean perItem) {
            return new Run(returned, more, Optional.of(new RequestCapacity(ConsumedCapacity.total(consumed), 0,
                    perItem)));
        }
    }

    private Run run(TableDesign table, AccessPattern p) {
        QueryEngine engine = data.engine();
        OperationKind op = p.operation();
        if (op == OperationKind.GET_ITEM || op == OperationKind.QUERY || op == OperationKind.SCAN) {
            PatternRequest.Read read = PatternRequest.of(table, p, Map.of());
            if (read instanceof PatternRequest.Get g) {
                ItemResult r = engine.get(g.request());
                return Run.read(sourced(table, r.item().stream().toList()), false, r.consumed(), false);
            }
            Page page = read instanceof PatternRequest.Query q ? engine.query(q.request())
                    : engine.scan(((PatternRequest.Scan) read).request());
            return Run.read(sourced(table, page.items()), page.hasMore(), page.consumed(), false)
                    .reading(page.scannedCount(), page.count());
        }
        if (op == OperationKind.SEARCH_VECTORS) {
            return search(table, p, engine);
        }
        Map<String, AttributeValue> key = PatternRequest.key(table, p, Map.of());
        if (op == OperationKind.BATCH_GET_ITEM) {
            var result = engine.batchGet(new BatchGetRequest(Map.of(table.name(),
                    new BatchGetRequest.TableKeys(List.of(key), "", null, p.consistentRead()))));
            return Run.read(sourced(table, result.items()), false, result.consumed(), true);
        }
        if (op == OperationKind.TRANSACT_GET_ITEMS) {
            TransactGetResult result = engine.transactGet(List.of(TransactGet.of(table.name(), key)));
            return Run.read(sourced(table, result.items().stream().flatMap(Optional::stream).toList()), false,
                    result.consumed(), true);
        }
        return new Run(List.of(), false, Optional.of(write(table, p, key)));
    }

    /**
     * The pattern's SearchVectors on the sample data. It reports no capacity units: DynamoDB bills a
     * search by the bytes it examines, not in read units.
     */
    private Run search(TableDesign table, AccessPattern p, QueryEngine engine) {
        VectorIndex index = p.indexName().flatMap(table::vectorIndex).orElseThrow(() -> new IllegalArgumentException(
                "'" + p.name() + "' is a vector search but names no vector index of " + table.name()));
        List<AttributeValue> vector = SearchVectorSource.vector(table, index,
                p.parameters().get(AccessPattern.SEARCH_VECTOR), engine);
        SearchVectorsResult result = engine.searchVectors(PatternRequest.searchVectors(table, p, Map.of(), vector));
        return new Run(sourced(table, result.items()), false, Optional.empty(), -1, -2, result.scores());
    }

    /**
     * A vector search's month, the same under either billing mode (vector indexes are on-demand only):
     * its searches × the bytes each examines at the per-GB rate, at least 1 KB each. The bytes are the
     * Sandbox's estimate: its exact search examines every vector it may return (dimensions × 4 bytes,
     * stored as 32-bit floats): those of the searched partition when the index has a partition attribute
     * (a search never looks outside it), else all of the index. An upper bound for DynamoDB's approximate
     * search, which may examine fewer.
     */
    private MonthlyCost searchCost(TableDesign table, AccessPattern p, dev.tablewright.model.RequestRate rate) {
        VectorIndex index = table.vectorIndex(p.index()).orElseThrow();
        Optional<String> hash = index.searchSchema().partitionAttribute();
        Optional<AttributeValue> partition = PatternRequest.searchPartition(table, p, index);
        long vectors = data.loaded().stream().filter(l -> l.table().name().equals(table.name()))
                .flatMap(l -> l.items().stream())
                .filter(i -> i.item().get(index.vectorAttribute()).orElse(null) instanceof AttributeValue.L list
                        && list.value().size() == index.dimensions())
                .filter(i -> partition.isEmpty() || i.item().get(hash.orElseThrow()).equals(partition))
                .count();
        double searches = rate.average() * 3600 * PriceTable.HOURS_PER_MONTH;
        double month = searches * prices.vectorRates(table.settings().tableClass())
                .search(vectors * index.dimensions() * 4L);
        return new MonthlyCost(month, month);
    }

    /**
     * The vector writes of a PutItem (alone or in a batch or transaction) whose sample item carries a
     * vector index's attribute: per index, its vector at 4 bytes a dimension, at least 1 KB, at the
     * per-GB vector write rate, the same under either billing mode. None for other patterns, or when the
     * item cannot be found (the write's own error says why).
     */
    private MonthlyCost vectorWrites(TableDesign table, AccessPattern p, dev.tablewright.model.RequestRate rate) {
        OperationKind op = p.operation();
        if (table.vectorIndexes().isEmpty() || !(op == OperationKind.PUT_ITEM || op == OperationKind.BATCH_WRITE_ITEM
                || op == OperationKind.TRANSACT_WRITE_ITEMS)) {
            return new MonthlyCost(0, 0);
        }
        Optional<Item> item;
        try {
            item = writtenItem(table, p, PatternRequest.key(table, p, Map.of()));
        } catch (IllegalArgumentException e) {
            return new MonthlyCost(0, 0);
        }
        PriceTable.VectorRates vectorRates = prices.vectorRates(table.settings().tableClass());
        double each = 0;
        for (VectorIndex v : table.vectorIndexes()) {
            if (item.flatMap(i -> i.get(v.vectorAttribute())).orElse(null) instanceof AttributeValue.L list
                    && list.value().size() == v.dimensions()) {
                each += vectorRates.write(v.dimensions() * 4L);
            }
        }
        double month = rate.average() * 3600 * PriceTable.HOURS_PER_MONTH * each;
        return new MonthlyCost(month, month);
    }

    /** The sample item a write puts: the one its key names, else the first of the pattern's entity. */
    private Optional<Item> writtenItem(TableDesign table, AccessPattern p, Map<String, AttributeValue> key) {
        return data.itemAt(table.name(), key).map(SourcedItem::item)
                .or(() -> data.loaded().stream().filter(l -> l.table().name().equals(table.name()))
                        .flatMap(l -> l.items().stream())
                        .filter(s -> p.entityName().isPresent() && p.entityName().get().equals(s.entity()))
                        .map(SourcedItem::item).findFirst());
    }

    /** A write of the sample item the key names (else the first of the pattern's entity) as a new item. */
    private RequestCapacity write(TableDesign table, AccessPattern p, Map<String, AttributeValue> key) {
        Item item = writtenItem(table, p, key)
                .orElseThrow(() -> new IllegalArgumentException("no sample item has the key " + key
                        + (p.entityName().map(e -> " and entity " + e + " has no sample item").orElse(""))
                        + ": add one to size the write"));
        QueryEngine empty = new QueryEngine();
        empty.createTable(table);
        // INDEXES: the split between the table and each GSI, which the table's cost needs for each GSI's maximum.
        List<ConsumedCapacity> consumed = empty.putItem(new PutItemRequest(table.name(), item, "", null, null,
                new WriteReturns(ReturnCapacity.INDEXES, false, false))).consumed();
        OperationKind op = p.operation();
        double times = op.isTransaction() ? 2 : 1;
        Map<String, Double> byIndex = new HashMap<>();
        consumed.forEach(c -> c.globalIndexes().forEach((name, units) -> byIndex.merge(name,
                times * units.capacityUnits(), Double::sum)));
        return new RequestCapacity(0, times * ConsumedCapacity.total(consumed), op.isMultiItem(), Optional.of(byIndex));
    }

    private List<String> templateEntities(TableDesign table, AccessPattern p) {
        if (p.operation() == OperationKind.SEARCH_VECTORS) {
            return List.of(); // its condition names search-schema attributes, not keys: the items returned tell
        }
        if (p.operation() == OperationKind.SCAN) {
            return PatternEntities.of(table, keys(table, p), new PatternCondition(List.of()));
        }
        try {
            return PatternEntities.of(table, keys(table, p), PatternCondition.parse(p.keyCondition()));
        } catch (IllegalArgumentException e) {
            return List.of(); // the run reports why the condition does not parse
        }
    }

    private static KeySchema keys(TableDesign table, AccessPattern p) {
        return ServedBy.of(p.operation(), p.indexName()).index() == null ? table.keySchema()
                : table.index(p.index()).map(i -> i.keySchema(table.keySchema())).orElse(table.keySchema());
    }

    /** The loaded sample items the returned items are (matched by primary key). */
    private List<SourcedItem> sourced(TableDesign table, List<Item> items) {
        return items.stream().map(i -> data.sourceOf(table.name(), i).orElseGet(() -> new SourcedItem(null, -1, i)))
                .toList();
    }
}
