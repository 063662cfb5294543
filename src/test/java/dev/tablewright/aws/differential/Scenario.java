package dev.tablewright.aws.differential;

import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One random table with the items and operations generated for it from one seed. Multi-attribute GSI
 * keys only where the DynamoDB Local compared against has them ({@link LocalVersion}): without them a
 * seed gives exactly the table, items and operations it always did.
 */
final class Scenario {
    final long seed;
    final TableDesign table;
    final boolean bigItems;
    private final Rng rng;
    private final Values values;
    private final Exprs exprs;
    private final IndexKeys indexKeys;
    private final List<String> nonKey = new ArrayList<>();
    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    Scenario(long seed, boolean multiAttributeKeys) {
        this.seed = seed;
        this.rng = new Rng(seed);
        this.table = Schemas.random(rng, "diff-" + Long.toHexString(seed), multiAttributeKeys);
        this.bigItems = rng.chance(0.15);
        this.values = new Values(rng);
        this.indexKeys = new IndexKeys(table);
        nonKey.addAll(Schemas.ATTRIBUTES);
        nonKey.addAll(indexKeys.all().keySet());
        List<String> all = new ArrayList<>(table.keySchema().names());
        all.addAll(nonKey);
        this.exprs = new Exprs(rng, values, all);
    }

    KeySchema keySchema() {
        return table.keySchema();
    }

    // ---- items and keys ----

    private AttributeValue keyValue(AttributeDef k) {
        return values.key(k.type(), domain(k.name()));
    }

    /**
     * How many values a key attribute takes: few for the parts of a multi-attribute partition key, so
     * that their tuples still share partitions, more for sort attributes.
     */
    private int domain(String attribute) {
        KeySchema t = table.keySchema();
        if (attribute.equals(t.partitionKey().name())) {
            return 6;
        } else if (t.sortKey().map(s -> s.name().equals(attribute)).orElse(false)) {
            return 14;
        } else if (Schemas.MULTI_PARTITION.contains(attribute)) {
            return 2;
        }
        return Schemas.MULTI_SORT.contains(attribute) ? 4 : 5;
    }

    /** How often an item carries an index key attribute: items land in a multi-attribute key's index only with all. */
    private static double presence(String indexKey) {
        return Schemas.MULTI_PARTITION.contains(indexKey) || Schemas.MULTI_SORT.contains(indexKey) ? 0.9 : 0.65;
    }

    Item item() {
        return item(true);
    }

