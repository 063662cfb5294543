package dev.tablewright.engine.query;

import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.parse.ExpressionRequest;
import dev.tablewright.engine.expr.KeyCondition;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.OperationKind;
import java.util.Iterator;
import java.util.NavigableMap;
import java.util.function.Predicate;

/** Query: one partition of the table or an index, a run of it by sort key, one page. */
final class QueryRunner {
    private QueryRunner() {
    }

    static Page run(Table table, QueryRequest r) {
        if (r.keyCondition() == null) {
            throw DynamoErrors.validation(
                    "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
        }
        // A Query parses its expressions before it looks at the index (a Scan looks at the index first).
        ExpressionRequest.Parsed parsed = RequestExpressions.parse(OperationKind.QUERY, r.expr(),
                ExpressionKind.KEY_CONDITION, r.keyCondition(), ExpressionKind.FILTER, r.filter(),
                ExpressionKind.PROJECTION, r.projection());
        IndexDef index = ReadChecks.index(table, r.index(), OperationKind.QUERY);
        ReadChecks.consistentRead(index, r.consistentRead());
        KeySchema schema = index == null ? table.keys() : index.keys();
        KeyCondition key = RequestExpressions.translated(() -> parsed.keyCondition().orElseThrow().resolve(schema));

        NavigableMap<EntryKey, StoredItem> partition = table.partitions(index).partition(PartitionValue.of(key.partitionValues()));
        NavigableMap<EntryKey, StoredItem> range = partition == null ? SortRange.empty()
                : SortRange.narrow(partition, key);
        if (r.exclusiveStartKey() != null) {
            StartKey.check(r.exclusiveStartKey(), table, index);
            if (!fits(key, new Item(r.exclusiveStartKey()), r.scanIndexForward(), table)) {
                throw DynamoErrors.validation("The provided starting key does not match the range key predicate");
            }
            EntryKey start = table.entry(index, r.exclusiveStartKey()::get);
            range = r.scanIndexForward() ? range.tailMap(start, false) : range.headMap(start, false);
        }
        parsed.filter().ifPresent(f -> onlyNonKeyAttributes(f, schema));
        ReadPlan.checkFilterProjected(index, parsed.filter());
        Select select = ReadPlan.select(r.select(), !r.projection().isEmpty(), index);
        ReadPlan.checkProjectionProjected(index, parsed.projection());
        ReadPlan plan = ReadPlan.of(index, select, parsed.filter(), parsed.projection(), false);
        Iterator<StoredItem> items = SortRange.iterate(range, r.scanIndexForward(), key);
        // A page the Limit (or 1 MB) stops has a LastEvaluatedKey even on the partition's last item, as
        // DynamoDB does (it does not look ahead), unless that key would be refused as a start key: it
        // sits on the bound the query reads towards. A table without a sort key holds one item per
        // partition, and DynamoDB knows it: no key then.
        boolean onePerPartition = index == null && table.keys().sortKey().isEmpty();
        Predicate<StoredItem> more = last -> !onePerPartition && fits(key, last.toItem(), r.scanIndexForward(), table);
        return PageCollector.collect(items, plan, r.limit(), table.positionAttributes(index),
                new CapacityUnits.PageMeter(table.name(), index, r.consistentRead()), more);
    }

    /**
     * Whether a start key fits the key condition. On the table's own sort key DynamoDB Local treats the
     * bound the query reads towards as exclusive (a page starting there could read nothing); on any
     * other sort key the condition applies as written.
     */
    private static boolean fits(KeyCondition key, Item start, boolean forward, Table table) {
        boolean tableSortKey = key.lastSort().isPresent() && table.keys().sortKey()
                .map(k -> k.name().equals(key.lastSort().get().attribute())).orElse(false);
        return tableSortKey ? key.admitsStart(start, forward) : key.matches(start);
    }

    private static void onlyNonKeyAttributes(ConditionExpression filter, KeySchema schema) {
        for (DocumentPath p : filter.paths()) {
            if (schema.contains(p.head())) {
                throw DynamoErrors.validation("Filter Expression can only contain non-primary key attributes: "
                        + "Primary key attribute: " + p.head());
            }
        }
    }
}
