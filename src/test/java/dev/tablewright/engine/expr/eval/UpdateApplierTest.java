package dev.tablewright.engine.expr.eval;

import static dev.tablewright.engine.expr.Fixtures.ctx;
import static dev.tablewright.engine.expr.Fixtures.fails;
import static dev.tablewright.model.AttributeValue.list;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.parse.ExpressionContext;
import dev.tablewright.engine.expr.UpdateAction;
import dev.tablewright.engine.expr.UpdateValue;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class UpdateApplierTest {
    private static final String INVALID_PATH = "The document path provided in the update expression is invalid for update";
    private static final String WRONG_TYPE = "An operand in the update expression has an incorrect data type";

    private static AttributeValue m(Object... kv) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            map.put((String) kv[i], (AttributeValue) kv[i + 1]);
        }
        return new AttributeValue.M(map);
    }

    private static AttributeValue ss(String... v) {
        return new AttributeValue.SS(Set.of(v));
    }

    private static AttributeValue ns(long... v) {
        java.util.List<BigDecimal> list = new java.util.ArrayList<>();
        for (long x : v) {
            list.add(BigDecimal.valueOf(x));
        }
        return new AttributeValue.NS(new java.util.LinkedHashSet<>(list));
    }

    private static Item apply(ExpressionContext ctx, String update, Item item) {
        return UpdateApplier.of(ctx.update(update)).apply(item);
    }

    @Test
    void setAddsAndReplaces() {
        Item before = Item.of("pk", s("k"), "a", n(1));
        Item after = apply(ctx(":v", s("x"), ":w", n(2)), "SET a = :w, b = :v", before);
        assertEquals(Item.of("pk", s("k"), "a", n(2), "b", s("x")), after);
        assertEquals(Item.of("pk", s("k"), "a", n(1)), before);
    }

    @Test
    void setValuesReadTheItemAsItWas() {
        Item before = Item.of("a", n(1), "b", n(2));
        assertEquals(Item.of("a", n(2), "b", n(1)), apply(ctx(), "SET a = b, b = a", before));
    }

    @Test
    void arithmeticAndFunctions() {
        Item before = Item.of("n", n(10), "l", list(s("a")));
        Item after = apply(ctx(":one", n(1), ":z", n(0), ":more", list(s("b")), ":empty", list()),
                "SET n = n - :one, c = if_not_exists(c, :z) + :one, l = list_append(:more, l), "
                        + "e = list_append(if_not_exists(e, :empty), :more), f = if_not_exists(n, :z)", before);
        assertEquals(n(9), after.attributes().get("n"));
        assertEquals(n(1), after.attributes().get("c"));
        assertEquals(list(s("b"), s("a")), after.attributes().get("l"));
        assertEquals(list(s("b")), after.attributes().get("e"));
        assertEquals(n(10), after.attributes().get("f"));
    }

    @Test
    void thirtyEightDigitArithmetic() {
        Item before = Item.of("n", n("99999999999999999999999999999999999998"));
        assertEquals(n("99999999999999999999999999999999999999"),
                apply(ctx(":one", n(1)), "SET n = n + :one", before).attributes().get("n"));
        fails("DynamoDB only supports precision up to 38 digits",
                () -> apply(ctx(":x", n("0.1")), "SET n = n + :x", before));
        fails("Number overflow. Attempting to store a number with magnitude larger than supported range",
                () -> apply(ctx(":x", n("9E125")), "SET n = :x + :x", Item.EMPTY));
    }

    @Test
    void nestedUpdateMatchesDynamoDb() {
        // The documented example run against DynamoDB: SET values read the old item; appends sort by index
        // across SET and ADD.
        Item before = Item.of("a", s("key"), "b", m("a", n(1), "b", n(2), "c", n(3)), "c", list(n(1), n(3)));
        Item after = apply(ctx(":a", n(2), ":b", ss("a")),
                "set b.c=((c[1])+(b.a)),b.a = a,c[1] = a, c[4] = b.a - b.b, c[2] = b.c add c[8] :b, c[6] :a", before);
        assertEquals(m("a", s("key"), "b", n(2), "c", n(4)), after.attributes().get("b"));
        assertEquals(list(n(1), s("key"), n(3), n(-1), n(2), ss("a")), after.attributes().get("c"));
    }

    @Test
    void removeFromListUsesOriginalPositions() {
        Item before = Item.of("l", list(s("Chisel"), s("Hammer"), s("Nails"), s("Screwdriver"), s("Hacksaw")));
        assertEquals(Item.of("l", list(s("Chisel"), s("Screwdriver"), s("Hacksaw"))),
                apply(ctx(), "REMOVE l[1], l[2]", before));
        assertEquals(Item.of("l", list(s("Hammer"), s("Nails"), s("Screwdriver"), s("Hacksaw"), s("x"))),
                apply(ctx(":v", s("x")), "REMOVE l[0] SET l[7] = :v", before));
    }

    @Test
    void removeOfWhatIsNotThereIsFine() {
        Item before = Item.of("a", n(1), "m", m("x", n(1)), "l", list(n(1)));
        assertSame(before.attributes().get("a"), apply(ctx(), "REMOVE nope, m.nope, l[5]", before).attributes().get("a"));
        assertEquals(before, apply(ctx(), "REMOVE nope, m.nope, l[5]", before));
        assertEquals(Item.of("m", m("x", n(1)), "l", list(n(1))), apply(ctx(), "REMOVE a", before));
    }

    @Test
    void addNumbersAndSets() {
        Item before = Item.of("n", n(5), "s", ss("a", "b"), "ns", ns(1, 2));
        Item after = apply(ctx(":n", n(-2), ":s", ss("b", "c"), ":ns", ns(3)),
                "ADD n :n, s :s, ns :ns, fresh :n, freshSet :s", before);
        assertEquals(n(3), after.attributes().get("n"));
        assertEquals(ss("a", "b", "c"), after.attributes().get("s"));
        assertEquals(ns(1, 2, 3), after.attributes().get("ns"));
        assertEquals(n(-2), after.attributes().get("fresh"));
        assertEquals(ss("b", "c"), after.attributes().get("freshSet"));
    }

    @Test
    void deleteFromSets() {
        Item before = Item.of("s", ss("a", "b"), "ns", ns(1, 2, 3));
        Item after = apply(ctx(":s", ss("a", "z"), ":ns", ns(1, 2, 3)), "DELETE s :s, ns :ns, nothing :s", before);
        assertEquals(Item.of("s", ss("b")), after);
    }

    @Test
    void typeErrorsAtRunTime() {
        Item before = Item.of("a", s("str"), "b", m("a", ss("1")), "c", n(1), "d", ns(1));
        for (String update : new String[] {"DELETE d :ss", "DELETE b :ns", "DELETE b.a :ns", "DELETE c :ns",
            "ADD b :ns", "ADD d :n", "SET e = a + :n", "SET e = b - :n", "SET e = list_append(d, if_not_exists(f, :l))"}) {
            fails(WRONG_TYPE, () -> UpdateApplier.of(ctx(":ss", ss("1"), ":ns", ns(1), ":n", n(1), ":l", list())
                    .update(update)).apply(before));
        }
    }

    @Test
    void missingOperands() {
        for (String update : new String[] {"set c = b", "set e = list_append(b, c)"}) {
            fails("The provided expression refers to an attribute that does not exist in the item",
                    () -> apply(ctx(), update, Item.of("a", s("k"))));
        }
    }

    @Test
    void invalidDocumentPaths() {
        Item before = Item.of("a", s("k"), "b", s("str"), "c", m("1", s("a")), "d", list(s("a"), s("b")));
        for (String update : new String[] {"set b.a = :a", "set b[1] = :a", "set y.a = :a", "set y[1] = :a",
            "set c[1] = :a", "set d.#1 = :a", "remove b.a", "remove b[1]", "remove y.a", "remove y[1]",
            "remove c[1]", "remove d.#1", "delete b.a :a", "delete y[1] :a", "delete d.#1 :a", "add b.a :a",
            "add c[1] :a", "add d.#1 :a", "set d[5].x = :a"}) {
            fails(INVALID_PATH, () -> UpdateApplier.of(ctx("#1", "1", ":a", ss("a")).update(update)).apply(before));
        }
    }

    @Test
    void parseOnceApplyMany() {
        UpdateApplier counter = UpdateApplier.of(ctx(":one", n(1)).update("ADD hits :one"));
        Item item = Item.of("pk", s("x"));
        for (int i = 0; i < 3; i++) {
            item = counter.apply(item);
        }
        assertEquals(n(3), item.attributes().get("hits"));
    }

    @Test
    void ofSeveralFaultyActionsTheOneDynamoDbLocalAppliesFirstIsReported() {
        // DynamoDB Local applies the actions in the order of a HashMap of their paths (ActionOrder): l before
        // a, n before f; one and x share a bucket, where the later action comes first.
        fails(INVALID_PATH, () -> apply(ctx(":v", list(s("x"))), "SET a = list_append(a, :v) REMOVE l[2]", Item.EMPTY));
        Item before = Item.of("n", n("99999999999999999999999999999999999999E+88"), "f", AttributeValue.TRUE);
        fails("DynamoDB only supports precision up to 38 digits",
                () -> apply(ctx(":d", n(42), ":s", ss("a")), "SET n = n + :d ADD f :s", before));
        fails("DynamoDB only supports precision up to 38 digits",
                () -> apply(ctx(":d", n(42), ":s", ss("a")), "ADD f :s SET n = n + :d", before));
        Item item = Item.of("a", s("x"), "one", n(1));
        fails(WRONG_TYPE, () -> apply(ctx(":t", n("1E-100"), ":n", n(1)), "SET one = one + :t, x = a + :n", item));
        fails("DynamoDB only supports precision up to 38 digits",
                () -> apply(ctx(":t", n("1E-100"), ":n", n(1)), "SET x = a + :n, one = one + :t", item));
    }

    @Test
    void actionOrderFollowsDynamoDbLocalsHashMap() {
        assertEquals(List.of(1, 0), ActionOrder.of(List.of(set("one"), set("x"))));
        assertEquals(List.of(2, 1, 0), ActionOrder.of(List.of(set("one"), set("x"), set("ai"))));
        assertEquals(List.of(1, 0), ActionOrder.of(List.of(set("a"), set("l"))));
        assertEquals(List.of(0, 1), ActionOrder.of(List.of(set("l"), set("a"))));
    }

    private static UpdateAction set(String name) {
        return new UpdateAction.Set(DocumentPath.of(name), new UpdateValue.Literal(":v", n(1)));
    }
}