    /** @param mayBeInvalid whether the item may break a key rule (a wrong-typed, empty, long or missing key) */
    Item item(boolean mayBeInvalid) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        for (AttributeDef k : keySchema().attributes()) {
            m.put(k.name(), keyValue(k));
        }
        for (Map.Entry<String, AttributeType> e : indexKeys.all().entrySet()) {
            if (rng.chance(presence(e.getKey()))) {
                m.put(e.getKey(), !mayBeInvalid || rng.chance(0.97) ? keyValue(new AttributeDef(e.getKey(), e.getValue()))
                        : badKey(e.getValue()));
            }
        }
        for (String a : Schemas.ATTRIBUTES) {
            if (rng.chance(0.45)) {
                m.put(a, values.forAttribute(a));
            }
        }
        if (bigItems && rng.chance(0.5)) {
            m.put("big", values.big(mayBeInvalid && rng.chance(0.05) ? 420_000 : rng.between(120_000, 190_000)));
        }
        if (mayBeInvalid && rng.chance(0.02)) {
            m.put(keySchema().partitionKey().name(), badKey(keySchema().partitionKey().type()));
        }
        if (mayBeInvalid && rng.chance(0.02) && keySchema().sortKey().isPresent()) {
            m.remove(keySchema().sortKey().get().name());
        }
        Item item = new Item(m);
        keys.add(keyOf(item));
        return item;
    }

    /** An invalid key value: empty, of another type, or too long. */
    private AttributeValue badKey(AttributeType type) {
        switch (rng.between(0, 2)) {
            case 0:
                return type == AttributeType.B ? new AttributeValue.B(Binary.of(new byte[0])) : AttributeValue.s("");
            case 1:
                return type == AttributeType.N ? AttributeValue.s("1") : AttributeValue.n(1);
            default:
                return type == AttributeType.N ? AttributeValue.n(7) : AttributeValue.s("k".repeat(2049));
        }
    }

    private Map<String, AttributeValue> keyOf(Item item) {
        Map<String, AttributeValue> k = new LinkedHashMap<>();
        for (String n : keySchema().names()) {
            AttributeValue v = item.attributes().get(n);
            if (v != null) {
                k.put(n, v);
            }
        }
        return k;
    }

    /** A key: mostly one written before, sometimes a fresh one, rarely an invalid one. */
    Map<String, AttributeValue> key() {
        return key(true);
    }

    Map<String, AttributeValue> key(boolean mayBeInvalid) {
        Map<String, AttributeValue> k;
        if (!keys.isEmpty() && rng.chance(0.7)) {
            k = new LinkedHashMap<>(rng.pick(keys));
        } else {
            k = new LinkedHashMap<>();
            for (AttributeDef d : keySchema().attributes()) {
                k.put(d.name(), keyValue(d));
            }
        }
        if (mayBeInvalid && rng.chance(0.06)) {
            switch (rng.between(0, 3)) {
                case 0:
                    k.put("a", AttributeValue.s("x"));
                    break;
                case 1:
                    k.remove(keySchema().attributes().get(keySchema().attributes().size() - 1).name());
                    break;
                default:
                    String n = rng.pick(keySchema().names());
                    k.put(n, badKey(keySchema().attributes().stream().filter(a -> a.name().equals(n)).findFirst()
                            .orElseThrow().type()));
            }
        }
        return k;
    }

    // ---- operations ----

    Op next() {
        int k = rng.between(0, 99);
        if (k < 12) {
            return get();
        } else if (k < 42) {
            return query();
        } else if (k < 52) {
            return scan();
        } else if (k < 68) {
            return put();
        } else if (k < 82) {
            return update();
        } else if (k < 88) {
            return delete();
        } else if (k < 94) {
            return batch();
        }
        return transact();
    }

    Op load(Item item) {
        PutItemRequest r = PutItemRequest.of(table.name(), item);
        return Op.exact("PutItem", "PutItem " + Show.item(item), g -> g.putItem(r));
    }

    private Op get() {
        ExprBuilder b = new ExprBuilder(rng);
        String projection = rng.chance(0.3) ? exprs.projection(b) : "";
        GetItemRequest r = new GetItemRequest(table.name(), key(), projection, b.expr(), rng.chance(0.2));
        return Op.exact("GetItem", "GetItem key=" + Show.map(r.key()) + " projection=" + projection + " "
                + Show.expr(r.expr()) + " consistent=" + r.consistentRead(), g -> g.get(r));
    }

    private Op query() {
        SecondaryIndex index = !table.indexes().isEmpty() && rng.chance(0.45) ? rng.pick(table.indexes()) : null;
        KeySchema ks = index == null ? keySchema() : index.keySchema(keySchema());
        ExprBuilder b = new ExprBuilder(rng);
        String kc = ks.isMultiAttribute() ? multiAttributeKeyCondition(b, ks) : keyCondition(b, ks);
        if (rng.chance(0.08)) {
            kc = brokenKeyCondition(b, kc, ks);
        }
        String filter = rng.chance(0.3) ? exprs.condition(b, 2) : "";
        String projection = rng.chance(0.25) ? exprs.projection(b) : "";
        if (rng.chance(0.04)) {
            b.unusedValue(AttributeValue.n(1));
        }
        Select select = rng.chance(0.2) ? rng.of(Select.values()) : null;
        Integer limit = rng.chance(0.4) ? Integer.valueOf(rng.between(rng.chance(0.03) ? 0 : 1, 6)) : null;
        // A hand-made start key: on the table only (not yet generated for indexes), reading forwards,
        // not on a binary sort key: DynamoDB Local checks one against the key condition in ways not yet
        // pinned down (docs/engine-differences.md).
        boolean forward = rng.chance(0.7);
        boolean binarySort = ks.sortKey().map(k -> k.type() == AttributeType.B).orElse(false);
        Map<String, AttributeValue> start = index == null && forward && !binarySort && rng.chance(0.05) ? key() : null;
        QueryRequest r = new QueryRequest(table.name(), index == null ? null : index.name(), kc, filter, projection,
                b.expr(), limit, forward, start, select, rng.chance(0.1));
        return Op.ordered("Query", "Query " + r.index() + " key=" + kc + " filter=" + filter + " projection=" + projection
                + " " + Show.expr(r.expr()) + " limit=" + limit + " forward=" + r.scanIndexForward() + " select=" + select
                + " consistent=" + r.consistentRead() + " start=" + Show.map(start),
                // A query must match page for page (items, order, LastEvaluatedKey, counts), items that tie on
                // an index's keys too (the engine orders them as DynamoDB Local does, TieOrder). Only on a GSI
                // with a multi-attribute key, whose tie order Local 2.x cannot show, are ties compared as
                // Match.QUERY: in index-key order, tied items as a multiset.
                g -> Op.allPages(g, r), multiAttribute(ks) ? Op.Match.QUERY : Op.Match.EXACT, ks);
    }

    private static boolean multiAttribute(KeySchema ks) {
        return ks.partitionKeys().size() > 1 || ks.sortKeys().size() > 1;
    }

    /** A key condition on a key of one partition attribute and at most one sort attribute. */
    private String keyCondition(ExprBuilder b, KeySchema ks) {
        String kc = equality(b, ks.partitionKey());
        if (ks.sortKey().isPresent() && rng.chance(0.65)) {
            String sort = sortCondition(b, ks.sortKey().get());
            kc = rng.chance(0.7) ? kc + " AND " + sort : sort + " AND " + kc;
        }
        return kc;
    }

    /**
     * A key condition on a multi-attribute key, its terms in any order: equality on every partition
     * attribute and conditions on a left-to-right prefix of the sort attributes, equality on all but the
     * last; or (sometimes) one DynamoDB refuses (see {@link #breakMultiAttributeCondition}).
     */
    private String multiAttributeKeyCondition(ExprBuilder b, KeySchema ks) {
        List<String> terms = new ArrayList<>();
        ks.partitionKeys().forEach(k -> terms.add(equality(b, k)));
        int prefix = rng.between(0, ks.sortKeys().size());
        for (int i = 0; i < prefix; i++) {
            terms.add(i < prefix - 1 ? equality(b, ks.sortKeys().get(i)) : sortCondition(b, ks.sortKeys().get(i)));
        }
        if (rng.chance(0.12)) {
            breakMultiAttributeCondition(b, ks, terms, prefix);
        }
        for (int i = terms.size() - 1; i > 0; i--) {
            terms.set(i, terms.set(rng.between(0, i), terms.get(i)));
        }
        return String.join(" AND ", terms);
    }

    /**
     * Breaks a multi-attribute key condition (partition terms first, then {@code prefix} sort terms) in
     * one of the ways DynamoDB refuses: a partition attribute missing, a sort attribute skipped, a range
     * before the last sort condition or on a partition attribute, a condition on a non-key attribute.
     */
    private void breakMultiAttributeCondition(ExprBuilder b, KeySchema ks, List<String> terms, int prefix) {
        int partitions = ks.partitionKeys().size();
        switch (rng.between(0, 3)) {
            case 0:
                terms.remove(rng.between(0, partitions - 1));
                break;
            case 1:
                if (prefix >= 2) {
                    terms.remove(partitions + rng.between(0, prefix - 2));
                } else if (prefix + 1 < ks.sortKeys().size()) {
                    terms.add(equality(b, ks.sortKeys().get(prefix + 1)));
                } else {
                    terms.remove(0);
                }
                break;
            case 2: {
                int at = prefix >= 2 ? rng.between(0, prefix - 2) : -1;
                AttributeDef k = at >= 0 ? ks.sortKeys().get(at) : ks.partitionKeys().get(0);
                terms.set(at >= 0 ? partitions + at : 0,
                        b.name(k.name()) + " " + rng.of("<", ">=") + " " + b.value(keyValue(k)));
                break;
            }
            default:
                terms.add(b.name("a") + " = " + b.value(AttributeValue.s("x")));
        }
    }

    /** {@code key = value}: mostly a value of the key's type, rarely of any type. */
    private String equality(ExprBuilder b, AttributeDef key) {
        AttributeValue v = rng.chance(0.95) ? keyValue(key) : values.any(0);
        return b.name(key.name()) + " = " + b.value(v);
    }

    private String sortCondition(ExprBuilder b, AttributeDef sk) {
        String n = b.name(sk.name());
        AttributeValue v = rng.chance(0.93) ? keyValue(sk) : values.any(0);
        switch (rng.between(0, 6)) {
            case 0:
                return n + " BETWEEN " + b.value(v) + " AND " + b.value(rng.chance(0.9) ? keyValue(sk) : v);
            case 1:
                return "begins_with(" + n + ", " + b.value(v) + ")";
            case 2:
                return b.value(v) + " " + rng.of("<", "<=", ">", ">=", "=") + " " + n;
            default:
                return n + " " + rng.of("<", "<=", ">", ">=", "=") + " " + b.value(v);
        }
    }

    private String brokenKeyCondition(ExprBuilder b, String kc, KeySchema ks) {
        switch (rng.between(0, 5)) {
            case 0:
                return kc.replaceFirst(" = ", " < ");
            case 1:
                return kc + " OR " + b.name("a") + " = " + b.value(AttributeValue.s("x"));
            case 2:
                return b.name("a") + " = " + b.value(AttributeValue.s("x"));
            case 3:
                return kc + " AND " + b.name(ks.partitionKey().name()) + " = " + b.value(AttributeValue.s("x"));
            case 4:
                return "";
            default:
                return exprs.broken(kc);
        }
    }

    private Op scan() {
        SecondaryIndex index = !table.indexes().isEmpty() && rng.chance(0.35) ? rng.pick(table.indexes()) : null;
        KeySchema ks = index == null ? keySchema() : index.keySchema(keySchema());
        ExprBuilder b = new ExprBuilder(rng);
        // DynamoDB Local filters a GSI scan on the table's item, DynamoDB on the index entry: filters only
        // where the two agree (docs/engine-differences.md).
        boolean filterable = index == null || index instanceof LocalSecondaryIndex
                || index.projection().type() == ProjectionType.ALL;
        String filter = filterable && rng.chance(0.35) ? exprs.condition(b, 2) : "";
        String projection = rng.chance(0.25) ? exprs.projection(b) : "";
        Select select = rng.chance(0.15) ? rng.of(Select.values()) : null;
        Integer limit = rng.chance(0.4) ? Integer.valueOf(rng.between(1, 7)) : null;
        Integer total = rng.chance(0.25) ? Integer.valueOf(rng.between(1, 4)) : null;
        ScanRequest r = new ScanRequest(table.name(), index == null ? null : index.name(), filter, projection, b.expr(),
                limit, null, total == null ? null : 0, total, select, rng.chance(0.1));
        return new Op("Scan", "Scan " + r.index() + " filter=" + filter + " projection=" + projection + " "
                + Show.expr(r.expr()) + " limit=" + limit + " segments=" + total + " select=" + select
                + " consistent=" + r.consistentRead(),
                g -> Op.allPages(g, r), Op.Match.SCAN,
                index != null && total != null ? List.of() : ks.partitionNames(), ks.sortNames());
    }

    /** A condition for a write, often on the key (exists / not exists), else random. */
    private String writeCondition(ExprBuilder b) {
        if (!rng.chance(0.35)) {
            return "";
        }
        if (rng.chance(0.4)) {
            return rng.of("attribute_exists(", "attribute_not_exists(") + b.name(keySchema().partitionKey().name()) + ")";
        }
        return exprs.condition(b, 1);
    }

    private ReturnValues returnValues(boolean putOrDelete) {
        if (putOrDelete) {
            return rng.chance(0.93) ? rng.of(ReturnValues.NONE, ReturnValues.ALL_OLD) : rng.of(ReturnValues.values());
        }
        return rng.of(ReturnValues.values());
    }

    private Op put() {
        ExprBuilder b = new ExprBuilder(rng);
        String condition = writeCondition(b);
        PutItemRequest r = new PutItemRequest(table.name(), item(), condition, b.expr(), returnValues(true));
        return Op.exact("PutItem", "PutItem " + Show.item(r.item()) + " condition=" + condition + " "
                + Show.expr(r.expr()) + " return=" + r.returnValues(), g -> g.putItem(r));
    }

    private UpdateItemRequest updateRequest() {
        return updateRequest(true);
    }

    private UpdateItemRequest updateRequest(boolean mayBeInvalid) {
        ExprBuilder b = new ExprBuilder(rng);
        String update = exprs.update(b, nonKey, indexKeys);
        if (rng.chance(0.04)) {
            update = "SET " + b.name(rng.pick(keySchema().names())) + " = " + b.value(AttributeValue.s("k"));
        } else if (rng.chance(0.03)) {
            update = exprs.broken(update);
        }
        String condition = writeCondition(b);
        return new UpdateItemRequest(table.name(), key(mayBeInvalid), update, condition, b.expr(), returnValues(false));
    }

    private Op update() {
        UpdateItemRequest r = updateRequest();
        return Op.exact("UpdateItem", describe(r), g -> g.updateItem(r));
    }

    private static String describe(UpdateItemRequest r) {
        return "UpdateItem key=" + Show.map(r.key()) + " update=" + r.update() + " condition=" + r.condition() + " "
                + Show.expr(r.expr()) + " return=" + r.returnValues();
    }

    private DeleteItemRequest deleteRequest() {
        return deleteRequest(true);
    }

    private DeleteItemRequest deleteRequest(boolean mayBeInvalid) {
        ExprBuilder b = new ExprBuilder(rng);
        String condition = writeCondition(b);
        return new DeleteItemRequest(table.name(), key(mayBeInvalid), condition, b.expr(), returnValues(true));
    }

    private Op delete() {
        DeleteItemRequest r = deleteRequest();
        return Op.exact("DeleteItem", "DeleteItem key=" + Show.map(r.key()) + " condition=" + r.condition() + " "
                + Show.expr(r.expr()) + " return=" + r.returnValues(), g -> g.deleteItem(r));
    }

    private Op batch() {
        int n = rng.chance(0.04) ? 26 : rng.between(1, 25);
        List<WriteRequest> writes = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        // At most one entry may be invalid: which of several faults DynamoDB Local reports first depends on
        // an order of checks across entries that is only partly known (docs/engine-differences.md).
        int faulty = rng.between(0, n - 1);
        for (int i = 0; i < n; i++) {
            if (rng.chance(0.75)) {
                Item item = item(i == faulty);
                writes.add(new WriteRequest.Put(table.name(), item));
                shown.add("Put " + Show.item(item));
            } else {
                Map<String, AttributeValue> k = key(i == faulty);
                writes.add(new WriteRequest.Delete(table.name(), k));
                shown.add("Delete " + Show.map(k));
            }
        }
        return Op.exact("BatchWriteItem", "BatchWriteItem " + shown, g -> g.batchWrite(writes));
    }

    /**
     * A transaction on distinct items, or (rarely) one that repeats an item with two plain puts: how
     * DynamoDB Local orders the duplicate check against failing conditions and update errors is only
     * partly known (docs/engine-differences.md).
     */
    private Op transact() {
        int n = rng.chance(0.03) ? 101 : rng.between(1, 6);
        List<TransactWrite> actions = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        if (rng.chance(0.04)) {
            Item item = item();
            actions.add(new TransactWrite.Put(PutItemRequest.of(table.name(), item)));
            actions.add(new TransactWrite.Put(PutItemRequest.of(table.name(), item.with("a", AttributeValue.s("again")))));
            return Op.exact("TransactWriteItems", "TransactWriteItems [Put " + Show.item(item) + " twice]", g -> {
                g.transactWrite(actions);
                return "ok";
            });
        }
        java.util.Set<Map<String, AttributeValue>> used = new java.util.HashSet<>();
        // As in a batch, at most one action may carry invalid keys (see batch()).
        int faulty = rng.between(0, n - 1);
        for (int i = 0; i < n; i++) {
            boolean mayBeInvalid = i == faulty;
            switch (rng.between(0, 3)) {
                case 0: {
                    ExprBuilder b = new ExprBuilder(rng);
                    String condition = writeCondition(b);
                    PutItemRequest r = new PutItemRequest(table.name(), item(mayBeInvalid), condition, b.expr(),
                            ReturnValues.NONE);
                    actions.add(new TransactWrite.Put(r));
                    shown.add("Put " + Show.item(r.item()) + " condition=" + condition + " " + Show.expr(r.expr()));
                    break;
                }
                case 1: {
                    UpdateItemRequest u = updateRequest(mayBeInvalid);
                    UpdateItemRequest r = new UpdateItemRequest(u.table(), u.key(), u.update(), u.condition(), u.expr(),
                            ReturnValues.NONE);
                    actions.add(new TransactWrite.Update(r));
                    shown.add(describe(r));
                    break;
                }
                case 2: {
                    DeleteItemRequest d = deleteRequest(mayBeInvalid);
                    actions.add(new TransactWrite.Delete(new DeleteItemRequest(d.table(), d.key(), d.condition(),
                            d.expr(), ReturnValues.NONE)));
                    shown.add("Delete key=" + Show.map(d.key()) + " condition=" + d.condition() + " "
                            + Show.expr(d.expr()));
                    break;
                }
                default: {
                    ExprBuilder b = new ExprBuilder(rng);
                    String condition = rng.chance(0.5) ? "attribute_exists(" + b.name(keySchema().partitionKey().name())
                            + ")" : exprs.condition(b, 1);
                    Map<String, AttributeValue> k = key(mayBeInvalid);
                    actions.add(new TransactWrite.ConditionCheck(table.name(), k, condition, b.expr()));
                    shown.add("ConditionCheck key=" + Show.map(k) + " condition=" + condition + " " + Show.expr(b.expr()));
                }
            }
        }
        List<TransactWrite> distinct = new ArrayList<>();
        List<String> distinctShown = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            if (used.add(actionKey(actions.get(i)))) {
                distinct.add(actions.get(i));
                distinctShown.add(shown.get(i));
            }
        }
        actions.clear();
        actions.addAll(distinct);
        shown.clear();
        shown.addAll(distinctShown);
        return Op.exact("TransactWriteItems", "TransactWriteItems " + shown, g -> {
            g.transactWrite(actions);
            return "ok";
        });
    }

    private Map<String, AttributeValue> actionKey(TransactWrite a) {
        if (a instanceof TransactWrite.Put p) {
            return keyOf(p.request().item());
        } else if (a instanceof TransactWrite.Update u) {
            return u.request().key();
        } else if (a instanceof TransactWrite.Delete d) {
            return d.request().key();
        }
        return ((TransactWrite.ConditionCheck) a).key();
    }

    /** Items for the initial load. */
    List<Item> initialItems() {
        List<Item> items = new ArrayList<>();
        int n = bigItems ? rng.between(6, 14) : rng.between(10, 60);
        for (int i = 0; i < n; i++) {
            items.add(item());
        }
        return items;
    }

    int operationCount() {
        return bigItems ? 40 : rng.between(100, 160);
    }
}
