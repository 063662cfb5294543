package dev.tablewright.engine.index;

import dev.tablewright.model.AttributeValue;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;

/**
 * DynamoDB's order of key values: S by unsigned UTF-8 bytes (not Java's UTF-16 order, which differs
 * outside the BMP), N by exact value, B by unsigned bytes. Values of different types (never in one
 * key attribute in valid data) order by type S < N < B so the order stays total.
 */
public final class KeyOrder implements Comparator<AttributeValue> {
    public static final KeyOrder INSTANCE = new KeyOrder();

    private KeyOrder() {
    }

    @Override
    public int compare(AttributeValue a, AttributeValue b) {
        if (a instanceof AttributeValue.S x && b instanceof AttributeValue.S y) {
            return compareUtf8(x.value(), y.value());
        }
        if (a instanceof AttributeValue.N x && b instanceof AttributeValue.N y) {
            return x.value().compareTo(y.value());
        }
        if (a instanceof AttributeValue.B x && b instanceof AttributeValue.B y) {
            return x.value().compareTo(y.value());
        }
        return Integer.compare(rank(a), rank(b));
    }

    /** Unsigned UTF-8 byte order without encoding when both strings are in the BMP below the surrogates. */
    public static int compareUtf8(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char ca = a.charAt(i);
            char cb = b.charAt(i);
            if (ca != cb) {
                // UTF-16 order equals code point (and so UTF-8) order unless a surrogate meets
                // a char at or above U+E000; only then do the orders differ.
                if (Character.isSurrogate(ca) || Character.isSurrogate(cb)) {
                    return Arrays.compareUnsigned(a.substring(i).getBytes(StandardCharsets.UTF_8),
                            b.substring(i).getBytes(StandardCharsets.UTF_8));
                }
                return Character.compare(ca, cb);
            }
        }
        return Integer.compare(a.length(), b.length());
    }

    private static int rank(AttributeValue v) {
        if (v instanceof AttributeValue.S) {
            return 0;
        }
        if (v instanceof AttributeValue.N) {
            return 1;
        }
        if (v instanceof AttributeValue.B) {
            return 2;
        }
        return 3;
    }
}
