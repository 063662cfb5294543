package dev.tablewright.engine.expr.eval;

import dev.tablewright.engine.value.NumberLimits;
import dev.tablewright.model.AttributeValue;
import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/** ADD and DELETE on existing values: numbers add up, sets of one element type merge or shrink. */
final class SetMath {
    static final String INCORRECT_TYPE = "An operand in the update expression has an incorrect data type";

    private SetMath() {
    }

    static AttributeValue add(AttributeValue current, AttributeValue operand) {
        if (current instanceof AttributeValue.N a && operand instanceof AttributeValue.N b) {
            return number(a.value().add(b.value()));
        }
        if (current instanceof AttributeValue.SS a && operand instanceof AttributeValue.SS b) {
            return new AttributeValue.SS(union(a.value(), b.value()));
        }
        if (current instanceof AttributeValue.NS a && operand instanceof AttributeValue.NS b) {
            return new AttributeValue.NS(union(a.value(), b.value()));
        }
        if (current instanceof AttributeValue.BS a && operand instanceof AttributeValue.BS b) {
            return new AttributeValue.BS(union(a.value(), b.value()));
        }
        throw UpdateApplier.runtime(INCORRECT_TYPE);
    }

    /** The set without the operand's elements; empty when nothing is left (the attribute goes away). */
    static Optional<AttributeValue> delete(AttributeValue current, AttributeValue operand) {
        if (current instanceof AttributeValue.SS a && operand instanceof AttributeValue.SS b) {
            Set<String> left = minus(a.value(), b.value());
            return left.isEmpty() ? Optional.empty() : Optional.of(new AttributeValue.SS(left));
        }
        if (current instanceof AttributeValue.NS a && operand instanceof AttributeValue.NS b) {
            Set<BigDecimal> left = minus(a.value(), b.value());
            return left.isEmpty() ? Optional.empty() : Optional.of(new AttributeValue.NS(left));
        }
        if (current instanceof AttributeValue.BS a && operand instanceof AttributeValue.BS b) {
            Set<dev.tablewright.model.Binary> left = minus(a.value(), b.value());
            return left.isEmpty() ? Optional.empty() : Optional.of(new AttributeValue.BS(left));
        }
        throw UpdateApplier.runtime(INCORRECT_TYPE);
    }

    /** A computed number; its range and precision are checked as its action is applied (UpdateApplier). */
    static AttributeValue.N number(BigDecimal value) {
        return new AttributeValue.N(value);
    }

    /** Refuses a computed number out of DynamoDB's range or precision, as DynamoDB does when storing it. */
    static void requireStorable(AttributeValue value) {
        if (value instanceof AttributeValue.N n) {
            NumberLimits.violation(n.value()).ifPresent(message -> {
                throw UpdateApplier.runtime(message);
            });
        }
    }

    private static <T> Set<T> union(Set<T> a, Set<T> b) {
        Set<T> out = new LinkedHashSet<>(a);
        out.addAll(b);
        return out;
    }

    private static <T> Set<T> minus(Set<T> a, Set<T> b) {
        Set<T> out = new LinkedHashSet<>(a);
        out.removeAll(b);
        return out;
    }
}
