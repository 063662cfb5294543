package dev.tablewright.rules;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Item sizes computed the way DynamoDB documents them ("Item sizes and formats"): the sum over
 * attributes of the name's UTF-8 bytes plus the value's size, where
 * <ul>
 * <li>S is its UTF-8 bytes, B its raw bytes, BOOL and NULL 1 byte;</li>
 * <li>N is 1 byte per two significant digits (leading and trailing zeros trimmed) plus 1 byte —
 * DynamoDB calls this approximate;</li>
 * <li>M and L are 3 bytes plus, per element, 1 byte plus the element's size (and a map entry's
 * name bytes);</li>
 * <li>SS, NS and BS are the sum of their elements' sizes.</li>
 * </ul>
 * The 400 KB item limit ({@link Limits#MAX_ITEM_BYTES}) and capacity units are counted in these bytes.
 */
public final class ItemSize {
    private static final int DOCUMENT_OVERHEAD = 3;
    private static final int ELEMENT_OVERHEAD = 1;

    private ItemSize() {
    }

    /** The size of a whole item in bytes. */
    public static long of(Item item) {
        long total = 0;
        for (Map.Entry<String, AttributeValue> e : item.attributes().entrySet()) {
            total += attribute(e.getKey(), e.getValue());
        }
        return total;
    }

    /** The size of one attribute: its name's UTF-8 bytes plus its value's size. */
    public static long attribute(String name, AttributeValue value) {
        return utf8(name) + value(value);
    }

    /** The size of a value alone, without an attribute name. */
    public static long value(AttributeValue value) {
        return switch (value.type()) {
            case S -> utf8(((AttributeValue.S) value).value());
            case N -> number(((AttributeValue.N) value).value());
            case B -> ((AttributeValue.B) value).value().length();
            case BOOL, NULL -> 1;
            case M -> map(((AttributeValue.M) value).value());
            case L -> list(((AttributeValue.L) value).value());
            case SS -> ((AttributeValue.SS) value).value().stream().mapToLong(ItemSize::utf8).sum();
            case NS -> ((AttributeValue.NS) value).value().stream().mapToLong(ItemSize::number).sum();
            case BS -> ((AttributeValue.BS) value).value().stream().mapToLong(Binary::length).sum();
        };
    }

    /** A number's size: one byte per two significant digits, rounded up, plus one byte. */
    public static int number(BigDecimal number) {
        int digits = number.signum() == 0 ? 1 : number.stripTrailingZeros().precision();
        return (digits + 1) / 2 + 1;
    }

    /** The number of bytes of a string in UTF-8. */
    public static int utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    private static long map(Map<String, AttributeValue> entries) {
        long size = DOCUMENT_OVERHEAD;
        for (Map.Entry<String, AttributeValue> e : entries.entrySet()) {
            size += ELEMENT_OVERHEAD + attribute(e.getKey(), e.getValue());
        }
        return size;
    }

    private static long list(List<AttributeValue> elements) {
        long size = DOCUMENT_OVERHEAD;
        for (AttributeValue v : elements) {
            size += ELEMENT_OVERHEAD + value(v);
        }
        return size;
    }
}
