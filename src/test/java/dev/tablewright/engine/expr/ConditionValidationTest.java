package dev.tablewright.engine.expr;

import dev.tablewright.engine.expr.parse.ExpressionContext;
import static dev.tablewright.engine.expr.Fixtures.ctx;
import static dev.tablewright.engine.expr.Fixtures.fails;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** DynamoDB's semantic checks of conditions, with messages and precedence from a suite run against DynamoDB. */
class ConditionValidationTest {
    private static final String F = "Invalid FilterExpression: ";

    @ParameterizedTest
    @ValueSource(strings = {"a=a and a > ((views))", "(a)between(((b.c)).d)and(c)", "a > whatever((:things), ((a)))",
        "a=a AND ((a=a AND a=a)) AND a=a", "a=a OR ((a=a OR a=a)) OR a=a", "a=a AND ((a=a AND (a=a AND a=a)))",
        "a=a OR ((a=a OR (a=a OR a=a)))", "((a = :v))"})
    void redundantParentheses(String expression) {
        fails(F + "The expression has redundant parentheses;", () -> ctx().filter(expression));
    }

    @Test
    void singleParenthesesAreFine() {
        ctx(":v", n(1)).filter("(a = :v)");
        ctx(":v", n(1)).filter("(a = :v AND (b = :v))");
        ctx(":v", n(1)).filter("((a = :v) OR (b = :v))");
    }

    @Test
    void functionNamesAreCaseSensitive() {
        fails(F + "Invalid function name; function: whatever", () -> ctx().filter("a=a and whatever((:things)) > a"));
        fails(F + "Invalid function name; function: attRIbute_exIsts",
                () -> ctx().filter("attRIbute_exIsts((views), #a)"));
        fails(F + "Invalid function name; function: BEGINS_WITH", () -> ctx().filter("BEGINS_WITH(a, :v)"));
    }

    @Test
    void functionsUsedTheWrongWay() {
        String m = F + "The function is not allowed to be used this way in an expression; function: ";
        fails(m + "attribute_exists", () -> ctx().filter("a=a and attribute_exists((views), (#a)) > b"));
        fails(m + "attribute_not_exists", () -> ctx().filter("attribute_not_exists(things) > b"));
        fails(m + "contains", () -> ctx().filter("size(contains(a, b)) > a"));
        fails(m + "size", () -> ctx().filter("size(things)"));
        fails(m + "size", () -> ctx().filter("a = b AND size(things)"));
        fails(m + "attribute_exists", () -> ctx().filter("a between b and attribute_exists(things)"));
        fails(m + "attribute_exists", () -> ctx().filter("a in (b, attribute_exists(things))"));
    }

    @Test
    void reservedWordsAsWritten() {
        String m = F + "Attribute name is a reserved keyword; reserved keyword: ";
        fails(m + "views", () -> ctx().filter("attribute_exists(views, #a)"));
        fails(m + "abOrT", () -> ctx().filter(":a < abOrT"));
        fails(m + "status", () -> ctx(":v", s("x")).filter("a.status = :v"));
        fails("Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: Status",
                () -> ctx(":v", s("x")).condition("Status = :v"));
        ctx("#s", "status", ":v", s("x")).filter("#s = :v");
    }

    @Test
    void undefinedNamesAndValuesInTextOrder() {
        String name = F + "An expression attribute name used in the document path is not defined; attribute name: ";
        String value = F + "An expression attribute value used in expression is not defined; attribute value: ";
        fails(name + "#Pictures", () -> ctx().filter("attribute_exists(#Pictures.RearView, :a) and a=a"));
        fails(name + "#RearView", () -> ctx().filter("begins_with(Pictures.#RearView)"));
        fails(name + "#P", () -> ctx().filter("(#P between :lo and :hi) and (#PC in (:cat1, :cat2))"));
        fails(name + "#d", () -> ctx().filter("(a)between(b.c[45].#d)and(:a)"));
        fails(value + ":hello", () -> ctx().filter("begins_with(:hello, #a, #b)"));
        fails(value + ":a", () -> ctx().filter(":a < :b"));
        ExpressionException e = fails(value + ":_", () -> ctx().filter(":_ > a"));
        assertEquals(0, e.position());
    }

