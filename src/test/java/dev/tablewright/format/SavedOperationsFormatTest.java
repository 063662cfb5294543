package dev.tablewright.format;

import static dev.tablewright.format.Docs.clean;
import static dev.tablewright.format.Docs.parse;
import static dev.tablewright.format.Docs.roundTrip;
import static dev.tablewright.format.Docs.withTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.workbench.SavedRequests;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Saved operations in the top-level {@code ModelSchema.extensions.tablewright.operations}. */
class SavedOperationsFormatTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String QUERY = SavedRequests.normalized("""
            {"TableName": "T", "KeyConditionExpression": "PK = :pk",
             "ExpressionAttributeValues": {":pk": {"S": "USER#1"}}, "Limit": 10}""");

    private static String withOperations(String schema) {
        String doc = withTable("");
        int end = doc.lastIndexOf('}');
        return doc.substring(0, end) + ", \"ModelSchema\": " + schema + "}\n";
    }

    /** Written, read back the same (warnings and all) and written the same again. */
    private static String roundTripKeepingWarnings(DataModel model) {
        String text = WorkbenchJson.write(model);
        DataModel again = parse(text).model().orElseThrow();
        Docs.assertSameModel(model, again);
        assertEquals(text, WorkbenchJson.write(again));
        return text;
    }

    private static DataModel model(SavedOperation... ops) {
        return clean(withTable("")).withOperations(List.of(ops));
    }

    @Test
    void savedOperationsAreWrittenAsJsonObjectsAndReadBackExactly() throws Exception {
        DataModel model = model(
                new SavedOperation("Orders of a user", "query", QUERY, "the last ten"),
                new SavedOperation("Add a user", "put-item", SavedRequests.normalized(
                        "{\"TableName\": \"T\", \"Item\": {\"PK\": {\"S\": \"USER#2\"}, \"SK\": {\"S\": \"PROFILE\"}}}"), ""),
                new SavedOperation("Users", "execute-statement", SavedRequests.normalized(
                        "{\"Statement\": \"SELECT * FROM T WHERE PK = ?\", \"Parameters\": [{\"S\": \"USER#1\"}]}"), ""));
        String text = roundTrip(model);
        JsonNode ours = JSON.readTree(text).path("ModelSchema").path("extensions").path("tablewright");
        assertEquals(1, ours.path("version").asInt());
        JsonNode query = ours.path("operations").path("Orders of a user");
        assertEquals("query", query.path("operation").asText());
        assertEquals("the last ten", query.path("description").asText());
        assertTrue(query.path("request").isObject(), "a request is JSON in the file, not an escaped string");
        assertEquals("PK = :pk", query.path("request").path("KeyConditionExpression").asText());
        assertFalse(ours.path("operations").path("Add a user").has("description"), "an empty description is left out");
    }

    @Test
    void aRequestThatIsNotJsonYetIsKeptAsItsText() throws Exception {
        DataModel model = model(new SavedOperation("Half typed", "scan", "{\"TableName\": ", ""));
        String text = roundTripKeepingWarnings(model);
        assertTrue(JSON.readTree(text).path("ModelSchema").path("extensions").path("tablewright").path("operations")
                .path("Half typed").path("request").isTextual());
        assertEquals("the request does not run as scan: the request is not a JSON object",
                Docs.only(parse(text), Severity.WARNING).message());
    }

    @Test
    void aModelWithoutSavedOperationsWritesNoModelSchema() throws Exception {
        String text = roundTrip(model());
        assertFalse(JSON.readTree(text).has("ModelSchema"));
    }

    @Test
    void malformedEntriesArePreciseWarningsAndAreKeptAsWritten() throws Exception {
        String doc = withOperations("""
                {"note": "another tool's", "extensions": {"tablewright": {"version": 1, "operations": {
                  "Good": {"operation": "query", "request": {"TableName": "T", "KeyConditionExpression": "PK = :p",
                           "ExpressionAttributeValues": {":p": {"S": "a"}}}, "owner": "ana"},
                  "Not an object": 42,
                  "Unknown verb": {"operation": "drop-table", "request": {}},
                  "No request": {"operation": "scan"},
                  "Bad request": {"operation": "scan", "request": {"TableName": "T", "Limit": "ten"}}
                }}}}""");
        var read = parse(doc);
        DataModel model = read.model().orElseThrow();
        assertEquals(List.of("Good", "Bad request"), model.operations().stream().map(SavedOperation::name).toList());
        List<String> paths = read.problems().stream().filter(p -> p.severity() == Severity.WARNING)
                .map(p -> p.path() + ": " + p.message()).toList();
        String at = "$.ModelSchema.extensions.tablewright.operations";
        assertTrue(paths.contains(at + ".Good.owner: saved operations hold only operation, request, description; "
                + "this member is not shown; it is kept as written"), paths::toString);
        assertTrue(paths.contains("$.ModelSchema.extensions.tablewright.operations['Not an object']: expected a saved "
                + "operation {\"operation\", \"request\", \"description\"}, found the number 42; it is kept as written"),
                paths::toString);
        assertTrue(paths.stream().anyMatch(p -> p.startsWith(at + "['Unknown verb'].operation: expected the AWS CLI's name "
                + "of an operation (query, scan,") && p.endsWith("found 'drop-table'")), paths::toString);
        assertTrue(paths.contains(at + "['No request'].request: expected the request as the AWS CLI's --cli-input-json "
                + "(a JSON object), found nothing"), paths::toString);
        assertTrue(paths.stream().anyMatch(p -> p.startsWith(at + "['Bad request'].request: the request does not run "
                + "as scan: $.Limit")), paths::toString);
        assertTrue(read.problems().stream().allMatch(p -> p.file().equals(Docs.FILE)));

        JsonNode written = JSON.readTree(roundTripKeepingWarnings(model));
        JsonNode schema = written.path("ModelSchema");
        assertEquals("another tool's", schema.path("note").asText());
        JsonNode ops = schema.path("extensions").path("tablewright").path("operations");
        assertEquals(42, ops.path("Not an object").asInt());
        assertEquals("drop-table", ops.path("Unknown verb").path("operation").asText());
        assertEquals("scan", ops.path("No request").path("operation").asText());
        assertEquals("ana", ops.path("Good").path("owner").asText(), "unknown members go back with their operation");
        assertEquals("ten", ops.path("Bad request").path("request").path("Limit").asText());

        SavedOperation replacing = new SavedOperation("Unknown verb", "query", QUERY, "");
        List<SavedOperation> withReplacement = new java.util.ArrayList<>(model.operations());
        withReplacement.add(replacing);
        DataModel replaced = model.withOperations(withReplacement);
        String replacedText = WorkbenchJson.write(replaced);
        DataModel replacedAgain = parse(replacedText).model().orElseThrow();
        assertEquals(replaced.operations(), replacedAgain.operations());
        assertEquals(replacedText, WorkbenchJson.write(replacedAgain));
        JsonNode replacedJson = JSON.readTree(replacedText);
        assertEquals(JSON.readTree(QUERY), replacedJson.path("ModelSchema").path("extensions").path("tablewright")
                .path("operations").path("Unknown verb").path("request"),
                "an operation saved under the name of one kept as written replaces it whole");

        JsonNode deleted = JSON.readTree(WorkbenchJson.write(model.withOperations(List.of())));
        JsonNode left = deleted.path("ModelSchema").path("extensions").path("tablewright").path("operations");
        assertFalse(left.has("Good"), "a deleted operation's other members do not come back as a ghost");
        assertEquals(42, left.path("Not an object").asInt(), "what could not be read is never dropped");
    }

    /** Every kind is checked as it is read: batches and transactions were let through unchecked. */
    @Test
    void badBatchAndTransactionRequestsAreWarnedOfWithTheirPath() {
        var read = parse(withOperations("""
                {"extensions": {"tablewright": {"operations": {
                  "Gets": {"operation": "batch-get-item", "request": {"RequestItems": 5}},
                  "Writes": {"operation": "batch-write-item", "request": {"RequestItems": {"T": [{"Put": {}}]}}},
                  "Read both": {"operation": "transact-get-items", "request": {"TransactItems": {}}},
                  "Write both": {"operation": "transact-write-items", "request": {"Items": []}},
                  "Fine": {"operation": "batch-get-item", "request": {"RequestItems": {"T": {"Keys": [{"PK": {"S": "a"}}]}}}}
                }}}}"""));
        String at = "$.ModelSchema.extensions.tablewright.operations";
        List<String> warned = read.problems().stream().filter(p -> p.severity() == Severity.WARNING)
                .map(Problem::path).toList();
        assertEquals(List.of(at + ".Gets.request", at + ".Writes.request", at + "['Read both'].request",
                at + "['Write both'].request"), warned, read.problems()::toString);
        assertTrue(read.problems().stream().allMatch(p -> p.message().startsWith("the request does not run as ")),
                read.problems()::toString);
        assertEquals(5, read.model().orElseThrow().operations().size(), "each is kept, as written");
    }

    @Test
    void operationsThatAreNotAnObjectAreKeptAndSaidSo() {
        var read = parse(withOperations("{\"extensions\": {\"tablewright\": {\"operations\": [1, 2]}}}"));
        Problem p = Docs.only(read, Severity.WARNING);
        assertEquals("$.ModelSchema.extensions.tablewright.operations", p.path());
        assertTrue(p.message().startsWith("expected saved operations by name"), p.message());
        assertTrue(WorkbenchJson.write(read.model().orElseThrow()).contains("\"operations\" : [ 1, 2 ]")
                || WorkbenchJson.write(read.model().orElseThrow()).replaceAll("\\s", "").contains("\"operations\":[1,2]"));
    }

    @Test
    void aTopLevelModelSchemaOfAnotherToolIsLeftAsItWas() {
        String doc = withOperations("{\"indexes\": {\"primary\": {\"hash\": \"PK\"}}}");
        DataModel model = clean(doc);
        assertEquals(List.of(), model.operations());
        assertEquals(WorkbenchJson.write(model), WorkbenchJson.write(clean(WorkbenchJson.write(model))));
        assertTrue(WorkbenchJson.write(model.withOperations(List.of(new SavedOperation("Q", "query", QUERY, ""))))
                .replaceAll("\\s", "").contains("\"ModelSchema\":{\"indexes\":{\"primary\":{\"hash\":\"PK\"}},"
                        + "\"extensions\":{\"tablewright\":{\"version\":1,\"operations\":{\"Q\":"));
    }
}
