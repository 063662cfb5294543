package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Sandbox reports the capacity DynamoDB Local reports (ReturnConsumedCapacity TOTAL, and INDEXES
 * with the table's and each index's part), request by request, on tables with and without indexes of
 * each projection: items around the 1 KB and 4 KB boundaries, reads of every kind (eventual and
 * strong, filters, Limit, Select, projections, sparse indexes, LSI fetches) and writes that add,
 * change, move and remove index entries.
 */
class CapacityDifferentialTest {
    private static final Gateway LOCAL = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);

    /** The table's indexes: a GSI on (G, GS), an LSI on L, each with the projection named. */
    enum Design {
        PLAIN(false, false, Projection.ALL),
        GSI_ALL(true, false, Projection.ALL),
        GSI_KEYS(true, false, Projection.KEYS_ONLY),
        GSI_INCLUDE(true, false, Projection.include(List.of("q"))),
        LSI_ALL(false, true, Projection.ALL),
        LSI_KEYS(false, true, Projection.KEYS_ONLY),
        LSI_INCLUDE(false, true, Projection.include(List.of("q"))),
        BOTH_ALL(true, true, Projection.ALL),
        BOTH_KEYS(true, true, Projection.KEYS_ONLY);

        final boolean gsi;
        final boolean lsi;
        final Projection projection;

        Design(boolean gsi, boolean lsi, Projection projection) {
            this.gsi = gsi;
            this.lsi = lsi;
            this.projection = projection;
        }

        TableDesign table(String name) {
            TableDesign d = TableDesign.of(name, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S));
            if (gsi) {
                d = d.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                        KeySchema.of("G", AttributeType.S, "GS", AttributeType.N), projection)));
            }
            if (lsi) {
                d = d.withLocalIndexes(List.of(new LocalSecondaryIndex("LSI1", new AttributeDef("L", AttributeType.N),
                        projection)));
            }
            return d;
        }
    }

    private final List<String> differences = new ArrayList<>();
    private String table;
    private SandboxGateway sandbox;
    private ReturnCapacity asked;
    private int indexParts; // answers that named an index's part: the INDEXES runs compare something

    static Stream<Arguments> designsAndAsked() {
        return Stream.of(Design.values()).flatMap(d -> Stream.of(ReturnCapacity.TOTAL, ReturnCapacity.INDEXES)
                .map(a -> Arguments.of(d, a)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("designsAndAsked")
    void sandboxReportsTheCapacityDynamoDbLocalReports(Design design, ReturnCapacity asked) {
        this.asked = asked;
        table = "capacity-" + UUID.randomUUID();
        sandbox = SandboxGateway.empty();
        sandbox.createTable(design.table(table));
        LOCAL.createTable(design.table(table));
        try {
            writes(design);
            reads(design);
            updatesAndDeletes();
        } finally {
            LOCAL.deleteTable(table);
        }
        assertEquals(List.of(), differences, design + " " + asked + ": Sandbox vs DynamoDB Local");
        boolean indexed = design.gsi || design.lsi;
        assertEquals(asked == ReturnCapacity.INDEXES && indexed, indexParts > 0, "answers naming an index: " + indexParts);
    }

    private void writes(Design design) {
        for (long bytes : new long[] {40, 923, 924, 925, 1024, 1025, 1948, 1949, 2048, 2049, 4000, 4096, 4097, 9000,
                20_000}) {
            put("put new " + bytes, sized("A", "s" + bytes, true, bytes));
        }
        for (long bytes : new long[] {3000, 9000}) {
            put("put new, out of the indexes " + bytes, sized("A", "out" + bytes, false, bytes));
        }
        put("put new in partition B", sized("B", "mid", true, 5000));
        put("overwrite growing", sized("A", "s40", true, 20_000));
        put("overwrite shrinking", sized("A", "s20000", true, 40));
        put("overwrite identical", sized("A", "s2049", true, 2049));
        put("overwrite moving the GSI key", item("A", "s2048", "G", AttributeValue.s("h"), "GS", AttributeValue.n("1"),
                "L", AttributeValue.n("5")));
        put("overwrite moving the LSI key", item("A", "s1949", "G", AttributeValue.s("g"), "GS", AttributeValue.n("1"),
                "L", AttributeValue.n("7")));
        put("overwrite leaving the indexes", item("A", "s1025"));
        put("overwrite joining the indexes", sized("A", "out3000", true, 3000));
        // Half a GSI key: the item is not in the index, but DynamoDB Local charges its partition key half.
        put("put new with only the GSI partition key", item("A", "half1", "G", AttributeValue.s("g"), "zpad",
                AttributeValue.s("x".repeat(1500))));
        put("put new with only the GSI sort key", item("A", "half2", "GS", AttributeValue.n("3"), "zpad",
                AttributeValue.s("x".repeat(1500))));
        put("overwrite half a GSI key with the other half", item("A", "half1", "GS", AttributeValue.n("3")));
    }

    private void reads(Design design) {
        for (String sk : List.of("s924", "s4096", "s4097", "s9000", "s40", "out9000", "missing")) {
            for (boolean consistent : new boolean[] {false, true}) {
                same("get " + sk + " consistent=" + consistent,
                        g -> g.get(new GetItemRequest(table, key("A", sk), "", Expr.NONE, consistent, asked)).consumed());
            }
        }
        same("get with a projection", g -> g.get(new GetItemRequest(table, key("A", "s9000"), "PK", Expr.NONE, false,
                asked)).consumed());
        Expr a = Expr.NONE.withValue(":p", AttributeValue.s("A"));
        Expr none = Expr.NONE.withValue(":p", AttributeValue.s("nobody"));
        List<String> indexes = new ArrayList<>();
        indexes.add(null); // the table
        if (design.gsi) {
            indexes.add("GSI1");
        }
        if (design.lsi) {
            indexes.add("LSI1");
        }
        for (String index : indexes) {
            boolean global = "GSI1".equals(index);
            String kc = global ? "G = :p" : "PK = :p";
            Expr e = global ? Expr.NONE.withValue(":p", AttributeValue.s("g")) : a;
            Expr ef = e.withValue(":z", AttributeValue.s("no"));
            String on = " on " + (index == null ? "the table" : index);
            for (boolean consistent : global ? new boolean[] {false} : new boolean[] {false, true}) {
                query("query" + on + " consistent=" + consistent, index, kc, "", "", e, null, null, consistent);
                scan("scan" + on + " consistent=" + consistent, index, "", e, null, null, consistent);
            }
            // (A Scan with a Limit is left out: DynamoDB orders partitions by a hash of its own.)
            for (int limit : new int[] {1, 2, 5}) {
                query("query" + on + " limit " + limit, index, kc, "", "", e, limit, null, false);
            }
            query("query" + on + " with a filter", index, kc, "q = :z", "", ef, null, null, false);
            scan("scan" + on + " with a filter", index, "q = :z", Expr.NONE.withValue(":z", AttributeValue.s("no")),
                    null, null, false);
            query("query" + on + " COUNT", index, kc, "", "", e, null, Select.COUNT, false);
            query("query" + on + " projecting PK", index, kc, "", "PK", e, null, null, false);
            query("query" + on + " of nothing", index, kc, "", "", global ? Expr.NONE.withValue(":p",
                    AttributeValue.s("nothing")) : none, null, null, false);
            if ("LSI1".equals(index)) {
                // An LSI that does not project everything fetches the table's items for these.
                query("query on LSI1 ALL_ATTRIBUTES", index, kc, "", "", e, null, Select.ALL_ATTRIBUTES, false);
                query("query on LSI1 ALL_ATTRIBUTES strong", index, kc, "", "", e, null, Select.ALL_ATTRIBUTES, true);
                query("query on LSI1 projecting zpad", index, kc, "", "zpad", e, null, null, false);
                for (String projected : List.of("q", "L", "PK, SK", "SK, L", "PK, zpad")) {
                    query("query on LSI1 projecting " + projected, index, kc, "", projected, e, null, null, false);
                }
                query("query on LSI1 ALL_PROJECTED_ATTRIBUTES", index, kc, "", "", e, null,
                        Select.ALL_PROJECTED_ATTRIBUTES, false);
                query("query on LSI1 COUNT", index, kc, "", "", e, null, Select.COUNT, false);
                query("query on LSI1 filtering on zpad", index, kc, "zpad = :z", "", ef, null, null, false);
                query("query on LSI1 filtering on zpad, limit 2", index, kc, "zpad = :z", "", ef, 2, null, false);
                scan("scan on LSI1 ALL_ATTRIBUTES", index, "", Expr.NONE, null, Select.ALL_ATTRIBUTES, false);
            }
        }
        scan("scan segment 0 of 1", null, "", Expr.NONE, null, null, false);
        same("batch get", g -> g.batchGet(new BatchGetRequest(Map.of(table, BatchGetRequest.TableKeys.of(List.of(
                key("A", "s9000"), key("A", "s924"), key("A", "missing"), key("B", "mid")))), asked)).consumed());
        BatchGetRequest.TableKeys strong = new BatchGetRequest.TableKeys(
                List.of(key("A", "s4097"), key("A", "out9000")), "", Expr.NONE, true);
        same("batch get strong", g -> g.batchGet(new BatchGetRequest(Map.of(table, strong), asked)).consumed());
        same("batch get of nothing", g -> g.batchGet(new BatchGetRequest(Map.of(table, BatchGetRequest.TableKeys.of(
                List.of(key("A", "missing")))), asked)).consumed());
        same("transact get", g -> g.execute(new TransactGetRequest(List.of(TransactGet.of(table, key("A", "s924")),
                TransactGet.of(table, key("A", "s9000")), TransactGet.of(table, key("A", "missing"))), asked))
                .consumed());
    }

    private void updatesAndDeletes() {
        Expr y = Expr.NONE.withValue(":q", AttributeValue.s("y"));
        update("update setting q, small", key("A", "s40"), "SET q = :q", y);
        update("update setting q, big", key("A", "s9000"), "SET q = :q", y);
        update("update setting q to what it is", key("A", "s9000"), "SET q = :q", y);
        update("update shrinking", key("A", "s9000"), "REMOVE zpad", Expr.NONE);
        update("update creating an item", key("A", "new"), "SET q = :q", y);
        update("update creating an indexed item", key("A", "new2"), "SET G = :g, GS = :n, L = :n",
                Expr.NONE.withValue(":g", AttributeValue.s("g")).withValue(":n", AttributeValue.n("3")));
        update("update without an expression", key("A", "s4000"), "", Expr.NONE);
        update("update without an expression, missing item", key("A", "new3"), "", Expr.NONE);
        Expr two = Expr.NONE.withValue(":n", AttributeValue.n("2"));
        update("update moving the GSI key", key("A", "s4000"), "SET GS = :n", two);
        update("update moving the LSI key", key("A", "s4096"), "SET L = :n", two);
        update("update leaving the GSI", key("A", "s4097"), "REMOVE G", Expr.NONE);
        update("update leaving the LSI", key("A", "s924"), "REMOVE L", Expr.NONE);
        update("update removing the GSI sort key", key("A", "s1024"), "REMOVE GS", Expr.NONE);
        update("update of an item with half a GSI key", key("A", "s1024"), "SET q = :q", y);
        update("update of an unprojected attribute", key("A", "s925"), "SET zpad = :q", y);
        for (String sk : List.of("s20000", "s4097", "s4096", "out9000", "missing")) {
            same("delete " + sk, g -> g.deleteItem(new DeleteItemRequest(table, key("A", sk), "", Expr.NONE,
                    ReturnValues.NONE, returns())).consumed());
        }
        same("delete returning ALL_OLD", g -> g.deleteItem(new DeleteItemRequest(table, key("B", "mid"), "", Expr.NONE,
                ReturnValues.ALL_OLD, returns())).consumed());
    }

    private void put(String what, Item item) {
        same(what, g -> g.putItem(new PutItemRequest(table, item, "", Expr.NONE, ReturnValues.NONE, returns()))
                .consumed());
    }

    private WriteReturns returns() {
        return new WriteReturns(asked, false, false);
    }

    private void update(String what, Map<String, AttributeValue> key, String update, Expr expr) {
        UpdateItemRequest r = new UpdateItemRequest(table, key, update, "", expr, ReturnValues.ALL_NEW, returns());
        same(what, g -> g.updateItem(r).consumed());
    }

    private void query(String what, String index, String keyCondition, String filter, String projection, Expr expr,
            Integer limit, Select select, boolean consistent) {
        QueryRequest r = new QueryRequest(table, index, keyCondition, filter, projection, expr, limit, true, null,
                select, consistent, asked);
        same(what, g -> g.query(r).consumed());
    }

    private void scan(String what, String index, String filter, Expr expr, Integer limit, Select select,
            boolean consistent) {
        ScanRequest r = new ScanRequest(table, index, filter, "", filter.isEmpty() ? Expr.NONE : expr, limit, null,
                null, null, select, consistent, asked);
        same(what, g -> g.scan(r).consumed());
    }

    /**
     * Runs the call on both; the capacities must be equal (table by table, in any order). A request both
     * refuse alike reports no capacity (an index that does not project a filter's attribute …).
     */
    private void same(String what, Function<Gateway, List<ConsumedCapacity>> call) {
        Outcome mine = Outcome.of(() -> sorted(call.apply(sandbox)));
        Outcome theirs = Outcome.of(() -> sorted(call.apply(LOCAL)));
        boolean refusedAlike = mine.failed() && theirs.failed() && mine.code().equals(theirs.code());
        if (!theirs.failed()) {
            for (Object c : (List<?>) theirs.value()) {
                ConsumedCapacity capacity = (ConsumedCapacity) c;
                indexParts += capacity.globalIndexes().size() + capacity.localIndexes().size();
            }
        }
        if (!refusedAlike && !java.util.Objects.equals(mine.value(), theirs.value())) {
            differences.add(what + ": Sandbox " + shown(mine) + ", DynamoDB Local " + shown(theirs));
        }
    }

    @SuppressWarnings("unchecked")
    private static String shown(Outcome o) {
        return o.failed() ? o.toString() : Show.capacity((List<ConsumedCapacity>) o.value());
    }

    private static List<ConsumedCapacity> sorted(List<ConsumedCapacity> consumed) {
        return consumed.stream().sorted(Comparator.comparing(ConsumedCapacity::table)).toList();
    }

    private static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of("PK", AttributeValue.s(pk), "SK", AttributeValue.s(sk));
    }

    private static Item item(String pk, String sk, Object... more) {
        List<Object> all = new ArrayList<>(List.of("PK", AttributeValue.s(pk), "SK", AttributeValue.s(sk)));
        all.addAll(List.of(more));
        return Item.of(all.toArray());
    }

    /**
     * An item of exactly so many bytes, in the GSI and the LSI or in neither (its padding in {@code zpad}).
     * Its size is its index sort key too, so that index queries read in one order (ties are DynamoDB's to order).
     */
    static Item sized(String pk, String sk, boolean indexed, long bytes) {
        AttributeValue order = AttributeValue.n(String.valueOf(bytes));
        Item base = indexed ? item(pk, sk, "G", AttributeValue.s("g"), "GS", order, "L", order, "zpad",
                AttributeValue.s("")) : item(pk, sk, "zpad", AttributeValue.s(""));
        Map<String, AttributeValue> padded = new LinkedHashMap<>(base.attributes());
        padded.put("zpad", AttributeValue.s("x".repeat((int) (bytes - ItemBytes.of(base)))));
        return new Item(padded);
    }
}