    @Test
    void operandCounts() {
        String m = F + "Incorrect number of operands for operator or function; operator or function: ";
        fails(m + "attribute_exists, number of operands: 2", () -> ctx().filter("attribute_exists(things, a) and a=a"));
        fails(m + "attribute_type, number of operands: 1", () -> ctx().filter("attribute_type(things)"));
        fails(m + "begins_with, number of operands: 3", () -> ctx().filter("begins_with(things, size(a), b)"));
        fails(m + "contains, number of operands: 1", () -> ctx().filter("contains(things)"));
        fails(m + "size, number of operands: 2", () -> ctx().filter("size(things, a) > b"));
    }

    @Test
    void operandTypes() {
        String m = F + "Incorrect operand type for operator or function; operator or function: ";
        fails(m + "attribute_type, operand type: N",
                () -> ctx(":a", n(1)).filter("attribute_type(a, size(a)) and a=a and a=:a"));
        fails(m + "attribute_type, operand type: N", () -> ctx(":a", n(1)).filter("attribute_type(a, :a)"));
        fails(m + "attribute_type, operand type: {NS,SS,L,BS,N,M,B,BOOL,NULL,S}",
                () -> ctx().filter("attribute_type(a, b)"));
        fails(m + "begins_with, operand type: N", () -> ctx(":a", n(1)).filter("begins_with(a, :a)"));
        fails(m + "begins_with, operand type: BOOL", () -> ctx(":a", AttributeValue.TRUE).filter("begins_with(:a, a)"));
        fails(m + "begins_with, operand type: N", () -> ctx(":a", n(1)).filter("begins_with(a, size(a)) and a=:a"));
        fails(m + "size, operand type: N", () -> ctx(":a", n(1)).filter("size(size(a)) > :a"));
        fails(m + "size, operand type: NULL", () -> ctx(":a", AttributeValue.NULL).filter("size(:a) > a"));
        ctx(":a", s("x")).filter("size(:a) > a");
        ctx(":a", new AttributeValue.B(Binary.of(new byte[] {1}))).filter("begins_with(a, :a)");
    }

    @Test
    void attributeTypeNeedsAValidCode() {
        fails(F + "Invalid attribute type name found; type: 1, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}",
                () -> ctx(":a", s("1")).filter("attribute_type(a, :a)"));
        fails(F + "Invalid attribute type name found; type: string, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}",
                () -> ctx(":a", s("string")).filter("attribute_type(a, :a)"));
    }

    @Test
    void functionsThatNeedAPath() {
        String m = F + "Operator or function requires a document path; operator or function: ";
        fails(m + "attribute_exists", () -> ctx(":a", s("1")).filter("attribute_exists(:a) and a=a"));
        fails(m + "attribute_not_exists", () -> ctx(":a", s("1")).filter("attribute_not_exists(size(:a))"));
        fails(F + "Incorrect operand type for operator or function; operator or function: size, operand type: N",
                () -> ctx(":a", n(1)).filter("attribute_not_exists(size(:a))"));
    }

    @Test
    void operandsMustBeDistinct() {
        String m = F + "The first operand must be distinct from the remaining operands for this operator or function; ";
        fails(m + "operator: =, first operand: [a]", () -> ctx("#a", "a", ":views", n(1))
                .filter("a = a AND #a = b AND :views > a"));
        fails(m + "operator: <>, first operand: [a]", () -> ctx("#a", "a").filter("#a <> a"));
        fails(m + "operator: =, first operand: [a]", () -> ctx().filter("((a=a) OR (a=a))"));
        fails(m + "operator: contains, first operand: [ab, bc, [1], a]",
                () -> ctx("#a", "a").filter("contains(ab.bc[1].a, ab.bc[1].#a)"));
        fails(m + "operator: begins_with, first operand: [ab, bc, [1], a]",
                () -> ctx("#a", "a").filter("begins_with(ab.bc[1].a, ab.bc[1].#a)"));
        ctx(":a", n(1)).filter(":a > :a");
    }

