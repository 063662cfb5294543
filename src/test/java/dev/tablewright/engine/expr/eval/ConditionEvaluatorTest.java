package dev.tablewright.engine.expr.eval;

import static dev.tablewright.engine.expr.Fixtures.ctx;
import static dev.tablewright.model.AttributeValue.list;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConditionEvaluatorTest {
    private static final AttributeValue BIN = new AttributeValue.B(Binary.of(new byte[] {1, 2, 3}));
    private static final Item ITEM = Item.of(
            "s", s("hello"),
            "emoji", s("é𝄞"),
            "n", n("10"),
            "big", n("12345678901234567890123456789012345678"),
            "b", BIN,
            "t", AttributeValue.TRUE,
            "nul", AttributeValue.NULL,
            "ss", new AttributeValue.SS(Set.of("red", "blue")),
            "ns", new AttributeValue.NS(Set.of(BigDecimal.ONE, new BigDecimal("2.5"))),
            "bs", new AttributeValue.BS(Set.of(Binary.of(new byte[] {9}))),
            "l", list(s("x"), n(2), new AttributeValue.M(Map.of("k", s("v")))),
            "m", new AttributeValue.M(Map.of("inr", new AttributeValue.M(Map.of("deep", n(7))), "lst", list(n(1)))),
            "top", s("\uFFFF"));

    private static boolean eval(String text) {
        ConditionExpression e = ctx(
                ":hello", s("hello"), ":he", s("he"), ":ll", s("ll"), ":ten", n("10.0"), ":nine", n(9), ":n1", n(1),
                ":n2", n(2), ":n3", n(3), ":n5", n(5), ":n7", n(7), ":s10", s("10"), ":red", s("red"), ":x", s("x"),
                ":b12", new AttributeValue.B(Binary.of(new byte[] {1, 2})),
                ":b23", new AttributeValue.B(Binary.of(new byte[] {2, 3})),
                ":b9", new AttributeValue.B(Binary.of(new byte[] {9})),
                ":S", s("S"), ":N", s("N"), ":BOOL", s("BOOL"), ":NULL", s("NULL"), ":SS", s("SS"), ":NS", s("NS"),
                ":L", s("L"), ":M", s("M"), ":B", s("B"), ":BS", s("BS"), ":true", AttributeValue.TRUE,
                ":emoji", s("😀"), ":kv", new AttributeValue.M(Map.of("k", s("v"))),
                ":ss", new AttributeValue.SS(Set.of("blue", "red")),
                ":big", n("12345678901234567890123456789012345679")).filter(text);
        return ConditionEvaluator.matches(e, ITEM);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        // equality is typed and numeric by value
        "n = :ten | true", "n = :s10 | false", "n <> :s10 | true", "s = :hello | true", "ss = :ss | true",
        "m.inr.deep = :n7 | true", "l[2] = :kv | true", "t = :true | true",
        // missing attributes: every comparison is false except <>
        "nothing = :n1 | false", "nothing <> :n1 | true", "nothing < :n1 | false", "nothing >= :n1 | false",
        "m.nothing.deeper = :n1 | false", "l[9] = :n1 | false", "s[0] = :n1 | false", "m.inr[0] <> :n1 | true",
        // ordering
        "n > :nine | true", "n <= :ten | true", "n < :ten | false", "s > :he | true", "b < :b23 | true",
        "b > :b12 | true", "big < :big | true", "top < :emoji | true",
        // ordering across types or on unordered values is false
        "n > :s10 | false", "s < :n1 | false", "t > nul | false",
        // BETWEEN and IN
        "n BETWEEN :nine AND :ten | true", "n BETWEEN :n1 AND :n5 | false", "s BETWEEN :he AND :hello | true",
        "nothing BETWEEN :n1 AND :n5 | false", "n IN (:n1, :ten) | true", "n IN (:s10, :n1) | false",
        "nothing IN (:n1) | false", "s IN (:x, s) | true",
        // boolean logic and precedence
        "n = :n1 OR n = :ten AND s = :he | false", "(n = :n1 OR n = :ten) AND s = :hello | true",
        "NOT n = :n1 AND s = :hello | true", "NOT (n = :ten OR s = :x) | false",
        // functions
        "attribute_exists(m.inr.deep) | true", "attribute_exists(m.inr.nope) | false",
        "attribute_not_exists(nothing) | true", "attribute_exists(nul) | true", "attribute_exists(l[2].k) | true",
        "attribute_type(s, :S) | true", "attribute_type(n, :N) | true", "attribute_type(t, :BOOL) | true",
        "attribute_type(nul, :NULL) | true", "attribute_type(ss, :SS) | true", "attribute_type(ns, :NS) | true",
        "attribute_type(l, :L) | true", "attribute_type(m, :M) | true", "attribute_type(b, :B) | true",
        "attribute_type(bs, :BS) | true", "attribute_type(s, :N) | false", "attribute_type(nothing, :S) | false",
        "begins_with(s, :he) | true", "begins_with(s, :ll) | false", "begins_with(b, :b12) | true",
        "begins_with(b, :b23) | false", "begins_with(n, :he) | false", "begins_with(nothing, :he) | false",
        "contains(s, :ll) | true", "contains(s, :x) | false", "contains(ss, :red) | true", "contains(ss, :x) | false",
        "contains(ns, :n1) | true", "contains(ns, :n2) | false", "contains(bs, :b9) | true", "contains(l, :x) | true",
        "contains(l, :n2) | true", "contains(l, :kv) | true", "contains(l, :red) | false", "contains(b, :b23) | true",
        "contains(n, :n1) | false", "contains(nothing, :x) | false", "contains(s, s[0]) | false",
        // size
        "size(s) = :n5 | true", "size(emoji) = :n3 | true", "size(b) = :n3 | true", "size(ss) = :n2 | true",
        "size(l) = :n3 | true", "size(m) = :n2 | true", "size(m.lst) = :n1 | true",
        "size(nothing) = :n1 | false", "size(nothing) <> :n1 | true", "size(n) = :n2 | false",
        "size(n) <> :n2 | true", "size(t) > :n1 | false", "size(:hello) = :n5 | true"})
    void evaluates(String expression, boolean expected) {
        assertEquals(expected, eval(expression), expression);
    }
}
