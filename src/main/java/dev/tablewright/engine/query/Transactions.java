package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/** BatchWriteItem and TransactWriteItems: validate every entry, then apply all of them. */
final class Transactions {
    static final int MAX_BATCH = 25;
    static final int MAX_TRANSACTION = 100;

    private Transactions() {
    }

    /** @return the writes applied, in order (each with the item it replaced, for its capacity) */
    static List<Prepared> batchWrite(List<WriteRequest> writes, Function<String, Table> tables) {
        if (writes.size() > MAX_BATCH) {
            throw DynamoErrors.validation("Too many items requested for the BatchWriteItem call");
        }
        if (writes.isEmpty()) {
            throw DynamoErrors.constraint("{}", "requestItems",
                    "Map value must satisfy constraint: [Member must have length greater than or equal to 1]");
        }
        // DynamoDB checks every item's size as sent first (index entries not counted), then entry by
        // entry the rest and whether an earlier entry has the same key.
        for (WriteRequest w : writes) {
            if (w instanceof WriteRequest.Put put) {
                tables.apply(w.table());
                Writes.withinItemLimit(put.item());
            }
        }
        Set<List<Object>> seen = new HashSet<>();
        List<Prepared> prepared = new ArrayList<>();
        for (WriteRequest w : writes) {
            Table table = tables.apply(w.table());
            Prepared p;
            if (w instanceof WriteRequest.Put put) {
                StoredItem item = Writes.checkedItem(table, put.item(), false);
                Map<String, AttributeValue> key = Writes.keyOf(table, put.item().attributes());
                p = new Prepared(table, key, table.get(key), item, true, true, List.of());
            } else {
                WriteRequest.Delete d = (WriteRequest.Delete) w;
                KeyChecks.key(table.keys(), d.key());
                p = new Prepared(table, d.key(), table.get(d.key()), null, true, true, List.of());
            }
            if (!seen.add(List.of(table.name(), p.key()))) {
                throw DynamoErrors.validation("Provided list of item keys contains duplicates");
            }
            prepared.add(p);
        }
        prepared.forEach(Prepared::apply);
        return prepared;
    }

    /**
     * Checks in DynamoDB Local's order: the number of actions; action by action its expressions and
     * the size of a Put's item as sent; then each action in turn. An action whose key values are
     * wrong (type, length) does not fail the request: it cancels the transaction with
     * "ValidationError" as its reason while the other actions' conditions are still evaluated.
     */
    /** @return the actions applied, in order (a ConditionCheck's changes nothing) */
    static List<Prepared> transactWrite(List<TransactWrite> actions, Function<String, Table> tables) {
        if (actions.isEmpty() || actions.size() > MAX_TRANSACTION) {
            throw DynamoErrors.constraint(String.valueOf(actions.size()), "transactItems", actions.isEmpty()
                    ? "Member must have length greater than or equal to 1"
                    : "Member must have length less than or equal to 100");
        }
        for (TransactWrite a : actions) {
            tables.apply(a.table());
            Writes.readAction(a);
        }
        // Action by action: its errors fail the request (wrong key values only cancel it with
        // "ValidationError"); an action whose condition holds on an item that an earlier such action
        // touched is a duplicate (observed of DynamoDB Local: a failed condition is not).
        Set<List<Object>> touched = new HashSet<>();
        List<Prepared> prepared = new ArrayList<>();
        List<DynamoException.Reason> reasons = new ArrayList<>();
        for (TransactWrite a : actions) {
            Table table = tables.apply(a.table());
            try {
                Prepared p = prepare(a, table);
                if (p.conditionHolds() && !touched.add(List.of(a.table(), requestKey(a, table)))) {
                    throw DynamoErrors.validation("Transaction request cannot include multiple operations on one item");
                }
                prepared.add(p);
                reasons.add(p.conditionHolds() ? DynamoException.Reason.of("None")
                        : new DynamoException.Reason("ConditionalCheckFailed", p.oldItem(oldItemAsked(a))));
            } catch (ActionError e) {
                prepared.add(null);
                reasons.add(DynamoException.Reason.of("ValidationError"));
            }
        }
        if (reasons.stream().anyMatch(r -> !r.code().equals("None"))) {
            throw new DynamoException(DynamoException.TRANSACTION_CANCELED,
                    "Transaction cancelled, please refer cancellation reasons for specific reasons "
                            + reasons.stream().map(DynamoException.Reason::code).toList(), Optional.empty(), reasons);
        }
        prepared.forEach(Prepared::apply);
        return prepared;
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

    /** Whether the action asked ReturnValuesOnConditionCheckFailure ALL_OLD. */
    private static boolean oldItemAsked(TransactWrite action) {
        if (action instanceof TransactWrite.Put p) {
            return p.request().returns().oldItemOnConditionFailure();
        } else if (action instanceof TransactWrite.Update u) {
            return u.request().returns().oldItemOnConditionFailure();
        } else if (action instanceof TransactWrite.Delete d) {
            return d.request().returns().oldItemOnConditionFailure();
        }
        return ((TransactWrite.ConditionCheck) action).oldItemOnConditionFailure();
    }

    private static Map<String, AttributeValue> requestKey(TransactWrite action, Table table) {
        if (action instanceof TransactWrite.Put p) {
            return Writes.keyOf(table, p.request().item().attributes());
        } else if (action instanceof TransactWrite.Update u) {
            return u.request().key();
        } else if (action instanceof TransactWrite.Delete d) {
            return d.request().key();
        }
        return ((TransactWrite.ConditionCheck) action).key();
    }
}
