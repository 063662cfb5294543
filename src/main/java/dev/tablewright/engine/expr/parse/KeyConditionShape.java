package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.CompareOp;
import dev.tablewright.engine.expr.Condition;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.KeyConditionExpression;
import dev.tablewright.engine.expr.KeyPredicate;
import dev.tablewright.engine.expr.Operand;
import dev.tablewright.model.KeySchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The restrictions of key conditions, checked after the general condition checks: AND only, one
 * condition per top-level attribute, each {@code = < <= > >=}, BETWEEN or begins_with against
 * values. DynamoDB words these messages without the {@code Invalid KeyConditionExpression:} prefix.
 */
final class KeyConditionShape {
    private final Map<String, KeyPredicate> conditions = new LinkedHashMap<>();

    private KeyConditionShape() {
    }

    static KeyConditionExpression of(ConditionExpression parsed) {
        KeyConditionShape shape = new KeyConditionShape();
        shape.visit(parsed.root());
        // A multi-attribute GSI key takes up to four partition and four sort conditions; whether a
        // key condition fits the key queried is checked when it is resolved against it.
        if (shape.conditions.size() > 2 * KeySchema.MAX_ATTRIBUTES_PER_KEY) {
            throw fail(KeyConditionExpression.TOO_LONG);
        }
        return new KeyConditionExpression(parsed.text(), shape.conditions);
    }

    private void visit(Condition c) {
        if (c instanceof Condition.And a) {
            visit(a.left());
            visit(a.right());
        } else if (c instanceof Condition.Or) {
            throw invalidOperator("OR");
        } else if (c instanceof Condition.Not) {
            throw invalidOperator("NOT");
        } else if (c instanceof Condition.In) {
            throw invalidOperator("IN");
        } else if (c instanceof Condition.AttributeExists) {
            throw invalidOperator("attribute_exists");
        } else if (c instanceof Condition.AttributeNotExists) {
            throw invalidOperator("attribute_not_exists");
        } else if (c instanceof Condition.AttributeTypeIs) {
            throw invalidOperator("attribute_type");
        } else if (c instanceof Condition.Contains) {
            throw invalidOperator("contains");
        } else if (c instanceof Condition.Comparison x) {
            if (x.op() == CompareOp.NE) {
                throw invalidOperator("<>");
            }
            String key = keyAttribute(List.of(x.left(), x.right()));
            boolean keyOnLeft = x.left() instanceof Operand.Path;
            Operand value = keyOnLeft ? x.right() : x.left();
            add(key, new KeyPredicate.Compare(keyOnLeft ? x.op() : x.op().flip(), ((Operand.Value) value).value()));
        } else if (c instanceof Condition.Between x) {
            requireKeyFirst(x.subject(), "BETWEEN");
            String key = keyAttribute(List.of(x.subject(), x.low(), x.high()));
            add(key, new KeyPredicate.Between(((Operand.Value) x.low()).value(), ((Operand.Value) x.high()).value()));
        } else if (c instanceof Condition.BeginsWith x) {
            requireKeyFirst(x.subject(), "begins_with");
            String key = keyAttribute(List.of(x.subject(), x.prefix()));
            add(key, new KeyPredicate.BeginsWith(((Operand.Value) x.prefix()).value()));
        }
    }

    /** The one top-level attribute a condition names; its other operands are then values. */
    private static String keyAttribute(List<Operand> operands) {
        String key = null;
        for (Operand o : operands) {
            if (o instanceof Operand.Path p) {
                if (key != null) {
                    throw fail("Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition");
                }
                if (p.path().isNested()) {
                    throw fail("KeyConditionExpressions cannot have conditions on nested attributes");
                }
                key = p.path().head();
            } else if (o instanceof Operand.Size) {
                throw fail("KeyConditionExpressions cannot contain nested operations");
            }
        }
        if (key == null) {
            throw fail("Invalid condition in KeyConditionExpression: No key attribute specified");
        }
        return key;
    }

    private void add(String key, KeyPredicate predicate) {
        if (conditions.putIfAbsent(key, predicate) != null) {
            throw fail("KeyConditionExpressions must only contain one condition per key");
        }
    }

    private static void requireKeyFirst(Operand subject, String operator) {
        if (!(subject instanceof Operand.Path)) {
            throw fail("Invalid condition in KeyConditionExpression: " + operator
                    + " operator must have the key attribute as its first operand");
        }
    }

    private static ExpressionException invalidOperator(String operator) {
        return fail("Invalid operator used in KeyConditionExpression: " + operator);
    }

    private static ExpressionException fail(String message) {
        return new ExpressionException(message, ExpressionKind.KEY_CONDITION, -1);
    }
}
