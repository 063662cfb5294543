package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * DynamoDB checks every value a WHERE compares with a key attribute (=, <>, ordering, BETWEEN, IN,
 * begins_with; anywhere in the condition) against the key's type, before it reads. A value of a
 * Query's key condition is named by its key; any other is not (as DynamoDB Local words them).
 */
final class KeyTypes {
    private static final Set<String> CHECKED = Set.of("=", "<>", "<", "<=", ">", ">=");

    private KeyTypes() {
    }

    /** @param keyCondition whether {@code where} is the key condition of a Query */
    static void check(KeySchema keys, Clause where, List<AttributeValue> parameters, boolean keyCondition) {
        for (AttributeDef key : keys.attributes()) {
            for (Term value : compared(where, key.name())) {
                if (KeyEqualities.isValue(value) && Values.resolve(value, parameters).type() != key.type()) {
                    throw keyCondition ? PartiqlErrors.keyType(key.name()) : DynamoException.validation(
                            "One or more parameter values were invalid: Condition parameter type does not match schema type");
                }
            }
        }
    }

    /** The key's values in equality checks of an UPDATE's or DELETE's key: the key is named. */
    static void checkKey(KeySchema keys, Map<String, AttributeValue> key) {
        // DynamoDB Local reports the first mistyped key in the order of a Java HashMap of the names.
        Map<String, AttributeDef> byName = new HashMap<>();
        keys.attributes().forEach(a -> byName.put(a.name(), a));
        for (AttributeDef a : byName.values()) {
            if (key.get(a.name()).type() != a.type()) {
                throw PartiqlErrors.keyType(a.name());
            }
        }
    }

    private static List<Term> compared(Clause c, String key) {
        List<Term> values = new ArrayList<>();
        collect(c, key, values);
        return values;
    }

    private static void collect(Clause c, String key, List<Term> values) {
        if (c instanceof Clause.And a) {
            collect(a.left(), key, values);
            collect(a.right(), key, values);
        } else if (c instanceof Clause.Or o) {
            collect(o.left(), key, values);
            collect(o.right(), key, values);
        } else if (c instanceof Clause.Not n) {
            collect(n.operand(), key, values);
        } else if (c instanceof Clause.Compare cmp && CHECKED.contains(cmp.operator())) {
            if (is(cmp.left(), key)) {
                values.add(cmp.right());
            } else if (is(cmp.right(), key)) {
                values.add(cmp.left());
            }
        } else if (c instanceof Clause.Between b && is(b.operand(), key)) {
            values.add(b.low());
            values.add(b.high());
        } else if (c instanceof Clause.In in && is(in.operand(), key)) {
            values.addAll(in.candidates());
        } else if (c instanceof Clause.Function f && f.name().equals("begins_with") && f.arguments().size() == 2
                && is(f.arguments().get(0), key)) {
            values.add(f.arguments().get(1));
        }
    }

    private static boolean is(Term t, String key) {
        return t instanceof Term.Path p && key.equals(p.topLevelName());
    }
}
