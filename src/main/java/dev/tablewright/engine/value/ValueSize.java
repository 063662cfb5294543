package dev.tablewright.engine.value;

import dev.tablewright.model.AttributeValue;
import java.util.OptionalInt;

/**
 * The {@code size()} function. A string's size is its length in UTF-16 code units (DynamoDB answers
 * {@code size("é𝄞") = 3}, not 6 bytes nor 2 code points); a binary's is its byte count; a set's, list's
 * or map's is its element count. Numbers, booleans and NULL have no size.
 */
public final class ValueSize {
    private ValueSize() {
    }

    public static OptionalInt of(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return OptionalInt.of(s.value().length());
        }
        if (value instanceof AttributeValue.B b) {
            return OptionalInt.of(b.value().length());
        }
        if (value instanceof AttributeValue.SS s) {
            return OptionalInt.of(s.value().size());
        }
        if (value instanceof AttributeValue.NS s) {
            return OptionalInt.of(s.value().size());
        }
        if (value instanceof AttributeValue.BS s) {
            return OptionalInt.of(s.value().size());
        }
        if (value instanceof AttributeValue.L l) {
            return OptionalInt.of(l.value().size());
        }
        if (value instanceof AttributeValue.M m) {
            return OptionalInt.of(m.value().size());
        }
        return OptionalInt.empty();
    }
}
