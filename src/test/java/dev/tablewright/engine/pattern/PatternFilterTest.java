package dev.tablewright.engine.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.pattern.PatternFilter.Combine;
import dev.tablewright.engine.pattern.PatternFilter.Op;
import dev.tablewright.engine.pattern.PatternFilter.Operand;
import dev.tablewright.engine.pattern.PatternFilter.Term;
import dev.tablewright.engine.pattern.PatternFilter.ValueType;
import java.util.List;
import org.junit.jupiter.api.Test;

class PatternFilterTest {
    private static Term term(Combine c, String attribute, Op op, Operand... operands) {
        return new Term(c, attribute, op, List.of(operands));
    }

    @Test
    void rowsReadLeftToRightAlthoughAndBindsTighterThanOr() {
        PatternFilter f = new PatternFilter(List.of(
                term(Combine.AND, "a", Op.EQUAL, new Operand("a", ValueType.S)),
                term(Combine.OR, "b", Op.GREATER, new Operand("b", ValueType.N)),
                term(Combine.AND, "c", Op.EXISTS),
                term(Combine.AND, "d", Op.BETWEEN, new Operand("lo", ValueType.N), new Operand("hi", ValueType.N)),
                term(Combine.OR, "e", Op.NOT_CONTAINS, new Operand("e", ValueType.BOOL))));
        String text = "((#a = ${a} OR #b > ${b:N}) AND attribute_exists(#c) AND #d BETWEEN ${lo:N} AND ${hi:N})"
                + " OR NOT contains(#e, ${e:BOOL})";
        assertEquals(text, f.text());
        assertEquals(f, PatternFilter.parse(text).orElseThrow());
    }

    @Test
    void anyOtherFilterIsNotInThisShape() {
        assertTrue(PatternFilter.parse("").orElseThrow().terms().isEmpty());
        assertTrue(PatternFilter.parse("released = :t").isEmpty());
        assertTrue(PatternFilter.parse("(#a = ${a})").isEmpty(), "brackets the rows do not call for");
        assertTrue(PatternFilter.parse("#a = ${a} AND size(#b) > ${n:N}").isEmpty());
    }
}
