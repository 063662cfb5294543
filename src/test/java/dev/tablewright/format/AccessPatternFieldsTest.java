package dev.tablewright.format;

import static dev.tablewright.format.Docs.parse;
import static dev.tablewright.format.Docs.withTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every field of an access pattern (issue 13) survives the file, in Dynobase's form with ours beside it. */
class AccessPatternFieldsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path MOVIES = Path.of("sample-models/movies-actors.json");

    private static DataModel movies() {
        return WorkbenchJson.read(MOVIES).model().orElseThrow();
    }

    private static DataModel withPatterns(DataModel m, List<AccessPattern> patterns) {
        TableDesign t = m.tables().get(0);
        List<TableDesign> tables = new ArrayList<>(m.tables());
        tables.set(0, t.withAccessPatterns(patterns));
        return new DataModel(m.name(), m.metadata(), tables, m.extra());
    }

    /** Some kinds with a strongly consistent read, the others without (the default, not written). */
    private static final java.util.Set<OperationKind> CONSISTENT = java.util.EnumSet.of(OperationKind.GET_ITEM,
            OperationKind.SCAN, OperationKind.PUT_ITEM, OperationKind.DELETE_ITEM, OperationKind.BATCH_WRITE_ITEM);

    @Test
    void everyOperationConsistencyAndRateRoundTrip() throws Exception {
        DataModel model = movies();
        String pk = model.tables().get(0).keySchema().partitionKey().name();
        List<AccessPattern> patterns = new ArrayList<>();
        for (OperationKind op : OperationKind.patternKinds()) {
            patterns.add(new AccessPattern("P " + op.apiName(), "every field", null, op, null,
                    pk + " = mov#${id}", "", "", true, Map.of("id", "tt1"), 25, CONSISTENT.contains(op),
                    new RequestRate(10 + op.ordinal(), 2.5)));
        }
        DataModel changed = withPatterns(model, patterns);
        String text = Docs.roundTrip(changed);
        JsonNode ours = JSON.readTree(text).at("/DataModel/0/ModelSchema/extensions/tablewright/queries");
        JsonNode batch = ours.get("P TransactWriteItems");
        assertEquals("TransactWriteItems", batch.get("operation").textValue());
        assertEquals(19.0, batch.at("/rate/peak").doubleValue());
        assertEquals(2.5, batch.at("/rate/average").doubleValue());
        assertTrue(ours.get("P GetItem").get("consistentRead").booleanValue());
        assertFalse(ours.get("P Query").has("consistentRead"), "false is the default and not written");
    }

    @Test
    void aPatternWithoutTheNewFieldsIsWrittenAsBefore() throws Exception {
        for (Path sample : Files.list(Path.of("sample-models")).filter(p -> p.toString().endsWith(".json")).toList()) {
            String text = Files.readString(sample);
            DataModel m = WorkbenchJson.read(sample).model().orElseThrow();
            assertEquals(JSON.readTree(text), JSON.readTree(WorkbenchJson.write(m)), sample::toString);
        }
    }

    @Test
    void unknownMembersOfOurFormAndOfTheRateAreKept() throws Exception {
        String ours = "{\"operation\": \"BatchGetItem\", \"keyCondition\": \"PK = ${a} AND SK = ${a}\","
                + " \"parameters\": {\"a\": \"A\"}, \"consistentRead\": true,"
                + " \"rate\": {\"peak\": 40, \"average\": 4, \"unit\": \"rps\"}, \"owner\": \"team-x\"}";
        String doc = withTable("\"ModelSchema\": {\"queries\": {\"Q\": {\"hash\": \"A\", \"sort\": \"A\", "
                + "\"index\": \"primary\", \"type\": \"Query\", \"operation\": \"Equal\", \"limit\": \"100\", "
                + "\"filters\": [], \"schema\": \"Current\"}}, \"extensions\": {\"tablewright\": {\"queries\": {\"Q\": "
                + ours + "}}}}");
        ReadResult r = parse(doc);
        assertEquals(List.of(), Docs.of(r, Severity.WARNING), r.problems()::toString);
        AccessPattern q = r.model().orElseThrow().tables().get(0).accessPatterns().get(0);
        assertEquals(OperationKind.BATCH_GET_ITEM, q.operation());
        assertTrue(q.consistentRead());
        assertEquals(new RequestRate(40, 4), q.rate());
        JsonNode written = JSON.readTree(WorkbenchJson.write(r.model().orElseThrow()))
                .at("/DataModel/0/ModelSchema/extensions/tablewright/queries/Q");
        assertEquals("team-x", written.get("owner").textValue());
        assertEquals("rps", written.at("/rate/unit").textValue());
        assertEquals(40, written.at("/rate/peak").intValue());
    }

    @Test
    void aRateThatIsNotTwoNumbersIsAWarningAndKeptAsWritten() throws Exception {
        String ours = "{\"operation\": \"Query\", \"keyCondition\": \"PK = ${a}\", \"parameters\": {\"a\": \"A\"},"
                + " \"rate\": {\"peak\": 1, \"average\": 5}}";
        String doc = withTable("\"ModelSchema\": {\"queries\": {\"Q\": {\"hash\": \"A\", \"index\": \"primary\", "
                + "\"type\": \"Query\", \"operation\": \"Equal\", \"limit\": \"100\", \"filters\": [], "
                + "\"schema\": \"Current\"}}, \"extensions\": {\"tablewright\": {\"queries\": {\"Q\": " + ours + "}}}}");
        ReadResult r = parse(doc);
        var warning = Docs.only(r, Severity.WARNING);
        assertEquals("$.DataModel[0].ModelSchema.extensions.tablewright.queries.Q.rate", warning.path());
        assertTrue(warning.message().contains("above the peak"), warning::message);
        assertEquals(null, r.model().orElseThrow().tables().get(0).accessPatterns().get(0).rate());
        JsonNode written = JSON.readTree(WorkbenchJson.write(r.model().orElseThrow()))
                .at("/DataModel/0/ModelSchema/extensions/tablewright/queries/Q/rate");
        assertEquals(JSON.readTree("{\"peak\": 1, \"average\": 5}"), written);
    }

    /** The reference files (NoSQL Workbench's, AWS samples', Dynobase's) with a pattern of every field added. */
    @Test
    void everyReferenceFileKeepsAFullPatternAndItsOwnMembers() throws Exception {
        List<Path> files = new ArrayList<>(ReferenceFiles.all());
        files.add(Path.of("src/test/resources/reference/dynobase-form/library.json"));
        int checked = 0;
        for (Path file : files) {
            var read = WorkbenchJson.read(file).model();
            if (read.isEmpty() || read.get().tables().isEmpty()) {
                continue;
            }
            DataModel m = read.get();
            TableDesign t = m.tables().get(0);
            String pk = t.keySchema().partitionKey().name();
            List<AccessPattern> patterns = new ArrayList<>(t.accessPatterns());
            patterns.add(new AccessPattern("Tablewright full pattern", "all fields", null, OperationKind.TRANSACT_GET_ITEMS,
                    null, pk + " = X#${id}", "", "", false, Map.of("id", "1"), 7, true, new RequestRate(3, 1)));
            DataModel changed = withPatterns(m, patterns);
            String text = WorkbenchJson.write(changed);
            DataModel again = parse(text).model().orElseThrow();
            assertEquals(patterns, again.tables().get(0).accessPatterns(), file::toString);
            assertEquals(text, WorkbenchJson.write(again), file + ": writing again changes nothing");
            assertEquals(JSON.readTree(WorkbenchJson.write(m)).get("DataModel").size(),
                    JSON.readTree(text).get("DataModel").size());
            checked++;
        }
        assertTrue(checked >= 20, "files checked: " + checked);
    }
}
