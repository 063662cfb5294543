package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.WorkbenchJson;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class CommandLineTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = TablewrightCommand.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    static Path sample(String name) {
        return Path.of("sample-models", name);
    }

    @Test
    void helpListsTheCommands() {
        assertEquals(0, run("--help"));
        for (String c : new String[] {"validate", "convert", "info", "pivot"}) {
            assertTrue(out.toString().contains(c), out::toString);
        }
    }

    @Test
    void argumentsThatAreFilesOpenTheApp() {
        assertFalse(TablewrightCommand.isCommand());
        assertFalse(TablewrightCommand.isCommand("model.json"));
        assertTrue(TablewrightCommand.isCommand("validate", "x.json"));
        assertTrue(TablewrightCommand.isCommand("--help"));
    }

    @Test
    void validateCleanSampleExitsZero() {
        assertEquals(ExitCodes.OK, run("validate", sample("movies-actors.json").toString()), out::toString);
        assertTrue(out.toString().contains("0 errors"), out::toString);
    }

    @Test
    void validateModelWithErrorsExitsOne() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, """
                {"ModelName": "Bad", "DataModel": [{
                  "TableName": "T",
                  "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "BOOL"}},
                  "NonKeyAttributes": [],
                  "TableData": [{"PK": {"S": "x"}}]
                }]}
                """, StandardCharsets.UTF_8);
        assertEquals(ExitCodes.ERRORS, run("validate", bad.toString()), out::toString);
        assertTrue(out.toString().contains("bad.json"), out::toString);
        assertTrue(out.toString().contains("error"), out::toString);
    }

    @Test
    void validateUnreadableFileExitsTwoWithoutAStackTrace() throws Exception {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"ModelName\": [", StandardCharsets.UTF_8);
        assertEquals(ExitCodes.UNREADABLE, run("validate", broken.toString(), dir.resolve("missing.json").toString()));
        assertTrue(err.toString().contains("broken.json"), err::toString);
        assertTrue(err.toString().contains("missing.json"), err::toString);
        assertFalse(err.toString().contains("\tat "), err::toString);
    }

    @Test
    void convertWritesANormalizedEqualModel() throws Exception {
        Path in = Path.of("src/test/resources/reference/nosql-workbench-models/mbonig/discussion-forum.json");
        Path target = dir.resolve("out.json");
        assertEquals(ExitCodes.OK, run("convert", in.toString(), "-o", target.toString()), err::toString);
        assertEquals(WorkbenchJson.read(in).model(), WorkbenchJson.read(target).model());
        assertTrue(Files.readString(target).contains("\"ModelSchema\""));
    }

    @Test
    void pivotPrintsTheIndexGridInEveryFormat() {
        String model = sample("movies-actors.json").toString();
        assertEquals(0, run("pivot", model, "--index", "GSI-2"), err::toString);
        assertTrue(out.toString().startsWith("Movies · GSI-2 — "), out::toString);
        assertTrue(out.toString().contains("sparse:"), out::toString);
        out.getBuffer().setLength(0);
        assertEquals(0, run("pivot", model, "--format", "csv"), err::toString);
        assertTrue(out.toString().startsWith("pk,sk,"), out::toString);
        out.getBuffer().setLength(0);
        assertEquals(0, run("pivot", model, "-f", "json"), err::toString);
        assertTrue(out.toString().contains("\"blocks\""), out::toString);
    }

    @Test
    void pivotOfAnUnknownIndexSaysWhichExist() {
        assertEquals(ExitCodes.USAGE, run("pivot", sample("movies-actors.json").toString(), "-i", "GSI-9"));
        assertTrue(err.toString().contains("GSI-1, GSI-2, GSI-3"), err::toString);
    }

    @Test
    void benchEnginePrintsOneJsonObjectOfMedians() {
        assertEquals(0, run("bench", "engine", "--items", "2000", "--runs", "1", "--json"), err::toString);
        String json = out.toString().strip();
        assertTrue(json.startsWith("{\"items\": 2000, \"views_and_pivots_ms\": "), json);
        assertTrue(json.contains("\"parse_ms\": ") && json.contains("\"heap_used_mb\": "), json);
    }

    @Test
    void infoSummarizesTablesIndexesAndEntities() {
        assertEquals(0, run("info", sample("alleycat-races.json").toString()), err::toString);
        String text = out.toString();
        assertTrue(text.contains("Table "), text);
        assertTrue(text.contains("LSI"), text);
        assertTrue(text.contains("GSI"), text);
        assertTrue(text.contains("Entities"), text);
    }
}
