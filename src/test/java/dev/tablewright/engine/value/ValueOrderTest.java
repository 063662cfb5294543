package dev.tablewright.engine.value;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ValueOrderTest {

    private static AttributeValue b(int... bytes) {
        byte[] raw = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            raw[i] = (byte) bytes[i];
        }
        return new AttributeValue.B(Binary.of(raw));
    }

    @Test
    void numbersCompareByExactValue() {
        assertTrue(ValueOrder.compareKeys(n("9"), n("10")) < 0);
        assertTrue(ValueOrder.compareKeys(n("-10"), n("-9")) < 0);
        assertEquals(0, ValueOrder.compareKeys(n("1e2"), n("100.00")));
        assertTrue(ValueOrder.compareKeys(n("0.1"), n("0.10000000000000000000000000000000000001")) < 0);
    }

    @Test
    void thirtyEightDigitNumbersKeepTheirLastDigit() {
        AttributeValue a = n("12345678901234567890123456789012345678");
        AttributeValue b = n("12345678901234567890123456789012345679");
        assertTrue(ValueOrder.compareKeys(a, b) < 0);
        assertTrue(ValueOrder.compareKeys(n("9.9999999999999999999999999999999999999E+125"), n("1E+125")) > 0);
        assertTrue(ValueOrder.compareKeys(n("-1E-130"), n("1E-130")) < 0);
    }

    @Test
    void binariesCompareUnsigned() {
        assertTrue(ValueOrder.compareKeys(b(0x7F), b(0x80)) < 0);
        assertTrue(ValueOrder.compareKeys(b(0x01), b(0x01, 0x00)) < 0);
        assertTrue(ValueOrder.compareKeys(b(0xFF), b(0x00, 0xFF)) > 0);
    }

    @Test
    void stringsSortByUtf8() {
        List<AttributeValue> keys = new ArrayList<>(List.of(s("😀"), s("\uFFFF"), s("b"), s("B"), s("a")));
        keys.sort(ValueOrder.KEY_ORDER);
        assertEquals(List.of(s("B"), s("a"), s("b"), s("\uFFFF"), s("😀")), keys);
    }

    @Test
    void differentTypesAreNotComparable() {
        assertTrue(ValueOrder.compare(s("1"), n("1")).isEmpty());
        assertTrue(ValueOrder.compare(AttributeValue.TRUE, AttributeValue.TRUE).isEmpty());
        assertTrue(ValueOrder.compare(AttributeValue.list(), AttributeValue.list()).isEmpty());
        assertThrows(IllegalArgumentException.class, () -> ValueOrder.compareKeys(s("1"), n("1")));
    }
}
