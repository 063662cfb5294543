package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A parsed key-condition expression: one predicate per attribute it names (one or two; up to eight
 * for a multi-attribute GSI key). Which attributes are the key's is only known against a key schema:
 * see {@link #resolve}.
 */
public record KeyConditionExpression(String text, Map<String, KeyPredicate> conditions) {
    /** DynamoDB Local's words for a key condition of more conditions than a key can take. */
    public static final String TOO_LONG = "Conditions can be of length 1 or 2 only";

    public KeyConditionExpression {
        conditions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(conditions));
    }

    /**
     * Resolves the condition against the key schema of the table or index queried, with DynamoDB's
     * checks in DynamoDB's order. A multi-attribute key needs equality on every partition attribute,
     * and conditions on a prefix of the sort attributes, equality on each but the last.
     *
     * @throws ExpressionException {@code Query condition missed key schema element: pk}, {@code Query
     *                             key condition not supported}, or {@code One or more parameter values
     *                             were invalid: Condition parameter type does not match schema type}
     */
    public KeyCondition resolve(KeySchema schema) {
        if (!schema.isMultiAttribute() && conditions.size() > schema.attributes().size()) {
            throw schema.hasSortKey() ? tooLong() : notSupported();
        }
        List<KeyCondition.Term> partition = new ArrayList<>();
        for (AttributeDef pk : schema.partitionKeys()) {
            KeyPredicate p = checked(pk);
            if (!(p instanceof KeyPredicate.Compare c) || c.op() != CompareOp.EQ) {
                throw notSupported();
            }
            partition.add(new KeyCondition.Term(pk.name(), p));
        }
        List<AttributeDef> sortKeys = schema.sortKeys();
        int given = 0;
        while (given < sortKeys.size() && conditions.containsKey(sortKeys.get(given).name())) {
            given++;
        }
        if (conditions.size() > partition.size() + given) {
            // A sort attribute skipped, or a condition on an attribute that is not a key.
            if (given < sortKeys.size()) {
                throw missed(sortKeys.get(given));
            }
            throw notSupported();
        }
        List<KeyCondition.Term> sort = new ArrayList<>();
        for (int i = 0; i < given; i++) {
            KeyPredicate p = checked(sortKeys.get(i));
            if (i < given - 1 && !(p instanceof KeyPredicate.Compare c && c.op() == CompareOp.EQ)) {
                throw notSupported();
            }
            sort.add(new KeyCondition.Term(sortKeys.get(i).name(), p));
        }
        return new KeyCondition(partition, sort);
    }

    /** The predicate on one key attribute, type-checked. */
    private KeyPredicate checked(AttributeDef key) {
        KeyPredicate p = conditions.get(key.name());
        if (p == null) {
            throw missed(key);
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

    private static ExpressionException missed(AttributeDef key) {
        return ExpressionException.request("Query condition missed key schema element: " + key.name());
    }

    /** DynamoDB's message for more conditions than a key of one partition and one sort attribute takes. */
    private static ExpressionException tooLong() {
        return new ExpressionException(TOO_LONG, ExpressionKind.KEY_CONDITION, -1);
    }

    private static ExpressionException notSupported() {
        return ExpressionException.request("Query key condition not supported");
    }
}
