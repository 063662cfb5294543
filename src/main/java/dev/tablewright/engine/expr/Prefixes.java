package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;

/** {@code begins_with} on strings and binaries; any other pair of types does not match. */
public final class Prefixes {
    private Prefixes() {
    }

    public static boolean beginsWith(AttributeValue value, AttributeValue prefix) {
        if (value instanceof AttributeValue.S s && prefix instanceof AttributeValue.S p) {
            // A UTF-16 prefix of a well-formed string is a prefix of its UTF-8 bytes too.
            return s.value().startsWith(p.value());
        }
        if (value instanceof AttributeValue.B b && prefix instanceof AttributeValue.B p) {
            if (p.value().length() > b.value().length()) {
                return false;
            }
            for (int i = 0; i < p.value().length(); i++) {
                if (b.value().byteAt(i) != p.value().byteAt(i)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }
}
