package dev.tablewright.engine.expr;

import static dev.tablewright.engine.expr.Fixtures.ctx;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.tablewright.model.AttributeType;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConditionParseTest {

    private static Condition parse(String text) {
        return ctx(":v", n(1), ":w", n(2), ":s", s("S"), "#n", "name", "#m", "inner").filter(text).root();
    }

    private static Operand.Path path(Operand o) {
        return assertInstanceOf(Operand.Path.class, o);
    }

    @Test
    void comparisonWithResolvedPlaceholders() {
        Condition.Comparison c = assertInstanceOf(Condition.Comparison.class, parse("#n.#m[0] <= :v"));
        assertEquals(CompareOp.LE, c.op());
        assertEquals("name.inner[0]", path(c.left()).path().toString());
        assertEquals("[name, inner, [0]]", path(c.left()).path().display());
        Operand.Value v = assertInstanceOf(Operand.Value.class, c.right());
        assertEquals(":v", v.placeholder());
        assertEquals(n(1), v.value());
        assertEquals(12, v.position());
    }

    @Test
    void everyComparator() {
        for (CompareOp op : CompareOp.values()) {
            Condition.Comparison c = assertInstanceOf(Condition.Comparison.class, parse("a " + op.symbol() + " :v"));
            assertEquals(op, c.op());
        }
    }

    @Test
    void notBindsTighterThanAndThanOr() {
        // a OR NOT b AND c  ==  a OR ((NOT b) AND c)
        Condition.Or or = assertInstanceOf(Condition.Or.class, parse("a = :v OR NOT b = :v AND c = :v"));
        Condition.And and = assertInstanceOf(Condition.And.class, or.right());
        assertInstanceOf(Condition.Not.class, and.left());
        assertInstanceOf(Condition.Comparison.class, and.right());
    }

    @Test
    void parenthesesRegroup() {
        Condition.And and = assertInstanceOf(Condition.And.class, parse("(a = :v OR b = :v) AND c = :v"));
        assertInstanceOf(Condition.Or.class, and.left());
    }

    @Test
    void andAndOrAssociateLeft() {
        Condition.And and = assertInstanceOf(Condition.And.class, parse("a = :v AND b = :v AND c = :v"));
        assertInstanceOf(Condition.And.class, and.left());
    }

    @Test
    void keywordsAreCaseInsensitive() {
        assertInstanceOf(Condition.Or.class, parse("a = :v or not b between :v aNd :w"));
        assertInstanceOf(Condition.In.class, parse("a in (:v, :w)"));
    }

    @Test
    void betweenAndIn() {
        Condition.Between b = assertInstanceOf(Condition.Between.class, parse("a BETWEEN :v AND :w"));
        assertEquals(n(2), ((Operand.Value) b.high()).value());
        Condition.In in = assertInstanceOf(Condition.In.class, parse("a IN (:v, :w, b)"));
        assertEquals(3, in.candidates().size());
    }

    @Test
    void parenthesisedOperandsAndGroupedPaths() {
        Condition.Between b = assertInstanceOf(Condition.Between.class, parse("(a)between(b.c)and(:v)"));
        assertEquals("b.c", path(b.low()).path().toString());
        Condition.Comparison c = assertInstanceOf(Condition.Comparison.class, parse("(a.b).c[1] = :v"));
        assertEquals("[a, b, c, [1]]", path(c.left()).path().display());
    }

    @Test
    void functions() {
        assertInstanceOf(Condition.AttributeExists.class, parse("attribute_exists(a.b)"));
        assertInstanceOf(Condition.AttributeNotExists.class, parse("attribute_not_exists(#n)"));
        Condition.AttributeTypeIs t = assertInstanceOf(Condition.AttributeTypeIs.class, parse("attribute_type(a, :s)"));
        assertEquals(AttributeType.S, t.type());
        assertInstanceOf(Condition.BeginsWith.class, parse("begins_with(a, :s)"));
        assertInstanceOf(Condition.Contains.class, parse("contains(a, :s)"));
        Condition.Comparison c = assertInstanceOf(Condition.Comparison.class, parse("size(a) > :v"));
        Operand.Size size = assertInstanceOf(Operand.Size.class, c.left());
        assertEquals("a", path(size.argument()).path().toString());
    }

    @Test
    void functionsWithSpacesAndParenthesisedArguments() {
        assertInstanceOf(Condition.BeginsWith.class, parse("begins_with ( (a) , :s )"));
        assertInstanceOf(Condition.Not.class, parse("NOT (contains(a, :s))"));
    }

    @Test
    void pathsListsEveryRead() {
        ConditionExpression e = ctx(":v", n(1)).filter("a.b = :v AND size(c[0]) > :v OR attribute_exists(d)");
        assertEquals(List.of("a.b", "c[0]", "d"), e.paths().stream().map(DocumentPath::toString).toList());
    }

    @Test
    void keywordLikeNamesInsideWords() {
        // "order", "android" and "inside" only start like keywords.
        assertInstanceOf(Condition.Comparison.class, ctx(":v", n(1)).filter("android = :v").root());
        assertInstanceOf(Condition.Comparison.class, ctx(":v", n(1)).filter("notes = :v").root());
        assertInstanceOf(Condition.Comparison.class, ctx(":v", n(1)).filter("inside <> :v").root());
    }
}
