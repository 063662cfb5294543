package dev.tablewright.engine.value;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import java.util.Comparator;
import java.util.OptionalInt;

/**
 * DynamoDB's ordering. Only strings (UTF-8 bytes), numbers (exact value) and binaries (unsigned bytes)
 * are ordered; values of different types are not comparable.
 */
public final class ValueOrder {
    /** Orders key values of one type, as items sort inside a partition. */
    public static final Comparator<AttributeValue> KEY_ORDER = ValueOrder::compareKeys;

    private ValueOrder() {
    }

    public static boolean isOrderable(AttributeType type) {
        return type == AttributeType.S || type == AttributeType.N || type == AttributeType.B;
    }

    /**
     * Compares two key values.
     *
     * @throws IllegalArgumentException when the values are not of one orderable type (a key schema
     *                                  guarantees they are)
     */
    public static int compareKeys(AttributeValue a, AttributeValue b) {
        OptionalInt c = compare(a, b);
        if (c.isEmpty()) {
            throw new IllegalArgumentException("key values " + a.type() + " and " + b.type() + " are not comparable");
        }
        return c.getAsInt();
    }

    /** The order of two values as expressions see it; empty when DynamoDB cannot compare them. */
    public static OptionalInt compare(AttributeValue a, AttributeValue b) {
        if (a instanceof AttributeValue.S x && b instanceof AttributeValue.S y) {
            return OptionalInt.of(Utf8.compare(x.value(), y.value()));
        }
        if (a instanceof AttributeValue.N x && b instanceof AttributeValue.N y) {
            return OptionalInt.of(x.value().compareTo(y.value()));
        }
        if (a instanceof AttributeValue.B x && b instanceof AttributeValue.B y) {
            return OptionalInt.of(x.value().compareTo(y.value()));
        }
        return OptionalInt.empty();
    }
}
