package dev.tablewright.engine.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PatternConditionTest {

    private static List<String> shape(String text) {
        return PatternCondition.parse(text).clauses().stream()
                .map(c -> c.attribute() + " " + c.op() + " " + c.operands().stream().map(Object::toString).toList())
                .toList();
    }

    @Test
    void readsEqualityBeginsWithAndBetween() {
        assertEquals(List.of("PK = [MOVIE#${movieId}]", "SK begins_with [ACTOR#]"),
                shape("PK = MOVIE#${movieId} AND begins_with(SK, ACTOR#)"));
        assertEquals(List.of("SK = [${a}]", "StringValue BETWEEN [${from}, ${to}]"),
                shape("SK = ${a} AND StringValue BETWEEN ${from} AND ${to}"));
        assertEquals(List.of("PK = [racer-${racerId}]", "Numeric >= [${min}]"),
                shape("PK = racer-${racerId} and Numeric >= ${min}"));
        assertEquals(List.of("a < [1]", "b <= [2]"), shape("a<1 AND b <= 2"));
        assertTrue(PatternCondition.parse("  ").clauses().isEmpty());
    }

    @Test
    void saysWhereItStopsUnderstanding() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PatternCondition.parse("PK ~ x"));
        assertTrue(e.getMessage().startsWith("column 4: expected =, <, <=, >, >= or BETWEEN"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PatternCondition.parse("PK = x OR SK = y"));
        assertTrue(e.getMessage().contains("AND"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PatternCondition.parse("begins_with(SK"));
        assertThrows(IllegalArgumentException.class, () -> PatternCondition.parse("SK BETWEEN 1"));
        assertThrows(IllegalArgumentException.class, () -> PatternCondition.parse("PK ="));
    }
}
