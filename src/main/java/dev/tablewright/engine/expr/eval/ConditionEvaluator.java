package dev.tablewright.engine.expr.eval;

import dev.tablewright.engine.expr.CompareOp;
import dev.tablewright.engine.expr.Condition;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.Operand;
import dev.tablewright.engine.expr.Prefixes;
import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.engine.value.ValueSize;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Evaluates conditions as DynamoDB does. An operand that reads nothing (a missing attribute, the size
 * of a number) makes every comparison false except {@code <>}, which is true. Values of different
 * types are never equal; ordering comparisons need two strings, numbers or binaries.
 */
public final class ConditionEvaluator {
    private ConditionEvaluator() {
    }

    public static boolean matches(ConditionExpression expression, Item item) {
        return matches(expression.root(), item);
    }

    public static boolean matches(Condition c, Item item) {
        if (c instanceof Condition.And x) {
            return matches(x.left(), item) && matches(x.right(), item);
        }
        if (c instanceof Condition.Or x) {
            return matches(x.left(), item) || matches(x.right(), item);
        }
        if (c instanceof Condition.Not x) {
            return !matches(x.condition(), item);
        }
        if (c instanceof Condition.Comparison x) {
            return compare(x.op(), value(x.left(), item), value(x.right(), item));
        }
        if (c instanceof Condition.Between x) {
            Optional<AttributeValue> v = value(x.subject(), item);
            return compare(CompareOp.GE, v, value(x.low(), item)) && compare(CompareOp.LE, v, value(x.high(), item));
        }
        if (c instanceof Condition.In x) {
            Optional<AttributeValue> v = value(x.subject(), item);
            return v.isPresent() && x.candidates().stream().anyMatch(o -> v.equals(value(o, item)));
        }
        if (c instanceof Condition.AttributeExists x) {
            return PathReader.read(item, x.path()).isPresent();
        }
        if (c instanceof Condition.AttributeNotExists x) {
            return PathReader.read(item, x.path()).isEmpty();
        }
        if (c instanceof Condition.AttributeTypeIs x) {
            return value(x.subject(), item).map(v -> v.type() == x.type()).orElse(false);
        }
        if (c instanceof Condition.BeginsWith x) {
            Optional<AttributeValue> v = value(x.subject(), item);
            Optional<AttributeValue> p = value(x.prefix(), item);
            return v.isPresent() && p.isPresent() && Prefixes.beginsWith(v.get(), p.get());
        }
        Condition.Contains x = (Condition.Contains) c;
        Optional<AttributeValue> v = value(x.subject(), item);
        Optional<AttributeValue> o = value(x.operand(), item);
        return v.isPresent() && o.isPresent() && Containment.contains(v.get(), o.get());
    }

    /** The value of an operand for one item; empty when it reads nothing. */
    public static Optional<AttributeValue> value(Operand o, Item item) {
        if (o instanceof Operand.Value v) {
            return Optional.of(v.value());
        }
        if (o instanceof Operand.Path p) {
            return PathReader.read(item, p.path());
        }
        Operand.Size s = (Operand.Size) o;
        return value(s.argument(), item).flatMap(v -> {
            OptionalInt size = ValueSize.of(v);
            return size.isPresent()
                    ? Optional.of(AttributeValue.n(size.getAsInt()))
                    : Optional.empty();
        });
    }

    static boolean compare(CompareOp op, Optional<AttributeValue> a, Optional<AttributeValue> b) {
        boolean equal = a.isPresent() && a.equals(b);
        if (op == CompareOp.EQ) {
            return equal;
        }
        if (op == CompareOp.NE) {
            return !equal;
        }
        if (a.isEmpty() || b.isEmpty()) {
            return false;
        }
        OptionalInt order = ValueOrder.compare(a.get(), b.get());
        return order.isPresent() && op.test(order.getAsInt());
    }
}
