package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every real reference file reads without errors and survives read → write → read unchanged. */
class ReferenceRoundTripTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Table members the writer regenerates; everything else must come back verbatim. */
    private static final Set<String> INTERPRETED = Set.of("TableName", "KeyAttributes", "NonKeyAttributes",
            "TableFacets", "GlobalSecondaryIndexes", "TableData", "BillingMode", "ProvisionedCapacitySettings",
            "ModelSchema");

    static Stream<Arguments> files() {
        Path folder = ReferenceFiles.folder();
        return ReferenceFiles.all().stream().map(p -> Arguments.of(folder.relativize(p).toString(), p));
    }

    @Test
    void allReferenceFilesAreFound() {
        assertEquals(27, ReferenceFiles.all().size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void readsWithoutErrors(String name, Path file) {
        ReadResult result = WorkbenchJson.read(file);
        assertFalse(result.hasErrors(), () -> name + ": " + result.problems());
        assertTrue(result.model().isPresent());
        result.problems().forEach(p -> assertEquals(file.toString(), p.file()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void readWriteReadGivesTheSameModel(String name, Path file) {
        DataModel first = WorkbenchJson.read(file).model().orElseThrow();
        String written = WorkbenchJson.write(first);
        ReadResult again = WorkbenchJson.parse(written, name);
        assertEquals(List.of(), warningsOrErrors(again.problems()), () -> written);
        assertEquals(first, again.model().orElseThrow());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void writingIsIdempotent(String name, Path file) {
        String written = WorkbenchJson.write(WorkbenchJson.read(file).model().orElseThrow());
        String rewritten = WorkbenchJson.write(WorkbenchJson.parse(written, name).model().orElseThrow());
        assertEquals(written, rewritten);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void itemsAndTheirKeysArePreserved(String name, Path file) throws Exception {
        DataModel model = WorkbenchJson.read(file).model().orElseThrow();
        JsonNode original = JSON.readTree(ReferenceFiles.text(file));
        JsonNode written = JSON.readTree(WorkbenchJson.write(model));
        for (int t = 0; t < model.tables().size(); t++) {
            TableDesign table = model.tables().get(t);
            List<String> keysBefore = keyValues(original.get("DataModel").get(t), table);
            List<String> keysAfter = keyValues(written.get("DataModel").get(t), table);
            assertEquals(keysBefore, keysAfter, table.name());
            assertEquals(keysBefore.size(), table.allItems().size(), table.name());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void unknownMembersAreWrittenBackUnchanged(String name, Path file) throws Exception {
        JsonNode original = JSON.readTree(ReferenceFiles.text(file));
        JsonNode written = JSON.readTree(WorkbenchJson.write(WorkbenchJson.read(file).model().orElseThrow()));
        for (int t = 0; t < original.get("DataModel").size(); t++) {
            JsonNode before = original.get("DataModel").get(t);
            JsonNode after = written.get("DataModel").get(t);
            for (Map.Entry<String, JsonNode> member : before.properties()) {
                if (!INTERPRETED.contains(member.getKey())) {
                    assertEquals(member.getValue(), after.get(member.getKey()), member.getKey());
                }
            }
            JsonNode facetsBefore = before.path("TableFacets");
            for (int f = 0; f < facetsBefore.size(); f++) {
                assertEquals(facetsBefore.get(f).get("DataAccess"), after.get("TableFacets").get(f).get("DataAccess"));
            }
        }
    }

    @Test
    void dataAccessIsKept() throws Exception {
        Path file = ReferenceFiles.named("amazon-dynamodb-labs/BankModel.json");
        JsonNode written = JSON.readTree(WorkbenchJson.write(WorkbenchJson.read(file).model().orElseThrow()));
        assertEquals(JSON.readTree("{\"MySql\": {}}"), written.get("DataModel").get(0).get("DataAccess"));
    }

    /** Key values of every item of a table (table-level then facets), in file order, as JSON text. */
    private static List<String> keyValues(JsonNode table, TableDesign design) {
        List<JsonNode> items = new ArrayList<>();
        table.path("TableData").forEach(items::add);
        table.path("TableFacets").forEach(f -> f.path("TableData").forEach(items::add));
        List<String> keys = new ArrayList<>();
        for (JsonNode item : items) {
            StringBuilder key = new StringBuilder();
            design.keySchema().names().forEach(k -> key.append(item.get(k)).append(' '));
            keys.add(key.toString());
        }
        return keys;
    }

    private static List<Problem> warningsOrErrors(List<Problem> problems) {
        return problems.stream().filter(p -> p.severity() != dev.tablewright.model.Severity.INFO).toList();
    }
}
