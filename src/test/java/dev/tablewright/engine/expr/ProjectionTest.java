package dev.tablewright.engine.expr;

import static dev.tablewright.engine.expr.Fixtures.ctx;
import static dev.tablewright.engine.expr.Fixtures.fails;
import static dev.tablewright.model.AttributeValue.list;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.expr.eval.Projector;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProjectionTest {
    private static final Item ITEM = Item.of(
            "pk", s("P"),
            "a", new AttributeValue.M(Map.of("b", list(s("b0"), s("b1"), s("b2")), "c", n(3))),
            "l", list(new AttributeValue.M(Map.of("x", n(1), "y", n(2))), s("l1"), s("l2")),
            "Safety.Warning", s("helmet"));

    private static Item project(String text, Object... placeholders) {
        return Projector.of(ctx(placeholders).projection(text)).apply(ITEM);
    }

    private static AttributeValue m(Object... kv) {
        java.util.LinkedHashMap<String, AttributeValue> map = new java.util.LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            map.put((String) kv[i], (AttributeValue) kv[i + 1]);
        }
        return new AttributeValue.M(map);
    }

    @Test
    void topLevelAttributes() {
        assertEquals(Item.of("pk", s("P")), project("pk, nothere"));
    }

    @Test
    void nestedPathsKeepTheirPlace() {
        assertEquals(Item.of("a", m("b", list(s("b1")))), project("a.b[1]"));
        assertEquals(Item.of("a", m("b", list(s("b0"), s("b2")), "c", n(3))), project("a.b[2], a.c, a.b[0]"));
        assertEquals(Item.of("l", list(m("y", n(2)), s("l2"))), project("l[0].y, l[2], l[7]"));
    }

    @Test
    void pathsThatReadNothingAreLeftOut() {
        assertEquals(Item.EMPTY, project("a.zz, l[9], pk.x, a.b.c"));
    }

    @Test
    void namesContainingDotsNeedAPlaceholder() {
        assertEquals(Item.EMPTY, project("Safety.Warning"));
        assertEquals(Item.of("Safety.Warning", s("helmet")), project("#sw", "#sw", "Safety.Warning"));
    }

    @Test
    void errors() {
        fails("Invalid ProjectionExpression: Attribute name is a reserved keyword; reserved keyword: Comment",
                () -> ctx().projection("a, Comment"));
        fails("Invalid ProjectionExpression: An expression attribute name used in the document path is not defined; "
                + "attribute name: #c", () -> ctx().projection("a, #c"));
        fails("Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of "
                + "these paths; path one: [a], path two: [a, b]", () -> ctx().projection("a, a.b"));
        fails("Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of "
                + "these paths; path one: [a], path two: [a]", () -> ctx("#a", "a").projection("a, #a"));
        fails("Invalid ProjectionExpression: Two document paths conflict with each other; must remove or rewrite one of "
                + "these paths; path one: [a, b], path two: [a, [0]]", () -> ctx().projection("a.b, a[0]"));
    }

    @Test
    void parsedPaths() {
        assertEquals(List.of("a.b[1]", "c"),
                ctx().projection("a . b [ 1 ] ,c").paths().stream().map(DocumentPath::toString).toList());
    }
}
