package dev.tablewright.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DynamoNumberTest {

    @Test
    void equalValuesAreOneValue() {
        assertEquals(AttributeValue.n("1e2"), AttributeValue.n("100"));
        assertEquals(AttributeValue.n("100.00"), AttributeValue.n("100"));
        assertEquals("100", AttributeValue.n("1E+2").text());
        assertEquals("1.5", AttributeValue.n("1.50").text());
        assertEquals("0", AttributeValue.n("-0.000").text());
        assertEquals("0.001", AttributeValue.n("1e-3").text());
    }

    @Test
    void keepsThirtyEightDigitsExactly() {
        String max = "99999999999999999999999999999999999999";
        assertEquals(max, AttributeValue.n(max).text());
        assertEquals("-1.2345678901234567890123456789012345678E-100".length() > 0, true);
        assertEquals(AttributeValue.n("12345678901234567890123456789012345678"),
                AttributeValue.n("1.2345678901234567890123456789012345678E37"));
    }

    @Test
    void rejectsWhatDynamoDbRejects() {
        assertThrows(IllegalArgumentException.class, () -> AttributeValue.n("123456789012345678901234567890123456789"));
        assertThrows(IllegalArgumentException.class, () -> AttributeValue.n("1E126"));
        assertThrows(IllegalArgumentException.class, () -> AttributeValue.n("1E-131"));
        assertThrows(IllegalArgumentException.class, () -> AttributeValue.n("abc"));
        assertThrows(IllegalArgumentException.class, () -> AttributeValue.n(""));
        assertThrows(IllegalArgumentException.class, () -> AttributeValue.n("NaN"));
    }

    @Test
    void setsAndMapsCompareAsDynamoDbDoes() {
        assertEquals(new AttributeValue.SS(Set.of("a", "b")), new AttributeValue.SS(List.of("b", "a").stream()
                .collect(java.util.stream.Collectors.toCollection(java.util.LinkedHashSet::new))));
        assertEquals(new AttributeValue.NS(Set.of(new java.math.BigDecimal("1.0"))),
                new AttributeValue.NS(Set.of(new java.math.BigDecimal("1"))));
        assertNotEquals(AttributeValue.s("1"), AttributeValue.n(1));
        assertEquals(new AttributeValue.B(Binary.of(new byte[] {(byte) 0xff, 0})),
                new AttributeValue.B(Binary.fromBase64("/wA=")));
    }

    @Test
    void binaryOrdersUnsigned() {
        Binary high = Binary.of(new byte[] {(byte) 0x80});
        Binary low = Binary.of(new byte[] {0x7f});
        assertEquals(1, Integer.signum(high.compareTo(low)));
    }
}
