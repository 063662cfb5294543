package dev.tablewright.engine.query;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A GSI keyed on several attributes (DynamoDB's multi-attribute keys): tournament matches by
 * (tournamentId, region), sorted by round (a number), bracket, then matchId.
 */
class MultiAttributeKeyTest {
    private static final String INDEX = "ByRegion";
    private QueryEngine engine;

    @BeforeEach
    void table() {
        KeySchema byRegion = new KeySchema(
                List.of(new AttributeDef("tournamentId", AttributeType.S), new AttributeDef("region", AttributeType.S)),
                List.of(new AttributeDef("round", AttributeType.N), new AttributeDef("bracket", AttributeType.S),
                        new AttributeDef("matchId", AttributeType.S)));
        engine = new QueryEngine();
        engine.createTable(TableDesign.of("t", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex(INDEX, byRegion, Projection.ALL))));
        match("m1", "W24", "EU", 2, "UPPER");
        match("m2", "W24", "EU", 10, "LOWER");
        match("m3", "W24", "EU", 2, "LOWER");
        match("m4", "W24", "NA", 1, "UPPER");
        match("m5", "W24", "EU", 2, "UPPER");
        match("m6", "S25", "EU", 1, "UPPER");
    }

    private void match(String id, String tournament, String region, int round, String bracket) {
        engine.putItem(PutItemRequest.of("t", Item.of("PK", s("MATCH#" + id), "SK", s("MATCH"), "tournamentId",
                s(tournament), "region", s(region), "round", n(round), "bracket", s(bracket), "matchId", s(id))));
    }

    private Page query(String keyCondition, Object... values) {
        return page(keyCondition, null, true, null, values);
    }

    private Page page(String keyCondition, Integer limit, boolean forward, Map<String, AttributeValue> start,
            Object... values) {
        // REGION is a reserved word: the condition names it #region.
        Expr expr = Expr.NONE.withName("#region", "region");
        if (keyCondition.contains(":t")) {
            expr = expr.withValue(":t", s("W24"));
        }
        if (keyCondition.contains(":r")) {
            expr = expr.withValue(":r", s("EU"));
        }
        for (int i = 0; i < values.length; i += 2) {
            expr = expr.withValue((String) values[i], (AttributeValue) values[i + 1]);
        }
        return engine.query(new QueryRequest("t", INDEX, keyCondition, "", "", expr, limit, forward, start, null,
                false));
    }

    private static List<String> ids(Page page) {
        List<String> ids = new ArrayList<>();
        page.items().forEach(i -> ids.add(((AttributeValue.S) i.attributes().get("matchId")).value()));
        return ids;
    }

    private static void refused(String message, Runnable call) {
        DynamoException e = assertThrows(DynamoException.class, call::run);
        assertEquals(message, e.getMessage());
    }

    private static final String BOTH = "tournamentId = :t AND #region = :r";

    @Test
    void aPartitionIsEveryPartitionValueAndItemsSortByEachSortAttributeInTurn() {
        // round is a number: 2 before 10; then bracket; then matchId.
        assertEquals(List.of("m3", "m1", "m5", "m2"), ids(query(BOTH)));
        assertEquals(List.of("m2", "m5", "m1", "m3"), ids(page(BOTH, null, false, null)));
    }

    @Test
    void equalityOnAPrefixOfTheSortAttributesThenOneConditionOnTheNext() {
        assertEquals(List.of("m3", "m1", "m5"), ids(query(BOTH + " AND round = :n", ":n", n(2))));
        assertEquals(List.of("m1", "m5"), ids(query(BOTH + " AND round = :n AND bracket = :b", ":n", n(2),
                ":b", s("UPPER"))));
        assertEquals(List.of("m5"), ids(query(BOTH + " AND round = :n AND bracket = :b AND matchId > :m",
                ":n", n(2), ":b", s("UPPER"), ":m", s("m1"))));
        assertEquals(List.of("m2"), ids(query(BOTH + " AND round > :n", ":n", n(2))));
        assertEquals(List.of("m3", "m1", "m5"), ids(query(BOTH + " AND round <= :n", ":n", n(2))));
        assertEquals(List.of("m3", "m1", "m5", "m2"), ids(query(BOTH + " AND round BETWEEN :a AND :b",
                ":a", n(1), ":b", n(10))));
        assertEquals(List.of("m1", "m5"), ids(query(BOTH + " AND round = :n AND begins_with(bracket, :p)",
                ":n", n(2), ":p", s("UP"))));
        assertEquals(List.of("m3"), ids(query(BOTH + " AND round = :n AND bracket < :b", ":n", n(2),
                ":b", s("UPPER"))));
        assertEquals(List.of("m6"), ids(query("#region = :r AND tournamentId = :s", ":s", s("S25"))));
    }

    @Test
    void everyPartitionAttributeMustBeGivenByEquality() {
        refused("Query condition missed key schema element: region", () -> engine.query(new QueryRequest("t", INDEX,
                "tournamentId = :t", "", "", Expr.NONE.withValue(":t", s("W24")), null, true, null, null, false)));
        refused("Query key condition not supported", () -> query("tournamentId = :t AND #region > :r"));
    }

    @Test
    void sortAttributesAreGivenFromTheLeftWithoutSkippingAndOnlyTheLastIsARange() {
        refused("Query condition missed key schema element: bracket",
                () -> query(BOTH + " AND round = :n AND matchId = :m", ":n", n(2), ":m", s("m1")));
        refused("Query condition missed key schema element: round",
                () -> query(BOTH + " AND bracket = :b", ":b", s("UPPER")));
        refused("Query key condition not supported",
                () -> query(BOTH + " AND round > :n AND bracket = :b", ":n", n(1), ":b", s("UPPER")));
        refused("One or more parameter values were invalid: Condition parameter type does not match schema type",
                () -> query(BOTH + " AND round = :n", ":n", s("2")));
        refused("Query condition missed key schema element: round",
                () -> query(BOTH + " AND note = :o", ":o", s("x")));
    }

    @Test
    void anItemLandsOnlyWithEveryKeyAttribute() {
        engine.putItem(PutItemRequest.of("t", Item.of("PK", s("MATCH#m7"), "SK", s("MATCH"), "tournamentId", s("W24"),
                "region", s("EU"), "round", n(3), "matchId", s("m7"))));
        assertEquals(List.of("m3", "m1", "m5", "m2"), ids(query(BOTH)), "no bracket: not in the index");
        refused("One or more parameter values were invalid: Type mismatch for Index Key round Expected: N Actual: S "
                + "IndexName: ByRegion", () -> engine.putItem(PutItemRequest.of("t", Item.of("PK", s("MATCH#m8"),
                "SK", s("MATCH"), "round", s("3")))));
        refused("One or more parameter values are not valid. A value specified for a secondary index key is not "
                + "supported. The AttributeValue for a key attribute cannot contain an empty string value. "
                + "IndexName: ByRegion, IndexKey: bracket", () -> engine.putItem(PutItemRequest.of("t",
                Item.of("PK", s("MATCH#m8"), "SK", s("MATCH"), "bracket", s("")))));
    }

    @Test
    void pagesResumeFromAKeyCarryingEveryKeyAttribute() {
        Page first = page(BOTH, 2, true, null);
        assertEquals(List.of("m3", "m1"), ids(first));
        assertEquals(Map.of("PK", s("MATCH#m1"), "SK", s("MATCH"), "tournamentId", s("W24"), "region", s("EU"),
                "round", n(2), "bracket", s("UPPER"), "matchId", s("m1")), first.lastEvaluatedKey());
        Page second = page(BOTH, 2, true, first.lastEvaluatedKey());
        assertEquals(List.of("m5", "m2"), ids(second));
        Page rest = page(BOTH, 2, true, second.lastEvaluatedKey());
        assertEquals(List.of(), ids(rest));
        assertNull(rest.lastEvaluatedKey());
    }

    @Test
    void aScanOfTheIndexReadsEveryPartitionAndResumes() {
        Page first = engine.scan(new ScanRequest("t", INDEX, "", "", Expr.NONE, 4, null, null, null, null, false));
        assertEquals(4, first.count());
        Page rest = engine.scan(new ScanRequest("t", INDEX, "", "", Expr.NONE, null, first.lastEvaluatedKey(), null,
                null, null, false));
        List<String> all = new ArrayList<>(ids(first));
        all.addAll(ids(rest));
        assertEquals(List.of("m6", "m3", "m1", "m5", "m2", "m4"), all, "partitions in value order: S25, (W24, EU), (W24, NA)");
    }
}
