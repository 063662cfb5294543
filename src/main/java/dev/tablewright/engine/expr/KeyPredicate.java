package dev.tablewright.engine.expr;

import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeValue;
import java.util.OptionalInt;

/** What a key condition requires of one key attribute. */
public sealed interface KeyPredicate {

    /** Whether a key value satisfies the predicate (values of another type never do). */
    boolean matches(AttributeValue keyValue);

    /** The value the predicate is written with (the lower bound for BETWEEN); its type must be the key's. */
    AttributeValue operand();

    /** {@code key op :v} with op one of {@code = < <= > >=}. */
    record Compare(CompareOp op, AttributeValue value) implements KeyPredicate {
        @Override
        public boolean matches(AttributeValue keyValue) {
            OptionalInt c = ValueOrder.compare(keyValue, value);
            return c.isPresent() && op.test(c.getAsInt());
        }

        @Override
        public AttributeValue operand() {
            return value;
        }
    }

    record Between(AttributeValue low, AttributeValue high) implements KeyPredicate {
        @Override
        public boolean matches(AttributeValue keyValue) {
            OptionalInt lo = ValueOrder.compare(keyValue, low);
            OptionalInt hi = ValueOrder.compare(keyValue, high);
            return lo.isPresent() && hi.isPresent() && lo.getAsInt() >= 0 && hi.getAsInt() <= 0;
        }

        @Override
        public AttributeValue operand() {
            return low;
        }
    }

    /** {@code begins_with(key, :prefix)} on a string or binary key. */
    record BeginsWith(AttributeValue prefix) implements KeyPredicate {
        @Override
        public boolean matches(AttributeValue keyValue) {
            return Prefixes.beginsWith(keyValue, prefix);
        }

        @Override
        public AttributeValue operand() {
            return prefix;
        }
    }
}
