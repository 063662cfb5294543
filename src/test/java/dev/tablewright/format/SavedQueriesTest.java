package dev.tablewright.format;

import static dev.tablewright.format.Docs.clean;
import static dev.tablewright.format.Docs.parse;
import static dev.tablewright.format.Docs.withTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Dynobase's saved queries ({@code ModelSchema.queries}) read as access patterns and written back in its form. */
class SavedQueriesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path LIBRARY = Path.of("src/test/resources/reference/dynobase-form/library.json");

    private static DataModel library() {
        ReadResult r = WorkbenchJson.read(LIBRARY); // its items have errors of their own (plain JSON in an M)
        assertTrue(r.problems().stream().noneMatch(p -> p.path().contains("queries")), r.problems()::toString);
        return r.model().orElseThrow();
    }

    private static AccessPattern pattern(TableDesign t, String name) {
        return t.accessPatterns().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void dynobaseQueriesAreReadAsTheKeyConditionAndFilterTheyMean() {
        TableDesign t = library().tables().get(0);
        assertEquals(5, t.accessPatterns().size());
        AccessPattern books = pattern(t, "Books of an author, newest first");
        assertEquals(OperationKind.QUERY, books.operation());
        assertEquals("PK = AUTHOR#a1 AND begins_with(SK, BOOK#)", books.keyCondition());
        assertEquals(100, books.limit());
        assertEquals("PK = AUTHOR#a2 AND SK = AUTHOR#a2", pattern(t, "An author's profile").keyCondition());
        AccessPattern longBooks = pattern(t, "Long books in a genre");
        assertEquals("GSI1", longBooks.index());
        assertEquals("GSI1PK = sf", longBooks.keyCondition(), "an empty sort with Equal is no sort condition");
        assertEquals("#pages > ${pages:N}", longBooks.filter());
        assertEquals(Map.of("pages", "300"), longBooks.parameters());
        assertEquals("PK = MEMBER#m7 AND SK < LOAN#2027", pattern(t, "A member's loans due before").keyCondition());
        assertEquals("#type = ${type}", pattern(t, "A member's loans due before").filter());
        assertEquals("GSI1PK = sf AND GSI1SK > 1970", pattern(t, "SF books since 1970").keyCondition());
    }

    /**
     * The library's items leave their keys for the models' templates to derive; until the reader
     * derives them itself (the items work of issue 9), the test does it as the designer would.
     */
    private static DataModel withDerivedKeys(DataModel model) {
        TableDesign t = model.tables().get(0);
        List<Item> items = t.items().stream().map(i -> t.entities().stream()
                .filter(e -> i.get(t.typeAttribute()).equals(Optional.of(AttributeValue.s(e.typeValue())))).findFirst()
                .map(e -> KeyDerivation.fillMissing(t, e, i).item()).orElse(i)).toList();
        return new DataModel(model.name(), model.metadata(), List.of(t.withItems(items)), model.extra());
    }

    @Test
    void aPatternReadFromDynobaseRunsInTheSandbox() {
        DataModel model = withDerivedKeys(library());
        TableDesign t = model.tables().get(0);
        try (SandboxGateway sandbox = SandboxGateway.of(model)) {
            assertEquals(List.of("9780441478125", "9780060512750"), isbns(sandbox.read(PatternRequest.of(t,
                    pattern(t, "Books of an author, newest first"), Map.of()))), "the two books of a1, oldest first");
            assertEquals(List.of("9780441478125", "9780060512750"), isbns(sandbox.read(PatternRequest.of(t,
                    pattern(t, "Long books in a genre"), Map.of()))), "the number filter: pages > 300 leaves Solaris out");
            assertEquals(List.of("9780156027601"), isbns(sandbox.read(PatternRequest.of(t,
                    pattern(t, "A member's loans due before"), Map.of()))));
            assertEquals(List.of("9780060512750"), isbns(sandbox.read(PatternRequest.of(t,
                    pattern(t, "SF books since 1970"), Map.of()))));
        }
    }

    private static List<String> isbns(Page page) {
        return page.items().stream().map(i -> ((AttributeValue.S) i.get("isbn").orElseThrow()).value()).toList();
    }

    @Test
    void writingKeepsEveryDynobaseFieldAndValueAndReadsBackEqual() throws Exception {
        DataModel model = library();
        String written = WorkbenchJson.write(model);
        JsonNode original = JSON.readTree(Files.readString(LIBRARY)).at("/DataModel/0/ModelSchema/queries");
        JsonNode queries = JSON.readTree(written).at("/DataModel/0/ModelSchema/queries");
        assertEquals(original, queries);
        assertFalse(JSON.readTree(written).at("/DataModel/0/ModelSchema/extensions/tablewright").has("queries"),
                "Dynobase's fields say these patterns whole");
        Docs.assertSameModel(model, parse(written).model().orElseThrow());
    }

    @Test
    void betweenScanFiltersOfEveryTypeAndOrRoundTrip() throws Exception {
        String queries = """
                {"Range": {"hash": "A", "sort": "2020", "sort2": "2021", "limit": 5, "index": "primary",
                           "schema": "Current", "type": "Query", "operation": "Between", "name": "kept as is",
                           "filters": [{"field": "n", "operation": "Between", "value": "1", "value2": "9",
                                        "type": "number", "combine": "And"},
                                       {"field": "ok", "operation": "Equal", "value": true, "type": "boolean",
                                        "combine": "Or"},
                                       {"field": "tag", "operation": "Existing", "value": "", "type": "string",
                                        "combine": "And"}]},
                 "All": {"hash": "", "sort": "", "limit": "100", "index": "primary", "schema": "Current",
                         "type": "Scan", "operation": "Equal",
                         "filters": [{"field": "name", "operation": "Begins with", "value": "Le",
                                      "type": "string", "combine": "And"}]}}
                """;
        String doc = withTable("\"ModelSchema\": {\"queries\": " + queries + "}");
        TableDesign t = clean(doc).tables().get(0);
        AccessPattern range = pattern(t, "Range");
        assertEquals("PK = A AND SK BETWEEN 2020 AND 2021", range.keyCondition());
        assertEquals("(#n BETWEEN ${n:N} AND ${n2:N} OR #ok = ${ok:BOOL}) AND attribute_exists(#tag)", range.filter());
        assertEquals(Map.of("n", "1", "n2", "9", "ok", "true"), range.parameters());
        assertEquals(5, range.limit());
        AccessPattern all = pattern(t, "All");
        assertEquals(OperationKind.SCAN, all.operation());
        assertEquals("begins_with(#name, ${name})", all.filter());
        String written = WorkbenchJson.write(clean(doc));
        assertEquals(JSON.readTree(queries), JSON.readTree(written).at("/DataModel/0/ModelSchema/queries"));
        Docs.assertSameModel(clean(doc), clean(written));
        PatternRequest.Scan scan = (PatternRequest.Scan) PatternRequest.of(t, all, Map.of());
        assertEquals(Map.of(":v0", AttributeValue.s("Le")), scan.request().expr().values());
        assertEquals(Map.of("#name", "name"), scan.request().expr().names());
        PatternRequest.Query query = (PatternRequest.Query) PatternRequest.of(t, range, Map.of());
        assertEquals(5, query.request().limit());
        assertTrue(query.request().expr().values().containsValue(AttributeValue.n("9")));
        assertTrue(query.request().expr().values().containsValue(AttributeValue.bool(true)));
    }

    @Test
    void aTemplatedPatternWritesDynobaseFieldsWithItsSampleValuesAndOurFormBeside() throws Exception {
        DataModel model = library();
        TableDesign t = model.tables().get(0);
        AccessPattern ours = new AccessPattern("Books by author", "Newest first", "book", OperationKind.QUERY, null,
                "PK = AUTHOR#${authorId} AND begins_with(SK, BOOK#)", "", "", false, Map.of("authorId", "a2"));
        DataModel changed = new DataModel(model.name(), model.metadata(), List.of(t.withAccessPatterns(List.of(ours))),
                model.extra());
        JsonNode schema = JSON.readTree(WorkbenchJson.write(changed)).at("/DataModel/0/ModelSchema");
        JsonNode saved = schema.at("/queries/Books by author");
        assertEquals("AUTHOR#a2", saved.get("hash").textValue());
        assertEquals("BOOK#", saved.get("sort").textValue());
        assertEquals("Begins with", saved.get("operation").textValue());
        assertEquals("Entity", saved.get("type").textValue());
        assertEquals("book", saved.get("model").textValue());
        assertEquals("100", saved.get("limit").textValue());
        assertEquals("Current", saved.get("schema").textValue());
        JsonNode full = schema.at("/extensions/tablewright/queries/Books by author");
        assertEquals("PK = AUTHOR#${authorId} AND begins_with(SK, BOOK#)", full.get("keyCondition").textValue());
        assertEquals(List.of(ours), parse(WorkbenchJson.write(changed)).model().orElseThrow().tables().get(0)
                .accessPatterns());
    }

    @Test
    void aQueryChangedInDynobaseAfterwardsIsReadFromItsDynobaseFields() throws Exception {
        DataModel model = library();
        TableDesign t = model.tables().get(0);
        AccessPattern ours = new AccessPattern("Q", "", null, OperationKind.QUERY, null, "PK = AUTHOR#${a}", "", "", true,
                Map.of("a", "a1"));
        String written = WorkbenchJson.write(new DataModel(model.name(), model.metadata(),
                List.of(t.withAccessPatterns(List.of(ours))), model.extra()));
        String edited = written.replace("\"hash\": \"AUTHOR#a1\"", "\"hash\": \"AUTHOR#a2\"");
        assertTrue(!edited.equals(written), written);
        ReadResult r = parse(edited);
        assertEquals("PK = AUTHOR#a2", r.model().orElseThrow().tables().get(0).accessPatterns().get(0).keyCondition());
        assertTrue(Docs.of(r, Severity.WARNING).stream().anyMatch(p -> p.message().contains("changed in another tool")),
                r.problems()::toString);
    }

    @Test
    void aQueryThatCannotBeReadIsKeptAsWritten() throws Exception {
        String bad = "{\"hash\": \"A\", \"index\": \"NoSuchIndex\", \"type\": \"Query\", \"operation\": \"Equal\"}";
        String odd = "{\"hash\": \"A\", \"type\": \"Teleport\"}";
        String ours = "{\"operation\": \"Query\", \"keyCondition\": \"PK = ${a}\", \"parameters\": {\"a\": \"A\"}}";
        String doc = withTable("\"ModelSchema\": {\"queries\": {\"Bad\": " + bad + ", \"Odd\": " + odd
                + ", \"NotAnObject\": 7}, \"extensions\": {\"tablewright\": {\"queries\": {\"Bad\": " + ours + "}}}}");
        ReadResult r = parse(doc);
        assertEquals(3, Docs.of(r, Severity.WARNING).size(), r.problems()::toString);
        assertTrue(Docs.of(r, Severity.WARNING).stream().allMatch(p -> p.message().endsWith("kept as written")));
        assertEquals("$.DataModel[0].ModelSchema.queries.Odd.type", Docs.of(r, Severity.WARNING).get(1).path());
        JsonNode queries = JSON.readTree(WorkbenchJson.write(r.model().orElseThrow())).at("/DataModel/0/ModelSchema/queries");
        assertEquals(JSON.readTree(bad), queries.get("Bad"));
        assertEquals(JSON.readTree(odd), queries.get("Odd"));
        assertEquals(7, queries.get("NotAnObject").intValue());
        assertEquals(JSON.readTree(ours), JSON.readTree(WorkbenchJson.write(r.model().orElseThrow()))
                .at("/DataModel/0/ModelSchema/extensions/tablewright/queries/Bad"), "our form of it stays beside it");
        String written = WorkbenchJson.write(r.model().orElseThrow());
        Docs.assertSameModel(r.model().orElseThrow(), parse(written).model().orElseThrow());
        assertEquals(written, WorkbenchJson.write(parse(written).model().orElseThrow()));
    }

    @Test
    void theSamplesSaveTheirPatternsInDynobasesForm() throws Exception {
        for (Path sample : Files.list(Path.of("sample-models")).filter(p -> p.toString().endsWith(".json")).toList()) {
            JsonNode root = JSON.readTree(Files.readString(sample));
            for (JsonNode table : root.get("DataModel")) {
                table.at("/ModelSchema/queries").forEach(q -> {
                    assertTrue(q.has("hash") && q.has("index") && q.has("limit") && q.has("operation")
                            && q.has("schema") && q.has("type"), sample + ": " + q);
                    assertFalse(q.has("keyCondition"), sample + ": " + q);
                });
            }
        }
    }
}
