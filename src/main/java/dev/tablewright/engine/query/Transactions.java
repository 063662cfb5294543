package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** BatchWriteItem and TransactWriteItems: validate every entry, then apply all of them. */
final class Transactions {
    static final int MAX_BATCH = 25;
    static final int MAX_TRANSACTION = 100;

    private Transactions() {
    }

    static void batchWrite(List<WriteRequest> writes, Function<String, Table> tables) {
        if (writes.size() > MAX_BATCH) {
            throw Errors.validation("Too many items requested for the BatchWriteItem call");
        }
        if (writes.isEmpty()) {
            throw Errors.constraint("{}", "requestItems",
                    "Map value must satisfy constraint: [Member must have length greater than or equal to 1]");
        }
        // DynamoDB checks each item's shape (keys present, index keys, size), then duplicate keys, then key values.
        List<StoredItem> items = new ArrayList<>();
        for (WriteRequest w : writes) {
            Table table = tables.apply(w.table());
            if (w instanceof WriteRequest.Put p) {
                KeyChecks.itemHasKeys(table.keys(), p.item());
                items.add(Writes.checkedValues(table, p.item(), false));
            } else {
                if (((WriteRequest.Delete) w).key().size() != table.keys().attributes().size()) {
                    throw Errors.keyMismatch();
                }
                items.add(null);
            }
        }
        Set<List<Object>> seen = new HashSet<>();
        for (WriteRequest w : writes) {
            Table table = tables.apply(w.table());
            Map<String, AttributeValue> key = w instanceof WriteRequest.Put p
                    ? Writes.keyOf(table, p.item().attributes()) : ((WriteRequest.Delete) w).key();
            if (!seen.add(List.of(table.name(), key))) {
                throw Errors.validation("Provided list of item keys contains duplicates");
            }
        }
        List<Prepared> prepared = new ArrayList<>();
        for (int i = 0; i < writes.size(); i++) {
            WriteRequest w = writes.get(i);
            Table table = tables.apply(w.table());
            if (w instanceof WriteRequest.Put p) {
                KeyChecks.itemKeys(table.keys(), p.item());
                prepared.add(new Prepared(table, Writes.keyOf(table, p.item().attributes()), null, items.get(i), true,
                        true, List.of()));
            } else {
                WriteRequest.Delete d = (WriteRequest.Delete) w;
                KeyChecks.key(table.keys(), d.key());
                prepared.add(new Prepared(table, d.key(), null, null, true, true, List.of()));
            }
        }
        prepared.forEach(Prepared::apply);
    }

    static void transactWrite(List<TransactWrite> actions, Function<String, Table> tables) {
        if (actions.isEmpty() || actions.size() > MAX_TRANSACTION) {
            throw Errors.constraint(String.valueOf(actions.size()), "transactItems", actions.isEmpty()
                    ? "Member must have length greater than or equal to 1"
                    : "Member must have length less than or equal to 100");
        }
        // Every action's expressions are checked before any action's keys.
        for (TransactWrite a : actions) {
            tables.apply(a.table());
            Writes.parse(a);
        }
        List<Prepared> prepared = new ArrayList<>();
        for (TransactWrite a : actions) {
            prepared.add(prepare(a, tables.apply(a.table())));
        }
        requireDistinct(prepared, "Transaction request cannot include multiple operations on one item");
        List<String> reasons = prepared.stream().map(p -> p.conditionHolds() ? "None" : "ConditionalCheckFailed")
                .toList();
        if (reasons.contains("ConditionalCheckFailed")) {
            throw new DynamoException(DynamoException.TRANSACTION_CANCELED,
                    "Transaction cancelled, please refer cancellation reasons for specific reasons "
                            + reasons.toString(), reasons);
        }
        prepared.forEach(Prepared::apply);
    }

    private static Prepared prepare(TransactWrite action, Table table) {
        if (action instanceof TransactWrite.Put p) {
            return Writes.put(table, p.request());
        } else if (action instanceof TransactWrite.Update u) {
            return Writes.update(table, u.request());
        } else if (action instanceof TransactWrite.Delete d) {
            return Writes.delete(table, d.request());
        }
        TransactWrite.ConditionCheck c = (TransactWrite.ConditionCheck) action;
        return Writes.conditionCheck(table, c.key(), c.condition(), c.expr());
    }

    private static void requireDistinct(List<Prepared> prepared, String message) {
        Set<List<Object>> seen = new HashSet<>();
        for (Prepared p : prepared) {
            Map<String, AttributeValue> key = p.key();
            if (!seen.add(List.of(p.table().name(), key))) {
                throw Errors.validation(message);
            }
        }
    }
}
