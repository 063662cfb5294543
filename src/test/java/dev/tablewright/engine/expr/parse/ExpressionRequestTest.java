package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.ProjectionExpression;
import dev.tablewright.engine.expr.UpdateExpression;

import static dev.tablewright.engine.expr.Fixtures.fails;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.OperationKind;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Placeholder rules across the expressions of one request; messages from suites run against DynamoDB. */
class ExpressionRequestTest {

    private static Map<String, String> names(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    private static Map<String, AttributeValue> values(Object... kv) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], (AttributeValue) kv[i + 1]);
        }
        return m;
    }

    /** OperationKind names each operation's expression parameters by their API names: each must be one. */
    @Test
    void everyOperationsExpressionParametersAreOnesTheParserKnows() {
        for (dev.tablewright.model.OperationKind k : dev.tablewright.model.OperationKind.values()) {
            k.expressions().forEach(p -> assertEquals(p, ExpressionKind.ofParameter(p).parameter()));
        }
        assertEquals(java.util.List.of("UpdateExpression", "ConditionExpression"),
                dev.tablewright.model.OperationKind.UPDATE_ITEM.expressions());
    }

    @Test
    void placeholdersAreSharedAcrossExpressions() {
        ExpressionRequest.Parsed p = ExpressionRequest.of(OperationKind.QUERY)
                .names(names("#pk", "pk", "#s", "status"))
                .values(values(":pk", s("A"), ":v", n(1)))
                .expression(ExpressionKind.KEY_CONDITION, "#pk = :pk")
                .expression(ExpressionKind.FILTER, "#s = :v")
                .expression(ExpressionKind.PROJECTION, "#s, #pk")
                .parse();
        assertTrue(p.keyCondition().isPresent() && p.filter().isPresent() && p.projection().isPresent());
        assertTrue(p.update().isEmpty() && p.condition().isEmpty());
    }

    @Test
    void unusedPlaceholders() {
        // Verified: "Value provided in ExpressionAttributeNames unused in expressions: keys: {#f2}".
        fails("Value provided in ExpressionAttributeNames unused in expressions: keys: {#f2}",
                () -> ExpressionRequest.of(OperationKind.QUERY).names(names("#pk", "pk", "#f2", "x"))
                        .values(values(":pk", s("A"))).expression(ExpressionKind.KEY_CONDITION, "#pk = :pk").parse());
        fails("Value provided in ExpressionAttributeValues unused in expressions: keys: {:c, :d}",
                () -> ExpressionRequest.of(OperationKind.UPDATE_ITEM).values(values(":a", s("a"), ":b", s("a"), ":c", n(1),
                                ":d", n(2))).expression(ExpressionKind.UPDATE, "set x = :a")
                        .expression(ExpressionKind.CONDITION, "a = :b").parse());
    }

    @Test
    void unusedNamesAreReportedBeforeUnusedValues() {
        fails("Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}",
                () -> ExpressionRequest.of(OperationKind.UPDATE_ITEM).names(names("#a", "a", "#b", "b"))
                        .values(values(":a", s("a"), ":x", s("x")))
                        .expression(ExpressionKind.UPDATE, "remove a set b = list_append(b, if_not_exists(a, :a))")
                        .parse());
    }

    @Test
    void expressionErrorsComeBeforeUnusedPlaceholders() {
        fails("Invalid UpdateExpression: Syntax error; token: \"<EOF>\", near: \"set\"",
                () -> ExpressionRequest.of(OperationKind.UPDATE_ITEM).names(names("#a", "a"))
                        .expression(ExpressionKind.UPDATE, "set").parse());
    }

    @Test
    void updateIsValidatedBeforeCondition() {
        fails("Invalid UpdateExpression: Syntax error; token: \"<EOF>\", near: \"set\"",
                () -> ExpressionRequest.of(OperationKind.UPDATE_ITEM).expression(ExpressionKind.CONDITION, "a-b")
                        .expression(ExpressionKind.UPDATE, "set").parse());
    }

    @Test
    void placeholdersWithoutExpressions() {
        fails("ExpressionAttributeNames can only be specified when using expressions",
                () -> ExpressionRequest.of(OperationKind.PUT_ITEM).names(names("#a", "a")).parse());
        fails("ExpressionAttributeValues can only be specified when using expressions: "
                        + "UpdateExpression and ConditionExpression are null",
                () -> ExpressionRequest.of(OperationKind.UPDATE_ITEM).values(values(":a", s("a"))).parse());
        fails("ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null",
                () -> ExpressionRequest.of(OperationKind.DELETE_ITEM).values(values(":a", s("a"))).parse());
        fails("ExpressionAttributeValues can only be specified when using expressions: FilterExpression is null",
                () -> ExpressionRequest.of(OperationKind.SCAN).values(values(":a", s("a")))
                        .expression(ExpressionKind.PROJECTION, "a").parse());
    }

    @Test
    void invalidPlaceholderMaps() {
        fails("ExpressionAttributeNames must not be empty", () -> new ExpressionContext(Map.of(), null));
        fails("ExpressionAttributeValues must not be empty", () -> new ExpressionContext(null, Map.of()));
        fails("ExpressionAttributeNames contains invalid key: Syntax error; key: \"a\"",
                () -> new ExpressionContext(Map.of("a", "a"), null));
        fails("ExpressionAttributeValues contains invalid key: Syntax error; key: \"b\"",
                () -> new ExpressionContext(null, Map.of("b", s("a"))));
        fails("ExpressionAttributeNames contains invalid key: Syntax error; key: \"#a-b\"",
                () -> new ExpressionContext(Map.of("#a-b", "a"), null));
    }

    @Test
    void operationsAcceptOnlyTheirExpressions() {
        assertThrows(IllegalArgumentException.class,
                () -> ExpressionRequest.of(OperationKind.GET_ITEM).expression(ExpressionKind.FILTER, "a = :b"));
    }

    @Test
    void contextTracksUseAcrossCalls() {
        ExpressionContext ctx = new ExpressionContext(names("#a", "a"), values(":v", n(1)));
        ctx.projection("#a");
        ExpressionException e = fails("Value provided in ExpressionAttributeValues unused in expressions: keys: {:v}",
                ctx::requireAllUsed);
        assertEquals(-1, e.position());
        assertTrue(e.kind().isEmpty());
        ctx.filter("b = :v");
        ctx.requireAllUsed();
    }

    @Test
    void aQueryChecksFilterThenProjectionThenKeyConditionThenKeyConditionRules() {
        // Found by the differential test against DynamoDB Local.
        fails("Invalid ProjectionExpression: Attribute name is a reserved keyword; reserved keyword: data",
                () -> ExpressionRequest.of(OperationKind.QUERY).values(values(":p", s("a"), ":x", s("b")))
                        .expression(ExpressionKind.KEY_CONDITION, "pk = :p OR x = :x")
                        .expression(ExpressionKind.PROJECTION, "data").parse());
        fails("Invalid FilterExpression: Incorrect operand type for operator or function; operator or function: <, "
                        + "operand type: L",
                () -> ExpressionRequest.of(OperationKind.QUERY).values(values(":p", s("a"), ":l", AttributeValue.list()))
                        .expression(ExpressionKind.KEY_CONDITION, "pk = :p AND")
                        .expression(ExpressionKind.FILTER, "x < :l").parse());
    }

    @Test
    void anUpdateReportsOverlappingPathsBeforeAnUndefinedValue() {
        fails("Invalid UpdateExpression: Two document paths overlap with each other; must remove or rewrite one of "
                        + "these paths; path one: [m, x], path two: [m]",
                () -> ExpressionRequest.of(OperationKind.UPDATE_ITEM).values(values(":v", s("a")))
                        .expression(ExpressionKind.UPDATE, "SET m.x = :v ADD m :nope").parse());
    }
}
