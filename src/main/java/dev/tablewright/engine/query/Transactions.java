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
        if (writes.isEmpty() || writes.size() > MAX_BATCH) {
            throw Errors.constraint(String.valueOf(writes.size()), "requestItems",
                    "Map value must satisfy constraint: [Member must have length less than or equal to 25, "
                            + "Member must have length greater than or equal to 1]");
        }
        List<Prepared> prepared = new ArrayList<>();
        for (WriteRequest w : writes) {
            Table table = tables.apply(w.table());
            if (w instanceof WriteRequest.Put p) {
                StoredItem item = Writes.checkedItem(table, p.item(), false);
                prepared.add(new Prepared(table, Writes.keyOf(table, p.item().attributes()), null, item, true, true,
                        List.of()));
            } else {
                WriteRequest.Delete d = (WriteRequest.Delete) w;
                KeyChecks.key(table.keys(), d.key());
                prepared.add(new Prepared(table, d.key(), null, null, true, true, List.of()));
            }
        }
        requireDistinct(prepared, "Provided list of item keys contains duplicates");
        prepared.forEach(Prepared::apply);
    }

    static void transactWrite(List<TransactWrite> actions, Function<String, Table> tables) {
        if (actions.isEmpty() || actions.size() > MAX_TRANSACTION) {
            throw Errors.constraint(String.valueOf(actions.size()), "transactItems", actions.isEmpty()
                    ? "Member must have length greater than or equal to 1"
                    : "Member must have length less than or equal to 100");
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
