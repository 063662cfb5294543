package dev.tablewright.engine.expr;

import static dev.tablewright.engine.expr.Fixtures.ctx;
import static dev.tablewright.engine.expr.Fixtures.fails;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Key condition rules; messages from a suite run against DynamoDB. */
class KeyConditionTest {
    private static final KeySchema HASH = KeySchema.of("a", AttributeType.S);
    private static final KeySchema RANGE = KeySchema.of("a", AttributeType.S, "b", AttributeType.S);

    private static KeyConditionExpression parse(String text) {
        return ctx(":a", s("a"), ":b", s("b"), ":n", n(1), "#pk", "a", "#sk", "b").keyCondition(text);
    }

    @Test
    void partitionKeyOnly() {
        KeyCondition k = parse("#pk = :a").resolve(RANGE);
        assertEquals("a", k.partition().get(0).attribute());
        assertEquals(List.of(s("a")), k.partitionValues());
        assertTrue(k.sortCondition().isEmpty());
        assertTrue(k.matches(Item.of("a", s("a"), "b", s("zzz"))));
        assertFalse(k.matches(Item.of("a", s("b"), "b", s("zzz"))));
    }

    @Test
    void sortKeyConditionsInEitherOrderAndFlipped() {
        KeyCondition k = parse(":a < b AND a = :b").resolve(RANGE);
        assertEquals(List.of(s("b")), k.partitionValues());
        KeyPredicate.Compare c = assertInstanceOf(KeyPredicate.Compare.class, k.sortCondition().orElseThrow());
        assertEquals(CompareOp.GT, c.op());
        assertTrue(k.matches(Item.of("a", s("b"), "b", s("ab"))));
        assertFalse(k.matches(Item.of("a", s("b"), "b", s("a"))));
    }

    @Test
    void betweenAndBeginsWith() {
        KeyPredicate between = parse("a = :a AND b BETWEEN :a AND :b").resolve(RANGE).sortCondition().orElseThrow();
        assertTrue(between.matches(s("a")) && between.matches(s("az")) && between.matches(s("b")));
        assertFalse(between.matches(s("ba")));
        KeyPredicate prefix = parse("a = :a AND begins_with(#sk, :b)").resolve(RANGE).sortCondition().orElseThrow();
        assertTrue(prefix.matches(s("b#1")));
        assertFalse(prefix.matches(s("ab")));
    }

    @Test
    void parenthesesAroundConditions() {
        parse("(a = :a) AND (b = :b)").resolve(RANGE);
        parse("(a = :a AND b > :b)").resolve(RANGE);
        fails("Invalid KeyConditionExpression: The expression has redundant parentheses;", () -> parse("((a = :a))"));
    }

    @Test
    void invalidOperators() {
        String m = "Invalid operator used in KeyConditionExpression: ";
        fails(m + "OR", () -> ctx().keyCondition("a > b and size(b) > c or a > c"));
        fails(m + "IN", () -> ctx().keyCondition("a in (b, size(c), d)"));
        fails(m + "attribute_exists", () -> ctx().keyCondition("attribute_exists(a)"));
        fails(m + "attribute_not_exists", () -> ctx().keyCondition("attribute_not_exists(a)"));
        fails(m + "contains", () -> ctx().keyCondition("contains(a.d, b)"));
        fails(m + "NOT", () -> ctx().keyCondition("not a > b"));
        fails(m + "<>", () -> ctx().keyCondition("a <> b"));
        fails(m + "attribute_type", () -> ctx(":a", s("S")).keyCondition("attribute_type(a, :a)"));
    }

    @Test
    void generalChecksComeFirst() {
        fails("Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: "
                + "attribute_type, operand type: N", () -> ctx(":a", n(1)).keyCondition("attribute_type(a, :a)"));
    }

