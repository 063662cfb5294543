package dev.tablewright.rules;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * Sizes as the DynamoDB developer guide ("Item sizes and formats") defines them: name bytes plus
 * value size; strings in UTF-8 bytes; numbers 1 byte per two significant digits plus 1; binaries
 * their raw bytes; BOOL and NULL 1; lists and maps 3 bytes plus 1 per element; sets their elements.
 */
class ItemSizeTest {

    @Test
    void stringIsNameBytesPlusUtf8Bytes() {
        assertEquals(5 + 5, ItemSize.attribute("title", s("Hello")));
        assertEquals(4 + 5, ItemSize.attribute("name", s("café")), "é is two bytes in UTF-8");
        assertEquals(3 + 0, ItemSize.attribute("bio", s("")));
        assertEquals(7 + 4, ItemSize.attribute("prénom", s("Zoë")), "names count in UTF-8 bytes too");
    }

    @Test
    void numberIsOneBytePerTwoSignificantDigitsPlusOne() {
        assertEquals(2, ItemSize.value(n(7)));
        assertEquals(2, ItemSize.value(n(42)));
        assertEquals(3, ItemSize.value(n(123)));
        assertEquals(4, ItemSize.value(n("12345")));
        assertEquals(4, ItemSize.value(n("123.45")));
        assertEquals(2, ItemSize.value(n(-1)));
        assertEquals(2, ItemSize.value(n(0)));
        assertEquals(20, ItemSize.value(n("1" + "2".repeat(37))), "38 digits: 19 + 1");
    }

    @Test
    void leadingAndTrailingZerosAreTrimmed() {
        assertEquals(2, ItemSize.value(n(100_000)));
        assertEquals(2, ItemSize.value(n("0.001")));
        assertEquals(2, ItemSize.value(n("1.500")));
        assertEquals(3, ItemSize.number(new BigDecimal("00120.300")));
    }

    @Test
    void binaryIsRawBytesNotBase64() {
        AttributeValue b = new AttributeValue.B(Binary.fromBase64("AQID")); // 4 base64 characters, 3 bytes
        assertEquals(3 + 3, ItemSize.attribute("img", b));
    }

    @Test
    void booleanAndNullAreOneByte() {
        assertEquals(6 + 1, ItemSize.attribute("active", AttributeValue.TRUE));
        assertEquals(4 + 1, ItemSize.attribute("none", AttributeValue.NULL));
    }

    @Test
    void emptyListOrMapIsThreeBytes() {
        assertEquals(4 + 3, ItemSize.attribute("tags", AttributeValue.list()));
        assertEquals(4 + 3, ItemSize.attribute("info", new AttributeValue.M(Map.of())));
    }

    @Test
    void listIsThreeBytesPlusOnePerElementPlusElements() {
        // 3 + (1 + "a") + (1 + 42) = 3 + 2 + 3
        assertEquals(8, ItemSize.value(AttributeValue.list(s("a"), n(42))));
    }

    @Test
    void mapCountsEachEntrysNameAndValue() {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("city", s("Paris")); // 1 + 4 + 5
        m.put("zip", n(75001)); // 1 + 3 + 4
        assertEquals(3 + 10 + 8, ItemSize.value(new AttributeValue.M(m)));
    }

    @Test
    void nestedDocumentsAddUp() {
        AttributeValue inner = new AttributeValue.M(Map.of("x", AttributeValue.TRUE)); // 3 + 1 + 1 + 1 = 6
        assertEquals(3 + 1 + 6, ItemSize.value(AttributeValue.list(inner)));
    }

    @Test
    void setsAreTheSumOfTheirElements() {
        assertEquals(2 + 1, ItemSize.value(new AttributeValue.SS(Set.of("ab", "c"))));
        assertEquals(2 + 2, ItemSize.value(new AttributeValue.NS(Set.of(BigDecimal.ONE, new BigDecimal("100")))));
        assertEquals(2 + 3, ItemSize.value(new AttributeValue.BS(Set.of(Binary.of(new byte[2]), Binary.of(new byte[3])))));
    }

    @Test
    void itemIsTheSumOfItsAttributes() {
        Item item = Item.of("PK", s("MOVIE#1"), "SK", s("MOVIE#1"), "year", n(1994), "seen", AttributeValue.FALSE);
        // (2 + 7) + (2 + 7) + (4 + 3) + (4 + 1)
        assertEquals(30, ItemSize.of(item));
        assertEquals(0, ItemSize.of(Item.EMPTY));
    }

    @Test
    void utf8CountsSupplementaryCharactersAsFourBytes() {
        assertEquals(4, ItemSize.utf8("😀"));
        assertEquals(3, ItemSize.utf8("€"));
    }
}
