package dev.tablewright.engine.value;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ValueSizeTest {

    @Test
    void stringSizeIsUtf16Length() {
        // DynamoDB answers size("é𝄞") = 3: one unit for é, two for the surrogate pair of 𝄞.
        assertEquals(3, ValueSize.of(s("é𝄞")).getAsInt());
        assertEquals(0, ValueSize.of(s("")).getAsInt());
    }

    @Test
    void binaryAndCollectionSizes() {
        assertEquals(3, ValueSize.of(new AttributeValue.B(Binary.of(new byte[3]))).getAsInt());
        assertEquals(2, ValueSize.of(new AttributeValue.SS(Set.of("a", "b"))).getAsInt());
        assertEquals(1, ValueSize.of(new AttributeValue.NS(Set.of(BigDecimal.ONE))).getAsInt());
        assertEquals(2, ValueSize.of(AttributeValue.list(n(1), n(2))).getAsInt());
        assertEquals(1, ValueSize.of(new AttributeValue.M(Map.of("k", s("v")))).getAsInt());
    }

    @Test
    void scalarsWithoutSize() {
        assertTrue(ValueSize.of(n(12)).isEmpty());
        assertTrue(ValueSize.of(AttributeValue.TRUE).isEmpty());
        assertTrue(ValueSize.of(AttributeValue.NULL).isEmpty());
    }

    @Test
    void typeCodesAreExactAndCaseSensitive() {
        assertEquals(AttributeType.BOOL, TypeCodes.parse("BOOL").orElseThrow());
        assertEquals(AttributeType.NULL, TypeCodes.parse("NULL").orElseThrow());
        assertTrue(TypeCodes.parse("s").isEmpty());
        assertTrue(TypeCodes.parse("string").isEmpty());
    }

    @Test
    void numberLimits() {
        assertTrue(NumberLimits.violation(new BigDecimal("1E126")).orElseThrow().startsWith("Number overflow"));
        assertTrue(NumberLimits.violation(new BigDecimal("1E-131")).orElseThrow().startsWith("Number underflow"));
        assertTrue(NumberLimits.violation(new BigDecimal("123456789012345678901234567890123456789")).orElseThrow()
                .contains("precision up to 38 digits"));
        assertTrue(NumberLimits.violation(new BigDecimal("12345678901234567890123456789012345678")).isEmpty());
    }
}
