package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.WorkbenchJson;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandLineTest {
    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    private int run(String... args) {
        return cli.run(args);
    }

    static Path sample(String name) {
        return Path.of("sample-models", name);
    }

    @Test
    void helpListsTheCommands() {
        assertEquals(0, run("--help"));
        for (String c : new String[] {"validate", "convert", "info", "pivot"}) {
            assertTrue(cli.out().contains(c), cli::out);
        }
    }

    @Test
    void onlyNoArgumentsOrAnExistingFileOpenTheApp() throws Exception {
        String model = Files.writeString(dir.resolve("model.json"), "{}").toString();
        assertTrue(TablewrightCommand.opensApp());
        assertTrue(TablewrightCommand.opensApp(model));
        assertFalse(TablewrightCommand.opensApp(dir.resolve("missing.json").toString()));
        assertFalse(TablewrightCommand.opensApp("valdate", model));
        assertFalse(TablewrightCommand.opensApp("validate", model));
        assertFalse(TablewrightCommand.opensApp("--help"));
    }

    @Test
    void aMistypedCommandNamesTheNearestOneAndExitsTwo() {
        assertEquals(ExitCodes.USAGE, run("valdate", "x.json"));
        assertEquals("tablewright: unknown command 'valdate' (did you mean validate?)", cli.err().strip());
        assertEquals("", cli.out());
    }

    @Test
    void anUnknownWordLikeNoCommandPointsAtHelp() {
        assertEquals(ExitCodes.USAGE, run("frobnicate"));
        assertEquals("tablewright: unknown command 'frobnicate' (see tablewright --help)", cli.err().strip());
    }

    @Test
    void aMissingModelFileIsNamedAsOne() {
        String missing = dir.resolve("x.json").toString();
        assertEquals(ExitCodes.UNREADABLE, run(missing));
        assertEquals("tablewright: cannot open " + missing + ": no such file", cli.err().strip());
    }

    @Test
    void aMistypedOptionKeepsPicocliSuggestion() {
        assertEquals(ExitCodes.USAGE, run("--hepl"));
        assertTrue(cli.err().contains("--help"), cli::err);
    }

    @Test
    void validateCleanSampleExitsZero() {
        assertEquals(ExitCodes.OK, run("validate", sample("movies-actors.json").toString()), cli::out);
        assertTrue(cli.out().contains("0 errors"), cli::out);
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
        assertEquals(ExitCodes.ERRORS, run("validate", bad.toString()), cli::out);
        assertTrue(cli.out().contains("bad.json"), cli::out);
        assertTrue(cli.out().contains("error"), cli::out);
    }

    @Test
    void validateUnreadableFileExitsTwoWithoutAStackTrace() throws Exception {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"ModelName\": [", StandardCharsets.UTF_8);
        assertEquals(ExitCodes.UNREADABLE, run("validate", broken.toString(), dir.resolve("missing.json").toString()));
        assertTrue(cli.err().contains("broken.json"), cli::err);
        assertTrue(cli.err().contains("missing.json"), cli::err);
        assertFalse(cli.err().contains("\tat "), cli::err);
    }

    @Test
    void convertWritesANormalizedEqualModel() throws Exception {
        Path in = Path.of("src/test/resources/reference/nosql-workbench-models/mbonig/discussion-forum.json");
        Path target = dir.resolve("out.json");
        assertEquals(ExitCodes.OK, run("convert", in.toString(), "-o", target.toString()), cli::err);
        assertEquals(WorkbenchJson.read(in).model(), WorkbenchJson.read(target).model());
        assertTrue(Files.readString(target).contains("\"ModelSchema\""));
    }

    @Test
    void pivotPrintsTheIndexGridInEveryFormat() {
        String model = sample("movies-actors.json").toString();
        assertEquals(0, run("pivot", model, "--index", "GSI-2"), cli::err);
        assertTrue(cli.out().startsWith("Movies · GSI-2 — "), cli::out);
        assertTrue(cli.out().contains("sparse:"), cli::out);
        cli.clear();
        assertEquals(0, run("pivot", model, "--format", "csv"), cli::err);
        assertTrue(cli.out().startsWith("pk,sk,"), cli::out);
        cli.clear();
        assertEquals(0, run("pivot", model, "-f", "json"), cli::err);
        assertTrue(cli.out().contains("\"blocks\""), cli::out);
    }

    @Test
    void pivotOfAnUnknownIndexSaysWhichExist() {
        assertEquals(ExitCodes.USAGE, run("pivot", sample("movies-actors.json").toString(), "-i", "GSI-9"));
        assertTrue(cli.err().contains("GSI-1, GSI-2, GSI-3"), cli::err);
    }

    @Test
    void benchEnginePrintsOneJsonObjectOfMediansWithTheRatioToAPlainSort() throws Exception {
        assertEquals(0, run("bench", "engine", "--items", "2000", "--runs", "1", "--json"), cli::err);
        JsonNode figures = new ObjectMapper().readTree(cli.out());
        assertEquals(2000, figures.get("items").asInt());
        for (String figure : new String[] {"views_and_pivots_ms", "plain_sort_ms", "views_to_sort_ratio", "parse_ms",
                "partition_query_ms", "scan_page_ms", "heap_used_mb"}) {
            assertTrue(figures.get(figure).isNumber(), figure + " in " + figures);
        }
        double ratio = figures.get("views_and_pivots_ms").asDouble() / figures.get("plain_sort_ms").asDouble();
        assertEquals(ratio, figures.get("views_to_sort_ratio").asDouble(), ratio * 0.05 + 0.01, figures::toString);
    }

    @Test
    void infoSummarizesTablesIndexesAndEntities() {
        assertEquals(0, run("info", sample("alleycat-races.json").toString()), cli::err);
        String text = cli.out();
        assertTrue(text.contains("Table "), text);
        assertTrue(text.contains("LSI"), text);
        assertTrue(text.contains("GSI"), text);
        assertTrue(text.contains("Entities"), text);
    }
}