    @Test
    void betweenBoundsMustBeOrdered() {
        // Verified against DynamoDB.
        fails("Invalid ConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to "
                        + "lower bound; lower bound operand: AttributeValue: {N:5}, upper bound operand: AttributeValue: {N:4}",
                () -> ctx(":l", n(5), ":u", n(4)).condition("pk BETWEEN :l AND :u"));
        fails("Invalid KeyConditionExpression: The BETWEEN operator requires same data type for lower and upper bounds; "
                        + "lower bound operand: AttributeValue: {N:1}, upper bound operand: AttributeValue: {S:a}",
                () -> ctx(":a", s("a"), ":b", n(1)).keyCondition("a between :b and :a"));
        fails("Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to "
                        + "lower bound; lower bound operand: AttributeValue: {S:b}, upper bound operand: AttributeValue: {S:a}",
                () -> ctx(":a", s("a"), ":b", s("b")).keyCondition("a between :b and :a"));
        ctx(":a", s("a")).filter("x BETWEEN :a AND :a");
    }

    @Test
    void orderingNeedsOrderableLiterals() {
        String m = F + "Incorrect operand type for operator or function; operator or function: ";
        fails(m + "<, operand type: BOOL", () -> ctx(":b", AttributeValue.TRUE).filter("a < :b"));
        fails(m + ">=, operand type: L", () -> ctx(":b", AttributeValue.list()).filter(":b >= a"));
        fails(m + "BETWEEN, operand type: NULL",
                () -> ctx(":b", AttributeValue.NULL, ":c", n(1)).filter("a BETWEEN :b AND :c"));
        ctx(":b", AttributeValue.TRUE).filter("a = :b");
        ctx(":b", new AttributeValue.SS(Set.of("x"))).filter("a <> :b");
    }

    @Test
    void inTakesAtMostOneHundredOperands() {
        Map<String, AttributeValue> values = IntStream.range(0, 101).boxed()
                .collect(Collectors.toMap(i -> ":v" + i, i -> n(i), (x, y) -> x, java.util.LinkedHashMap::new));
        String list101 = values.keySet().stream().collect(Collectors.joining(", "));
        ExpressionContext ctx = new ExpressionContext(null, values);
        fails(F + "The IN operator is provided with too many operands; number of operands: 101",
                () -> ctx.filter("a IN (" + list101 + ")"));
        String list100 = values.keySet().stream().limit(100).collect(Collectors.joining(", "));
        Condition.In in = (Condition.In) ctx.filter("a IN (" + list100 + ")").root();
        assertEquals(100, in.candidates().size());
    }

    @Test
    void checksRunInDynamoOrder() {
        // Redundant parentheses come before an unknown function, which comes before a reserved word, ...
        fails(F + "The expression has redundant parentheses;", () -> ctx().filter("whatever(((views))) = a"));
        fails(F + "Invalid function name; function: whatever", () -> ctx().filter("whatever(views) = a"));
        fails(F + "Attribute name is a reserved keyword; reserved keyword: views",
                () -> ctx().filter("#x = a AND views = b"));
        // ... and the first condition with any problem reports its most important one.
        fails(F + "An expression attribute name used in the document path is not defined; attribute name: #x",
                () -> ctx().filter("size(#x, :y) > a AND b = b"));
        fails(F + "Incorrect number of operands for operator or function; operator or function: size, number of operands: 2",
                () -> ctx().filter("size(a, b) > c AND #x = :y"));
    }
}
