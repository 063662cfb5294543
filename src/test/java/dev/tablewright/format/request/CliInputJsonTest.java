package dev.tablewright.format.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CliInputJsonTest {
    private static final Expr EXPR = new Expr(Map.of("#n0", "tournamentId"), new LinkedHashMap<>(Map.of(":v0",
            AttributeValue.s("W24"), ":v1", AttributeValue.n("2"), ":v2", new AttributeValue.L(List.of(AttributeValue.bool(true))))));

    @Test
    void aQueryGoesOutInTheCliShapeAndComesBackTheSame() {
        QueryRequest q = new QueryRequest("Matches", "ByRegion", "#n0 = :v0", "round > :v1 AND x = :v2", "#n0, round",
                EXPR, 25, false, Map.of("PK", AttributeValue.s("a"), "SK", AttributeValue.s("b")), Select.ALL_ATTRIBUTES, true);
        String json = CliInputJson.query(q);
        assertEquals("""
                {
                  "TableName": "Matches",
                  "IndexName": "ByRegion",
                  "KeyConditionExpression": "#n0 = :v0",
                  "FilterExpression": "round > :v1 AND x = :v2",
                  "ProjectionExpression": "#n0, round",
                  "ExpressionAttributeNames": {
                    "#n0": "tournamentId"
                  },
                  "ExpressionAttributeValues": {""", json.substring(0, json.indexOf("{", json.indexOf("Values")) + 1));
        assertEquals(q, CliInputJson.parseQuery(json));
        assertEquals(q.withExclusiveStartKey(null), CliInputJson.parseQuery(CliInputJson.query(q.withExclusiveStartKey(null))));
    }

    @Test
    void aParallelScanKeepsItsSegments() {
        ScanRequest s = new ScanRequest("Movies", null, "", "", Expr.NONE, null, null, 0, 8, null, false);
        assertEquals("{\n  \"TableName\": \"Movies\",\n  \"Segment\": 0,\n  \"TotalSegments\": 8\n}\n", CliInputJson.scan(s));
        assertEquals(s, CliInputJson.parseScan(CliInputJson.scan(s)));
    }

    @Test
    void mistakesNameTheMember() {
        assertEquals("$.KeyConditionExpression: missing",
                assertThrows(IllegalArgumentException.class, () -> CliInputJson.parseQuery("{\"TableName\": \"T\"}")).getMessage());
        assertEquals("$.Limit: expected a whole number, found '5'",
                assertThrows(IllegalArgumentException.class,
                        () -> CliInputJson.parseScan("{\"TableName\": \"T\", \"Limit\": \"5\"}")).getMessage());
        assertEquals("Segment and TotalSegments go together",
                assertThrows(IllegalArgumentException.class,
                        () -> CliInputJson.parseScan("{\"TableName\": \"T\", \"Segment\": 1}")).getMessage());
    }

    @Test
    void theCliCommandQuotesTheJsonForAShell() {
        assertEquals("aws dynamodb scan --cli-input-json '{\"TableName\":\"it'\\''s\"}'",
                CliInputJson.command("scan", "{\n  \"TableName\": \"it's\"\n}\n"));
    }
}
