package dev.tablewright.engine.expr.eval;

import dev.tablewright.model.AttributeValue;

/**
 * {@code contains(a, b)}: a substring of a string, a member of a set, an element of a list, or a run
 * of bytes inside a binary.
 */
final class Containment {
    private Containment() {
    }

    static boolean contains(AttributeValue a, AttributeValue b) {
        if (a instanceof AttributeValue.S s && b instanceof AttributeValue.S t) {
            return s.value().contains(t.value());
        }
        if (a instanceof AttributeValue.SS s && b instanceof AttributeValue.S t) {
            return s.value().contains(t.value());
        }
        if (a instanceof AttributeValue.NS s && b instanceof AttributeValue.N t) {
            return s.value().contains(t.value());
        }
        if (a instanceof AttributeValue.BS s && b instanceof AttributeValue.B t) {
            return s.value().contains(t.value());
        }
        if (a instanceof AttributeValue.L l) {
            return l.value().contains(b);
        }
        if (a instanceof AttributeValue.B s && b instanceof AttributeValue.B t) {
            return indexOf(s.value().toByteArray(), t.value().toByteArray()) >= 0;
        }
        return false;
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
