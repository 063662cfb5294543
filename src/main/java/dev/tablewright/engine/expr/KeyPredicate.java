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

    /**
     * Whether an ExclusiveStartKey's value fits the predicate, as DynamoDB Local checks it: the bound the
     * query reads towards is exclusive there (forwards, {@code <=} and BETWEEN's upper bound; backwards,
     * {@code >=} and BETWEEN's lower bound), since a page starting on it could read nothing.
     */
    default boolean admitsStart(AttributeValue keyValue, boolean forward) {
        return matches(keyValue);
    }

    /** {@code key op :v} with op one of {@code = < <= > >=}. */
    record Compare(CompareOp op, AttributeValue value) implements KeyPredicate {
        @Override
        public boolean matches(AttributeValue keyValue) {
            OptionalInt c = ValueOrder.compare(keyValue, value);
            return c.isPresent() && op.test(c.getAsInt());
        }

        @Override
        public boolean admitsStart(AttributeValue keyValue, boolean forward) {
            CompareOp strict = op == CompareOp.LE && forward ? CompareOp.LT
                    : op == CompareOp.GE && !forward ? CompareOp.GT : op;
            return new Compare(strict, value).matches(keyValue);
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
        public boolean admitsStart(AttributeValue keyValue, boolean forward) {
            OptionalInt lo = ValueOrder.compare(keyValue, low);
            OptionalInt hi = ValueOrder.compare(keyValue, high);
            return lo.isPresent() && hi.isPresent() && (forward ? lo.getAsInt() >= 0 && hi.getAsInt() < 0
                    : lo.getAsInt() > 0 && hi.getAsInt() <= 0);
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
