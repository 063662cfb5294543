package dev.tablewright.format;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static dev.tablewright.format.Docs.only;
import static dev.tablewright.format.Docs.parse;
import static dev.tablewright.format.Docs.withTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each kind of error: reported with its path, what was expected and what was found. */
class ReadErrorsTest {
    private static final String KEYS = "\"KeyAttributes\": {\"PartitionKey\": {\"AttributeName\": \"PK\", \"AttributeType\": \"S\"}}";

    @Test
    void brokenJsonHasLineAndColumnAndNoModel() {
        ReadResult r = parse("{\n  \"ModelName\": \"M\",\n  \"DataModel\": [\n    {\"TableName\": \"T\",}\n  ]\n}");
        assertTrue(r.model().isEmpty());
        Problem p = only(r, Severity.ERROR);
        assertEquals("4:23", p.path());
        assertTrue(p.message().startsWith("broken JSON"), p.message());
    }

    @Test
    void aDocumentThatIsNotAnObjectHasNoModel() {
        ReadResult r = parse("[1, 2]");
        assertTrue(r.model().isEmpty());
        assertEquals("expected a JSON object (a NoSQL Workbench model), found an array", only(r, Severity.ERROR).message());
    }

    @Test
    void withoutADataModelArrayThereIsNoModel() {
        ReadResult missing = parse("{\"ModelName\": \"M\"}");
        assertTrue(missing.model().isEmpty());
        assertEquals("$.DataModel", only(missing, Severity.ERROR).path());
        assertEquals("expected an array of tables, found nothing", only(missing, Severity.ERROR).message());

        ReadResult wrong = parse("{\"ModelName\": \"M\", \"DataModel\": {}}");
        assertTrue(wrong.model().isEmpty());
        assertEquals("expected an array of tables, found an empty object", only(wrong, Severity.ERROR).message());
    }

    @Test
    void aMissingTableNameIsAnErrorAndTheTableIsStillRead() {
        ReadResult r = parse("{\"ModelName\": \"M\", \"DataModel\": [{" + KEYS + "}]}");
        Problem p = Docs.of(r, Severity.ERROR).get(0);
        assertEquals("$.DataModel[0].TableName", p.path());
        assertEquals("expected a table name, found nothing; it is read as 'Table1'", p.message());
        assertEquals("Table1", r.model().orElseThrow().tables().get(0).name());
    }

    @Test
    void aTableWithoutKeyAttributesIsLeftOutAndTheOthersAreRead() {
        ReadResult r = parse("{\"ModelName\": \"M\", \"DataModel\": [{\"TableName\": \"A\"}, {\"TableName\": \"B\", "
                + KEYS + "}]}");
        DataModel m = r.model().orElseThrow();
        assertEquals(1, m.tables().size());
        assertEquals("B", m.tables().get(0).name());
        Problem first = Docs.of(r, Severity.ERROR).get(0);
        assertEquals("$.DataModel[0].KeyAttributes", first.path());
        assertEquals("expected a KeyAttributes object with a PartitionKey, found nothing", first.message());
    }

    @Test
    void aMissingPartitionKeyNameIsAnError() {
        ReadResult r = parse("{\"ModelName\": \"M\", \"DataModel\": [{\"TableName\": \"A\", \"KeyAttributes\": "
                + "{\"PartitionKey\": {\"AttributeType\": \"S\"}}}]}");
        assertEquals("$.DataModel[0].KeyAttributes.PartitionKey.AttributeName", Docs.of(r, Severity.ERROR).get(0).path());
        assertEquals(0, r.model().orElseThrow().tables().size());
    }

    @Test
    void anInvalidKeyTypeIsAnErrorAndReadAsString() {
        ReadResult r = parse(withTable("").replace("\"SortKey\": {\"AttributeName\": \"SK\", \"AttributeType\": \"S\"}",
                "\"SortKey\": {\"AttributeName\": \"SK\", \"AttributeType\": \"BOOL\"}"));
        Problem p = only(r, Severity.ERROR);
        assertEquals("$.DataModel[0].KeyAttributes.SortKey.AttributeType", p.path());
        assertEquals("expected a key type (S, N or B), found 'BOOL'; read as S", p.message());
        assertEquals(AttributeType.S, r.model().orElseThrow().tables().get(0).keySchema().sortKey().orElseThrow().type());
    }

    @Test
    void aBadNumberInAnItemIsAnErrorAtItsPath() {
        ReadResult r = parse(withTable("""
                "TableFacets": [{"FacetName": "A"}, {"FacetName": "B", "TableData": [{}, {}, {},
                  {"PK": {"S": "1"}, "SK": {"S": "1"}, "n": {"N": "abc"}}]}]
                """));
        Problem p = only(r, Severity.ERROR);
        assertEquals("$.DataModel[0].TableFacets[1].TableData[3].n.N", p.path());
        assertEquals("expected a number string, found 'abc'", p.message());
        TableDesign t = r.model().orElseThrow().tables().get(0);
        assertEquals(3, t.entities().get(1).items().size(), "the item is not shown without its value");
        String written = WorkbenchJson.write(r.model().orElseThrow());
        assertTrue(written.contains("\"abc\""), "but it is kept as written: " + written);
        assertEquals(Severity.WARNING, r.problems().stream().filter(x -> x.path()
                .equals("$.DataModel[0].TableFacets[1].TableData[3]")).findFirst().orElseThrow().severity());
    }

