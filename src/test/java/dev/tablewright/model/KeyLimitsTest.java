package dev.tablewright.model;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** What no key may hold: the one test of emptiness the rules' fix and the Sandbox's left-out items share. */
class KeyLimitsTest {
    @Test
    void anEmptyStringOrBinaryIsEmptyANumberNever() {
        assertTrue(KeyLimits.isEmpty(AttributeValue.s("")));
        assertTrue(KeyLimits.isEmpty(new AttributeValue.B(Binary.of(new byte[0]))));
        assertFalse(KeyLimits.isEmpty(AttributeValue.s("x")));
        assertFalse(KeyLimits.isEmpty(new AttributeValue.N(BigDecimal.ZERO)));
    }
}
