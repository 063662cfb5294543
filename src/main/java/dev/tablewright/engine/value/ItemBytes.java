package dev.tablewright.engine.value;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * Item sizes as DynamoDB counts them for the 400 KB item limit and the 1 MB page: attribute names'
 * UTF-8 bytes plus values, where S is its UTF-8 bytes, B its bytes, N one byte per two significant
 * digits plus one, BOOL and NULL one byte, M and L three bytes plus one per element, sets the sum of
 * their elements. The engine keeps its own copy of the documented formula (rules.ItemSize computes
 * the same for lint) because the engine must not depend on the rules layer.
 */
public final class ItemBytes {
    private static final int DOCUMENT_OVERHEAD = 3;
    private static final int ELEMENT_OVERHEAD = 1;

    private ItemBytes() {
    }

    public static long of(Item item) {
        return of(item.attributes());
    }

    public static long of(Map<String, AttributeValue> attributes) {
        long total = 0;
        for (Map.Entry<String, AttributeValue> e : attributes.entrySet()) {
            total += Utf8.byteLength(e.getKey()) + value(e.getValue());
        }
        return total;
    }

    /** The size of a value alone (a key value's size is this). */
    public static long value(AttributeValue v) {
        if (v instanceof AttributeValue.S s) {
            return Utf8.byteLength(s.value());
        } else if (v instanceof AttributeValue.N n) {
            return number(n.value());
        } else if (v instanceof AttributeValue.B b) {
            return b.value().length();
        } else if (v instanceof AttributeValue.M m) {
            long size = DOCUMENT_OVERHEAD;
            for (Map.Entry<String, AttributeValue> e : m.value().entrySet()) {
                size += ELEMENT_OVERHEAD + Utf8.byteLength(e.getKey()) + value(e.getValue());
            }
            return size;
        } else if (v instanceof AttributeValue.L l) {
            return list(l.value());
        } else if (v instanceof AttributeValue.SS ss) {
            return ss.value().stream().mapToLong(Utf8::byteLength).sum();
        } else if (v instanceof AttributeValue.NS ns) {
            return ns.value().stream().mapToLong(ItemBytes::number).sum();
        } else if (v instanceof AttributeValue.BS bs) {
            return bs.value().stream().mapToLong(Binary::length).sum();
        }
        return 1; // BOOL, NULL
    }

    private static long list(List<AttributeValue> elements) {
        long size = DOCUMENT_OVERHEAD;
        for (AttributeValue e : elements) {
            size += ELEMENT_OVERHEAD + value(e);
        }
        return size;
    }

    private static long number(BigDecimal n) {
        int digits = n.signum() == 0 ? 1 : n.stripTrailingZeros().precision();
        return (digits + 1) / 2 + 1;
    }
}