    @Test
    void badBase64IsAnErrorAtItsPath() {
        ReadResult r = parse(withTable("\"TableData\": [{\"PK\": {\"S\": \"1\"}, \"SK\": {\"S\": \"1\"}, \"b\": {\"B\": \"%%\"}}]"));
        Problem p = only(r, Severity.ERROR);
        assertEquals("$.DataModel[0].TableData[0].b.B", p.path());
        assertEquals("expected base64 text, found '%%'", p.message());
    }

    @Test
    void wrongJsonTypesAreErrorsAtTheirPath() {
        assertError(withTable("").replace("\"NonKeyAttributes\": []", "\"NonKeyAttributes\": {}"),
                "$.DataModel[0].NonKeyAttributes", "expected an array of attributes, found an empty object");
        assertError(withTable("\"TableData\": \"none\""),
                "$.DataModel[0].TableData", "expected an array of items, found 'none'");
        assertError(withTable("\"TableData\": [42]"),
                "$.DataModel[0].TableData[0]", "expected an item (an object of typed values), found the number 42");
        assertError(withTable("\"BillingMode\": \"FREE\""),
                "$.DataModel[0].BillingMode", "expected PAY_PER_REQUEST or PROVISIONED, found 'FREE'");
        assertError(withTable("\"ProvisionedCapacitySettings\": {\"ProvisionedThroughput\": {\"ReadCapacityUnits\": \"5\"}}"),
                "$.DataModel[0].ProvisionedCapacitySettings.ProvisionedThroughput.ReadCapacityUnits",
                "expected a whole number of capacity units, found '5'");
        assertError(withTable("").replace("\"NonKeyAttributes\": []",
                "\"NonKeyAttributes\": [{\"AttributeName\": \"a\", \"AttributeType\": \"STRING!\"}]"),
                "$.DataModel[0].NonKeyAttributes[0].AttributeType",
                "expected an attribute type (S, N, B, BOOL, NULL, M, L, SS, NS, BS), found 'STRING!'; read as S");
        assertError(withTable("\"TableFacets\": [{\"TableData\": []}]"),
                "$.DataModel[0].TableFacets[0].FacetName",
                "expected a facet name, found nothing; it is read as 'Facet1'");
    }

    @Test
    void anIndexWithoutANameIsLeftOut() {
        ReadResult r = parse(withTable("\"GlobalSecondaryIndexes\": [{\"KeyAttributes\": {\"PartitionKey\": "
                + "{\"AttributeName\": \"g\", \"AttributeType\": \"S\"}}}]"));
        assertEquals("$.DataModel[0].GlobalSecondaryIndexes[0].IndexName", Docs.of(r, Severity.ERROR).get(0).path());
        assertEquals(0, r.model().orElseThrow().tables().get(0).globalIndexes().size());
    }

    @Test
    void schemaProblemsAreWarningsAndLeaveTheTableWhole() {
        ReadResult r = parse(withTable("""
                "ModelSchema": {"queries": {"Q": {"operation": "Teleport"}},
                  "models": {"E": {"a": {"type": "quantum"}}},
                  "extensions": {"tablewright": {"relationships": [{"from": "E", "to": "F", "cardinality": "7:7"}]}}}
                """));
        assertTrue(!r.hasErrors());
        assertEquals(4, Docs.of(r, Severity.WARNING).size(), r.problems()::toString);
        assertEquals("$.DataModel[0].ModelSchema.queries.Q.operation", Docs.of(r, Severity.WARNING).get(3).path());
        TableDesign t = r.model().orElseThrow().tables().get(0);
        assertEquals(AttributeType.S, t.entities().get(0).attributes().get(0).type());
        assertEquals(0, t.accessPatterns().size());
        assertEquals(0, t.relationships().size());
    }

    @Test
    void aMissingFileIsAProblemNamingTheFile(@TempDir Path dir) {
        Path file = dir.resolve("nope.json");
        ReadResult r = WorkbenchJson.read(file);
        assertTrue(r.model().isEmpty());
        Problem p = r.problems().get(0);
        assertEquals(file.toString(), p.file());
        assertEquals("the file does not exist", p.message());
    }

    @Test
    void aFolderIsAProblemNotAnException(@TempDir Path dir) throws Exception {
        Path sub = Files.createDirectory(dir.resolve("folder.json"));
        ReadResult r = WorkbenchJson.read(sub);
        assertTrue(r.hasErrors());
        assertTrue(r.model().isEmpty());
    }

    @Test
    void readingAFileNamesItInEveryProblem(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.json");
        Files.writeString(file, withTable("\"TableData\": [{\"PK\": {\"N\": \"x\"}}]"));
        ReadResult r = WorkbenchJson.read(file);
        assertEquals(2, r.problems().size(), "the bad value, and the item kept as written");
        r.problems().forEach(p -> assertEquals(file.toString(), p.file()));
    }

    private static void assertError(String doc, String path, String message) {
        ReadResult r = parse(doc);
        assertTrue(r.model().isPresent());
        Problem p = only(r, Severity.ERROR);
        assertEquals(path, p.path());
        assertEquals(message, p.message());
    }
}
