package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.parse.ExpressionRequest;
import dev.tablewright.engine.expr.UpdateExpression;
import dev.tablewright.engine.expr.eval.ConditionEvaluator;
import dev.tablewright.engine.expr.eval.UpdateApplier;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Works out Put, Update, Delete and ConditionCheck against a table, in DynamoDB's order of checks. */
final class Writes {
    private Writes() {
    }

    static void onlyOldOrNone(ReturnValues returnValues) {
        if (returnValues != ReturnValues.NONE && returnValues != ReturnValues.ALL_OLD) {
            throw DynamoErrors.validation("ReturnValues can only be ALL_OLD or NONE");
        }
    }

    /**
     * A transaction action's first checks, as DynamoDB Local makes them while reading the request: its
     * expressions, if it has any (placeholders without an expression are found later, with the
     * action's other checks), then the size of a Put's item as sent.
     */
    static void readAction(TransactWrite action) {
        OperationKind operation;
        Expr expr;
        Object[] texts;
        if (action instanceof TransactWrite.Put p) {
            operation = OperationKind.PUT_ITEM;
            expr = p.request().expr();
            texts = new Object[] {ExpressionKind.CONDITION, p.request().condition()};
        } else if (action instanceof TransactWrite.Update u) {
            operation = OperationKind.UPDATE_ITEM;
            expr = u.request().expr();
            texts = new Object[] {ExpressionKind.UPDATE, u.request().update(), ExpressionKind.CONDITION,
                    u.request().condition()};
        } else if (action instanceof TransactWrite.Delete d) {
            operation = OperationKind.DELETE_ITEM;
            expr = d.request().expr();
            texts = new Object[] {ExpressionKind.CONDITION, d.request().condition()};
        } else {
            TransactWrite.ConditionCheck c = (TransactWrite.ConditionCheck) action;
            operation = OperationKind.DELETE_ITEM;
            expr = c.expr();
            texts = new Object[] {ExpressionKind.CONDITION, c.condition()};
        }
        if (RequestExpressions.anyGiven(texts)) {
            RequestExpressions.parse(operation, expr, texts);
        }
        if (action instanceof TransactWrite.Put p) {
            withinItemLimit(p.request().item());
        }
    }

    static Prepared put(Table table, PutItemRequest r) {
        Item item = r.item();
        // DynamoDB Local's order: placeholders without an expression, the item as sent (its size), its
        // keys and size with index entries, and only then the condition.
        RequestExpressions.requireExpressionsForPlaceholders(OperationKind.PUT_ITEM, r.expr(), ExpressionKind.CONDITION,
                r.condition());
        withinItemLimit(item);
        StoredItem next = checkedItem(table, item, false);
        ExpressionRequest.Parsed parsed = RequestExpressions.parse(OperationKind.PUT_ITEM, r.expr(),
                ExpressionKind.CONDITION, r.condition());
        Map<String, AttributeValue> key = keyOf(table, item.attributes());
        StoredItem old = table.get(key);
        return new Prepared(table, key, old, next, true, holds(parsed.condition(), old), List.of());
    }

    static Prepared update(Table table, UpdateItemRequest r) {
        KeyChecks.key(table.keys(), r.key());
        ExpressionRequest.Parsed parsed = RequestExpressions.parse(OperationKind.UPDATE_ITEM, r.expr(),
                ExpressionKind.UPDATE, r.update(), ExpressionKind.CONDITION, r.condition());
        Optional<UpdateExpression> update = parsed.update();
        StoredItem old = table.get(r.key());
        boolean holds = holds(parsed.condition(), old);
        if (!holds) {
            return new Prepared(table, r.key(), old, old, false, false, List.of());
        }
        // Only once the condition holds, as DynamoDB Local checks it: an update of a key attribute whose
        // condition fails is a ConditionalCheckFailed; in a transaction it cancels only its action.
        update.ifPresent(u -> {
            try {
                u.requireKeyUntouched(table.keys());
            } catch (ExpressionException e) {
                throw new ActionError(e.getMessage());
            }
        });
        Item before = old == null ? new Item(r.key()) : old.toItem();
        Item after = update.isEmpty() ? before
                : RequestExpressions.translated(() -> UpdateApplier.of(update.get()).apply(before));
        StoredItem next = checkedItem(table, after, true);
        return new Prepared(table, r.key(), old, next, true, true,
                update.map(UpdateExpression::targetPaths).orElse(List.of()));
    }

    static Prepared delete(Table table, DeleteItemRequest r) {
        KeyChecks.key(table.keys(), r.key());
        ExpressionRequest.Parsed parsed = RequestExpressions.parse(OperationKind.DELETE_ITEM, r.expr(),
                ExpressionKind.CONDITION, r.condition());
        StoredItem old = table.get(r.key());
        return new Prepared(table, r.key(), old, null, true, holds(parsed.condition(), old), List.of());
    }

    static Prepared conditionCheck(Table table, Map<String, AttributeValue> key, String condition, Expr expr) {
        KeyChecks.key(table.keys(), key);
        ExpressionRequest.Parsed parsed = RequestExpressions.parse(OperationKind.DELETE_ITEM, expr,
                ExpressionKind.CONDITION, condition == null ? "" : condition);
        StoredItem old = table.get(key);
        return new Prepared(table, key, old, old, false, holds(parsed.condition(), old), List.of());
    }

    /** A whole item to put (or, by an update, to store), checked in the order DynamoDB Local reports faults. */
    static StoredItem checkedItem(Table table, Item item, boolean byUpdate) {
        if (byUpdate) {
            KeyChecks.indexKeyTypes(table, item);
            KeyChecks.indexKeySizes(table, item);
        } else {
            KeyChecks.itemKeys(table, item);
        }
        return sized(table, item);
    }

    /**
     * The item as sent over 400 KB, index entries not counted: DynamoDB Local refuses it while reading
     * the request, before it looks at any key (and in a batch before any entry's keys).
     */
    static void withinItemLimit(Item item) {
        if (ItemBytes.of(item) > KeyChecks.MAX_ITEM_BYTES) {
            throw tooBig();
        }
    }

    /**
     * The item as stored, refused when over 400 KB. With LSIs the 400 KB include the item's entry in each
     * LSI that holds it (DynamoDB's rule for item collections; DynamoDB Local enforces it).
     */
    static StoredItem sized(Table table, Item item) {
        long bytes = ItemBytes.of(item);
        long counted = bytes;
        StoredItem stored = StoredItem.of(item, bytes);
        for (IndexDef index : table.indexes()) {
            if (!index.isGlobal() && index.holds(stored) && table.keys().names().stream().allMatch(item::has)) {
                counted += ItemBytes.of(index.project(item));
            }
        }
        if (counted > KeyChecks.MAX_ITEM_BYTES) {
            throw tooBig();
        }
        return stored;
    }

    private static DynamoException tooBig() {
        return DynamoErrors.validation("Item size has exceeded the maximum allowed size");
    }

    /** The table key attributes among the attributes (those present). */
    static Map<String, AttributeValue> keyOf(Table table, Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (AttributeDef k : table.keys().attributes()) {
            AttributeValue v = attributes.get(k.name());
            if (v != null) {
                key.put(k.name(), v);
            }
        }
        return key;
    }

    private static boolean holds(Optional<ConditionExpression> condition, StoredItem old) {
        return condition.isEmpty()
                || ConditionEvaluator.matches(condition.get(), old == null ? Item.EMPTY : old.toItem());
    }
}
