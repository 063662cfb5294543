package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A parsed key-condition expression: one predicate per attribute it names (one or two). Which
 * attribute is the partition key is only known against a key schema: see {@link #resolve}.
 */
public record KeyConditionExpression(String text, Map<String, KeyPredicate> conditions) {
    public KeyConditionExpression {
        conditions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(conditions));
    }

    /** Applies the key-condition rules to a key condition parsed with {@link ExpressionContext#keyConditionSyntax}. */
    public static KeyConditionExpression of(ConditionExpression parsed) {
        return dev.tablewright.engine.expr.parse.ExpressionParsers.keyConditionShape(parsed);
    }

    /**
     * Resolves the condition against the key schema of the table or index queried, with DynamoDB's
     * checks in DynamoDB's order.
     *
     * @throws ExpressionException {@code Query condition missed key schema element: pk}, {@code Query
     *                             key condition not supported}, or {@code One or more parameter values
     *                             were invalid: Condition parameter type does not match schema type}
     */
    public KeyCondition resolve(KeySchema schema) {
        if (schema.sortKey().isEmpty() && conditions.size() > 1) {
            throw notSupported();
        }
        AttributeDef pk = schema.partitionKey();
        KeyPredicate pkCondition = checked(pk, true);
        if (!(pkCondition instanceof KeyPredicate.Compare c) || c.op() != CompareOp.EQ) {
            throw notSupported();
        }
        Optional<String> skName = Optional.empty();
        Optional<KeyPredicate> skCondition = Optional.empty();
        if (schema.sortKey().isPresent()) {
            AttributeDef sk = schema.sortKey().get();
            KeyPredicate p = checked(sk, false);
            if (p != null) {
                skName = Optional.of(sk.name());
                skCondition = Optional.of(p);
            }
        }
        return new KeyCondition(pk.name(), c.value(), skName, skCondition);
    }

    /** The predicate on one key attribute, type-checked; null for an absent, optional sort key. */
    private KeyPredicate checked(AttributeDef key, boolean partition) {
        KeyPredicate p = conditions.get(key.name());
        if (p == null) {
            if (partition || conditions.size() > 1) {
                throw ExpressionException.request("Query condition missed key schema element: " + key.name());
            }
            return null;
        }
        if (!sameType(p, key)) {
            throw ExpressionException.request(
                    "One or more parameter values were invalid: Condition parameter type does not match schema type");
        }
        return p;
    }

    private static boolean sameType(KeyPredicate p, AttributeDef key) {
        AttributeValue v = p.operand();
        if (v.type() != key.type()) {
            return false;
        }
        return !(p instanceof KeyPredicate.Between b) || b.high().type() == key.type();
    }

    private static ExpressionException notSupported() {
        return ExpressionException.request("Query key condition not supported");
    }
}
