package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.ReferenceFiles;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.model.DataModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The changes listed while both documents stream are the lines a diff of their whole trees gives,
 * in the same order, with the same count (the reference files change in many ways when written).
 */
class ConvertChangesTest {
    @TempDir
    Path dir;

    static Stream<Path> files() {
        Path reference = ReferenceFiles.folder().getParent();
        return Stream.concat(Stream.concat(ReferenceFiles.all().stream(), Stream.of(reference.resolve("dynobase-form/library.json"))),
                Stream.of(Path.of("sample-models", "movies-actors.json")));
    }

    @ParameterizedTest
    @MethodSource("files")
    void theLinesOfAWholeTreeDiff(Path file) throws IOException {
        DataModel model = WorkbenchJson.read(file).model().orElseThrow();
        List<String> whole = wholeTreeDiff(file, WorkbenchJson.write(model));
        ConvertChanges.Changes all = ConvertChanges.between(file, WorkbenchJson.tree(model), Integer.MAX_VALUE);
        assertEquals(whole, all.first(), file::toString);
        assertEquals(whole.size(), all.total());
        ConvertChanges.Changes first = ConvertChanges.between(file, WorkbenchJson.tree(model), 3);
        assertEquals(whole.subList(0, Math.min(3, whole.size())), first.first());
        assertEquals(whole.size(), first.total());
    }

    @Test
    void itemsAddedOrDroppedChangeTheArrayNotEachItem() throws IOException {
        Path file = dir.resolve("m.json");
        Files.writeString(file, """
                {"ModelName": "M", "DataModel": [{"TableName": "T",
                  "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
                  "TableData": [{"PK": {"S": "a"}}, {"PK": {"S": "b"}}]}]}""");
        DataModel model = WorkbenchJson.read(file).model().orElseThrow();
        DataModel fewer = model.withTable("T", t -> t.withItems(t.items().subList(0, 1)));
        List<String> lines = ConvertChanges.between(file, WorkbenchJson.tree(fewer), 30).first();
        assertTrue(lines.contains("changed $.DataModel[0].TableData: an array of 2 -> an array of 1"), lines::toString);
        assertEquals(wholeTreeDiff(file, WorkbenchJson.write(fewer)), lines);
    }

    /** How the changes were found before either document streamed: both as whole trees. */
    private static List<String> wholeTreeDiff(Path file, String written) throws IOException {
        Diagnostics ignored = new Diagnostics("");
        JsonNode old = JsonTreeReader.read(Files.readString(file), ignored).orElse(Json.object());
        List<String> lines = new ArrayList<>();
        diff(JsonPath.ROOT, old, Json.parseTrusted(written), lines);
        return lines;
    }

    private static void diff(String at, JsonNode old, JsonNode now, List<String> lines) {
        if (old.isObject() && now.isObject()) {
            old.fieldNames().forEachRemaining(name -> {
                if (!now.has(name)) {
                    lines.add("removed " + JsonPath.key(at, name));
                }
            });
            now.fieldNames().forEachRemaining(name -> {
                if (!old.has(name)) {
                    lines.add("added   " + JsonPath.key(at, name));
                } else {
                    diff(JsonPath.key(at, name), old.get(name), now.get(name), lines);
                }
            });
        } else if (old.isArray() && now.isArray() && old.size() == now.size()) {
            for (int i = 0; i < old.size(); i++) {
                diff(JsonPath.index(at, i), old.get(i), now.get(i), lines);
            }
        } else if (!old.equals(now)) {
            String shownOld = old.isArray() ? "an array of " + old.size() : old.isObject() ? "an object" : Json.abbreviate(Json.compact(old), 40);
            String shownNow = now.isArray() ? "an array of " + now.size() : now.isObject() ? "an object" : Json.abbreviate(Json.compact(now), 40);
            lines.add("changed " + at + ": " + shownOld + " -> " + shownNow);
        }
    }
}
