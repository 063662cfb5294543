package dev.tablewright.engine.expr;

import static dev.tablewright.engine.expr.Fixtures.ctx;
import static dev.tablewright.engine.expr.Fixtures.fails;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Messages verified against DynamoDB (quoted in public issues) where the test says so. */
class SyntaxErrorTest {

    @Test
    void nearQuotesTheTokensAroundTheError() {
        // Verified against DynamoDB: a-b in every kind of condition.
        ExpressionException e = fails("Invalid FilterExpression: Syntax error; token: \"-\", near: \"a-b\"",
                () -> ctx().filter("a-b"));
        assertEquals(1, e.position());
        assertEquals(ExpressionKind.FILTER, e.kind().orElseThrow());
        fails("Invalid ConditionExpression: Syntax error; token: \"-\", near: \"a-b\"", () -> ctx().condition("a-b"));
        fails("Invalid KeyConditionExpression: Syntax error; token: \"-\", near: \"a-b\"",
                () -> ctx().keyCondition("a-b"));
    }

    @Test
    void endOfInputIsEof() {
        // Verified: "attribute_exists(car_id) AND NOT #h" fails at <EOF> near the last token.
        ExpressionException e = fails(
                "Invalid ConditionExpression: Syntax error; token: \"<EOF>\", near: \"#has_air_conditioner\"",
                () -> ctx("#has_air_conditioner", "x").condition("attribute_exists(car_id) AND NOT #has_air_conditioner"));
        assertEquals(53, e.position());
        fails("Invalid UpdateExpression: Syntax error; token: \"<EOF>\", near: \"SET\"", () -> ctx().update("SET"));
    }

    @Test
    void emptyArgumentListsAndIndexes() {
        fails("Invalid ConditionExpression: Syntax error; token: \")\", near: \"()\"",
                () -> ctx().condition("attribute_type()"));
        fails("Invalid KeyConditionExpression: Syntax error; token: \")\", near: \"()\"", () -> ctx().keyCondition("()"));
        fails("Invalid ProjectionExpression: Syntax error; token: \"a\", near: \"[a]\"", () -> ctx().projection("l[a]"));
        fails("Invalid ProjectionExpression: Syntax error; token: \"]\", near: \"[]\"", () -> ctx().projection("l[]"));
    }

    @Test
    void nearKeepsTheSourceSpacing() {
        fails("Invalid UpdateExpression: Syntax error; token: \"0\", near: \", 0)\"",
                () -> ctx(":a", s("x")).update("SET a = list_append(:a, 0)"));
    }

    @Test
    void literalsAreNotPartOfTheLanguage() {
        fails("Invalid KeyConditionExpression: Syntax error; token: \"4\", near: \"> 4\"", () -> ctx().keyCondition("a > 4"));
        fails("Invalid UpdateExpression: Syntax error; token: \"\"\", near: \"= \"eight\"",
                () -> ctx().update("set a[1] = \"eight\""));
    }

    @Test
    void emptyExpression() {
        fails("Invalid ConditionExpression: The expression can not be empty;", () -> ctx().condition(""));
        fails("Invalid FilterExpression: The expression can not be empty;", () -> ctx().filter(""));
        fails("Invalid KeyConditionExpression: The expression can not be empty;", () -> ctx().keyCondition(""));
        fails("Invalid ProjectionExpression: The expression can not be empty;", () -> ctx().projection(""));
        fails("Invalid UpdateExpression: The expression can not be empty;", () -> ctx().update(""));
    }

    // Expressions DynamoDB rejects as syntax errors (from a suite run against DynamoDB).
    @ParameterizedTest
    @ValueSource(strings = {"things are not gonna be ok", "a > 4", "attribute_exists(Pictures-RearView)",
        "attribute_exists(\"Pictures.RearView\")", "attribute_exists(Pictures..RearView)",
        "attribute_exists(Pi#ctures.RearView)", "attribute_exists(asdf[a])", "a.:a < b.:b", "a in b, c",
        "a > between", "a in b", "a in (b,c,)", "(a)between(b.(c.d))and(c)", "(a)between(b.c.d)and((c)",
        "#$.b > a", "a > :things.stuff", "b[:a] > a", "b[#_] > a", "ü > a", "(a)between(b.c[4.5].#d)and(:a)",
        "size(a).b > a", "(size(a)).b > a", "size(a)[0] > a", "(size(a))[0] > a", "a", "(a)", "a AND b = c",
        "a = b c", "NOT a", "a = ", "a IN ()"})
    void conditionSyntaxErrors(String expression) {
        ExpressionException e = assertThrows(ExpressionException.class, () -> ctx().filter(expression));
        assertTrue(e.getMessage().startsWith("Invalid FilterExpression: Syntax error; token: "), e.getMessage());
        assertTrue(e.position() >= 0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"whatever", "set a", "add a", "delete a", "set a=set", "remove a = b", "add a = b",
        "delete a = b", "delete a b", "delete a if_not_exist(b)", "add abort b", "add a if_not_exist(b)", "remove a b",
        "set a b", "set :a = b", "add :a b", "delete :a b", "remove :a", "set a = b / c", "set a = b * c",
        "set a[1] = \"eight\"", "set a[1] = 1", "SET a = if_not_exist(a, 100)", "SET if_not_exist(a, b) = a",
        "set (a = (b + c))", "set a = (b.c).d + e", "set a = (b.c)[0] + e", "set a = b + c + d", "SET a = :v,",
        "SET a = b REMOVE"})
    void updateSyntaxErrors(String expression) {
        ExpressionException e = assertThrows(ExpressionException.class, () -> ctx().update(expression));
        assertTrue(e.getMessage().startsWith("Invalid UpdateExpression: Syntax error; token: "), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"a,", ",a", "a b", "a.", "a[-1]", "a[1.5]", ":v", "a[99999999999999999999]", "size(a)"})
    void projectionSyntaxErrors(String expression) {
        ExpressionException e = assertThrows(ExpressionException.class, () -> ctx().projection(expression));
        assertTrue(e.getMessage().startsWith("Invalid ProjectionExpression: Syntax error; token: "), e.getMessage());
    }
}
