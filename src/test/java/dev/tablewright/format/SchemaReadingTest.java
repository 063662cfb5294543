package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Problem;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.tablewright.format.Docs.withTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ModelSchema details: LSIs, inference corners, and what happens to unknown members on edits. */
class SchemaReadingTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void localIndexesTakeTheirSortTypeFromTheExtensionThenTheDeclaredAttributes() {
        String doc = withTable("""
                "ModelSchema": {"indexes": {
                    "LSI1": {"type": "local", "sort": "score", "project": "keys"},
                    "LSI2": {"type": "local", "sort": "rank", "project": ["a", "b"]},
                    "LSI3": {"type": "local", "sort": "when"}},
                  "extensions": {"tablewright": {"localIndexes": {"LSI2": {"sortType": "B"}}}}}
                """).replace("\"NonKeyAttributes\": []",
                "\"NonKeyAttributes\": [{\"AttributeName\": \"score\", \"AttributeType\": \"N\"}]");
        TableDesign t = Docs.table(doc);
        List<LocalSecondaryIndex> lsis = t.localIndexes();
        assertEquals(new AttributeDef("score", AttributeType.N), lsis.get(0).sortKey());
        assertEquals(ProjectionType.KEYS_ONLY, lsis.get(0).projection().type());
        assertEquals(new AttributeDef("rank", AttributeType.B), lsis.get(1).sortKey());
        assertEquals(List.of("a", "b"), lsis.get(1).projection().nonKeyAttributes());
        assertEquals(new AttributeDef("when", AttributeType.S), lsis.get(2).sortKey());
        assertEquals(ProjectionType.ALL, lsis.get(2).projection().type());
        Docs.roundTrip(DataModel.of("M", List.of(t)));
    }

    @Test
    void aLocalIndexWithAnotherPartitionKeyIsAWarning() {
        ReadResult r = Docs.parse(withTable(
                "\"ModelSchema\": {\"indexes\": {\"LSI1\": {\"type\": \"local\", \"hash\": \"other\", \"sort\": \"x\"}}}"));
        assertEquals("$.DataModel[0].ModelSchema.indexes.LSI1.hash", Docs.only(r, Severity.WARNING).path());
        assertEquals(1, r.model().orElseThrow().tables().get(0).localIndexes().size());
    }

    @Test
    void anIndexOnlyInTheModelSchemaIsAWarningAndKeptAsWritten() throws Exception {
        ReadResult r = Docs.parse(withTable("\"ModelSchema\": {\"indexes\": {\"GSI9\": {\"hash\": \"g\"}}}"));
        Problem p = Docs.only(r, Severity.WARNING);
        assertEquals("$.DataModel[0].ModelSchema.indexes.GSI9", p.path());
        assertTrue(p.message().endsWith("kept as written"), p::message);
        DataModel m = r.model().orElseThrow();
        assertTrue(m.tables().get(0).globalIndexes().isEmpty());
        JsonNode written = JSON.readTree(WorkbenchJson.write(m));
        assertEquals(JSON.readTree("{\"hash\": \"g\"}"), written.at("/DataModel/0/ModelSchema/indexes/GSI9"));
    }

    @Test
    void keysThatDisagreeWithTheWorkbenchBlockAreAWarning() {
        ReadResult r = Docs.parse(withTable("\"ModelSchema\": {\"indexes\": {\"primary\": {\"hash\": \"pk\", \"sort\": \"SK\"}}}"));
        assertTrue(Docs.only(r, Severity.WARNING).message().contains("KeyAttributes"));
        assertEquals("PK", r.model().orElseThrow().tables().get(0).keySchema().partitionKey().name());
    }

    @Test
    void oneTableVerbsAreReadAsOperations() {
        TableDesign t = Docs.table(withTable(
                "\"ModelSchema\": {\"queries\": {\"q\": {\"operation\": \"find\", \"index\": \"GSI1\", \"parameters\": {\"n\": 5}}}}"));
        assertEquals(OperationKind.QUERY, t.accessPatterns().get(0).operation());
        assertEquals("GSI1", t.accessPatterns().get(0).index());
        assertEquals("5", t.accessPatterns().get(0).parameters().get("n"));
    }

    @Test
    void aNewerExtensionVersionIsAWarning() {
        ReadResult r = Docs.parse(withTable("\"ModelSchema\": {\"extensions\": {\"tablewright\": {\"version\": 2}}}"));
        assertEquals("$.DataModel[0].ModelSchema.extensions.tablewright.version", Docs.only(r, Severity.WARNING).path());
    }

    @Test
    void unknownMembersOfARenamedEntityDoNotComeBack() throws Exception {
        String doc = withTable("""
                "TableFacets": [{"FacetName": "Old"}],
                "ModelSchema": {"models": {"Old": {"a": {"type": "string", "default": "x"}, "b": {"type": "number"}}},
                  "queries": {"Q": {"operation": "Scan", "cache": true}}}
                """);
        DataModel m = Docs.clean(doc);
        DataModel renamed = m.withTable("T", t -> t.withEntity("Old", e -> e.withName("New")));
        JsonNode schema = JSON.readTree(WorkbenchJson.write(renamed)).at("/DataModel/0/ModelSchema");
        assertFalse(schema.at("/models").has("Old"));
        assertEquals(JSON.readTree("{\"type\": \"string\"}"), schema.at("/models/New/a"));
        assertTrue(schema.at("/queries/Q/cache").booleanValue(), "members of elements that still exist stay");

        JsonNode unchanged = JSON.readTree(WorkbenchJson.write(m)).at("/DataModel/0/ModelSchema");
        assertEquals("x", unchanged.at("/models/Old/a/default").textValue());
    }

    @Test
    void anAttributeDeletedInTheDesignerDoesNotComeBack() throws Exception {
        DataModel m = Docs.clean(withTable("""
                "TableFacets": [{"FacetName": "E"}],
                "ModelSchema": {"models": {"E": {"a": {"type": "string", "default": "x"}}}}
                """));
        DataModel edited = m.withTable("T", t -> t.withEntity("E", e -> e.withAttributes(List.of())));
        JsonNode model = JSON.readTree(WorkbenchJson.write(edited)).at("/DataModel/0/ModelSchema/models/E");
        assertFalse(model.has("a"));
    }
}
