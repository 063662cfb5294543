package dev.tablewright.engine.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PatternRequestTest {
    private final TableDesign table = TableDesign.of("Races", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
            .withLocalIndexes(List.of(new LocalSecondaryIndex("ByOutput", new AttributeDef("Numeric", AttributeType.N),
                    Projection.ALL)));

    private static AccessPattern pattern(OperationKind op, String index, String condition, Map<String, String> params) {
        return new AccessPattern("p", "", null, op, index, condition, "", "", false, params);
    }

    @Test
    void queryGetsPlaceholdersTypedByTheKeySchema() {
        PatternRequest.Read read = PatternRequest.of(table, pattern(OperationKind.QUERY, "ByOutput",
                "PK = racer-${racerId} AND Numeric >= ${min}", Map.of("racerId", "7", "min", "100")), Map.of("min", "150.50"));
        QueryRequest q = assertInstanceOf(PatternRequest.Query.class, read).request();
        assertEquals("#k0 = :v0 AND #k1 >= :v1", q.keyCondition());
        assertEquals(Map.of("#k0", "PK", "#k1", "Numeric"), q.expr().names());
        assertEquals(Map.of(":v0", AttributeValue.s("racer-7"), ":v1", AttributeValue.n("150.5")), q.expr().values());
        assertEquals("ByOutput", q.index());
        assertEquals(false, q.scanIndexForward());
    }

    @Test
    void getItemNamesTheWholeKey() {
        PatternRequest.Read read = PatternRequest.of(table, pattern(OperationKind.GET_ITEM, null,
                "PK = racer-${r} AND SK = race-${race}", Map.of("r", "1", "race", "9")), Map.of());
        assertEquals(Map.of("PK", AttributeValue.s("racer-1"), "SK", AttributeValue.s("race-9")),
                assertInstanceOf(PatternRequest.Get.class, read).request().key());
    }

    @Test
    void beginsWithAndBetweenBecomeDynamoDbSyntax() {
        QueryRequest q = ((PatternRequest.Query) PatternRequest.of(table, pattern(OperationKind.QUERY, null,
                "PK = X AND begins_with(SK, race-)", Map.of()), Map.of())).request();
        assertEquals("#k0 = :v0 AND begins_with(#k1, :v1)", q.keyCondition());
        q = ((PatternRequest.Query) PatternRequest.of(table, pattern(OperationKind.QUERY, null,
                "PK = X AND SK BETWEEN a AND b", Map.of()), Map.of())).request();
        assertEquals("#k0 = :v0 AND #k1 BETWEEN :v1 AND :v2", q.keyCondition());
    }

    @Test
    void refusesWritesMissingParametersAndWrongTypes() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PatternRequest.of(table,
                pattern(OperationKind.UPDATE_ITEM, null, "PK = a AND SK = b", Map.of()), Map.of())).getMessage()
                .contains("only reads"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PatternRequest.of(table,
                pattern(OperationKind.QUERY, null, "PK = ${who}", Map.of()), Map.of())).getMessage()
                .contains("--param who="));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PatternRequest.of(table,
                pattern(OperationKind.QUERY, "ByOutput", "PK = a AND Numeric > ${n}", Map.of("n", "lots")), Map.of()))
                .getMessage().startsWith("Numeric is N"));
    }

    @Test
    void aFilterNamesAttributesWithHashNamesTypedValuesAndNoClashWithTheKeys() {
        AccessPattern p = new AccessPattern("p", "", null, OperationKind.QUERY, null, "PK = X",
                "#k0 > ${n:N} AND #ok = ${ok:BOOL} AND #type = ${t}", "", true,
                Map.of("n", "5", "ok", "true", "t", "race"));
        QueryRequest q = ((PatternRequest.Query) PatternRequest.of(table, p, Map.of())).request();
        assertEquals("#k0 = :v0", q.keyCondition());
        assertEquals("#k1 > :v1 AND #ok = :v2 AND #type = :v3", q.filter());
        assertEquals(Map.of("#k0", "PK", "#k1", "k0", "#ok", "ok", "#type", "type"), q.expr().names());
        assertEquals(Map.of(":v0", AttributeValue.s("X"), ":v1", AttributeValue.n("5"), ":v2", AttributeValue.bool(true),
                ":v3", AttributeValue.s("race")), q.expr().values());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PatternRequest.of(table, new AccessPattern("p", "",
                null, OperationKind.SCAN, null, "", "#n = ${n:N}", "", true, Map.of("n", "many")), Map.of())).getMessage()
                .startsWith("parameter n is a number"));
    }

    /** "entityType = Actor": Actor is the Actor entity's marker here, not an attribute no item has. */
    @Test
    void aTypeAttributeComparedWithAnEntitysMarkerMeansTheMarker() {
        dev.tablewright.model.DataModel movies = dev.tablewright.format.SampleModels.read(
                dev.tablewright.format.SampleModels.FIRST).model().orElseThrow();
        TableDesign t = movies.tables().get(0);
        String type = t.typeAttribute();
        String marker = t.entity("Actor").orElseThrow().typeValue();
        AccessPattern allActors = new AccessPattern("All actors", "", "Actor", OperationKind.SCAN, null, "",
                type + " = " + marker, "", true, Map.of());
        dev.tablewright.engine.api.ScanRequest scan = ((PatternRequest.Scan) PatternRequest.of(t, allActors, Map.of()))
                .request();
        assertEquals(type + " = :v0", scan.filter());
        assertEquals(Map.of(":v0", AttributeValue.s(marker)), scan.expr().values());
        int actors = t.entity("Actor").orElseThrow().items().size();
        assertEquals(actors, PatternAnalyzer.of(movies).analyse(t, allActors).returned().size());
        AccessPattern byAttribute = new AccessPattern("Same as", "", "Actor", OperationKind.SCAN, null, "",
                type + " = actorName", "", true, Map.of());
        assertEquals(type + " = actorName", ((PatternRequest.Scan) PatternRequest.of(t, byAttribute, Map.of()))
                .request().filter(), "an attribute's name stays an attribute");
    }
}