    @Test
    void conditionShapes() {
        fails("Invalid condition in KeyConditionExpression: BETWEEN operator must have the key attribute as its first "
                + "operand", () -> ctx(":a", s("1"), ":b", s("1")).keyCondition(":a between size(b) and size(a) and b > :b"));
        fails("Invalid condition in KeyConditionExpression: begins_with operator must have the key attribute as its first "
                + "operand", () -> ctx(":a", s("1"), ":b", s("1")).keyCondition("begins_with(:a, b) and a > :b"));
        for (String e : new String[] {"size(b) > a AND a.b > b AND b > c", "a > size(b.d)", "a between size(b) and size(a)"}) {
            fails("KeyConditionExpressions cannot contain nested operations", () -> ctx().keyCondition(e));
        }
        for (String e : new String[] {"b > a.b", "b between c[1] and d", "a between b and size(a)", "begins_with(a, b)"}) {
            fails("Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition",
                    () -> ctx().keyCondition(e));
        }
        for (String e : new String[] {"b.d > a AND c.d > e.f", "a.d > c", "b[0] > a"}) {
            fails("KeyConditionExpressions cannot have conditions on nested attributes", () -> ctx().keyCondition(e));
        }
        fails("Invalid condition in KeyConditionExpression: No key attribute specified",
                () -> ctx(":a", n(1), ":b", n(1)).keyCondition(":b > :a AND a < :b"));
        fails("KeyConditionExpressions must only contain one condition per key",
                () -> ctx(":a", n(1)).keyCondition("b > :a AND b < :a and c = :a and d = :a"));
        // Up to eight conditions may fit a multi-attribute GSI key: more than a key can take is refused
        // when the condition meets the schema it queries (resolvingAgainstTheSchema), nine at once.
        fails("Conditions can be of length 1 or 2 only", () -> ctx(":a", s("a"))
                .keyCondition("a = :a and b = :a and c = :a and d = :a and e = :a and f = :a and g = :a and h = :a and i = :a"));
    }

    @Test
    void resolvingAgainstTheSchema() {
        fails("Conditions can be of length 1 or 2 only",
                () -> ctx(":a", s("a")).keyCondition(":a = a and b = :a and :a = c").resolve(RANGE));
        fails("Query condition missed key schema element: a", () -> parse("b = :a").resolve(RANGE));
        fails("Query condition missed key schema element: a", () -> parse("z = :a").resolve(HASH));
        fails("Query condition missed key schema element: b",
                () -> ctx(":a", s("b"), ":b", n(1)).keyCondition("a = :a and c = :b").resolve(RANGE));
        fails("Query key condition not supported", () -> parse("a = :a AND b = :a").resolve(HASH));
        fails("Query key condition not supported", () -> parse("y = :a and z = :a").resolve(HASH));
        for (String e : new String[] {"a > :a", "a < :a", ":a <= a", ":a >= a", "begins_with(a, :a)", "a between :a and :a"}) {
            fails("Query key condition not supported", () -> parse(e).resolve(HASH));
        }
        fails("One or more parameter values were invalid: Condition parameter type does not match schema type",
                () -> parse(":n > a").resolve(HASH));
        fails("One or more parameter values were invalid: Condition parameter type does not match schema type",
                () -> parse("a = :a AND b > :n").resolve(RANGE));
    }

    @Test
    void numericSortKeysCompareByValue() {
        KeySchema numeric = KeySchema.of("pk", AttributeType.S, "n", AttributeType.N);
        KeyCondition k = ctx(":p", s("P"), ":lo", n("9"), ":hi", n("1e1"))
                .keyCondition("pk = :p AND n BETWEEN :lo AND :hi").resolve(numeric);
        assertTrue(k.matches(Item.of("pk", s("P"), "n", n("10.0"))));
        assertFalse(k.matches(Item.of("pk", s("P"), "n", n("10.5"))));
        assertFalse(k.matches(Item.of("pk", s("P"), "n", s("10"))));
    }
}
