package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Projection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code diff OLD NEW}: 0 the same (summary only), 1 different, 2 unreadable with a one-line reason. */
class DiffCommandTest {
    private static final Path MOVIES = Path.of("sample-models/movies-actors.json");

    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    /** The sample with its first GSI's projection made KEYS_ONLY. */
    private Path changedCopy() throws Exception {
        DataModel m = WorkbenchJson.read(MOVIES).model().orElseThrow();
        String table = m.tables().get(0).name();
        DataModel changed = m.withTable(table, t -> {
            List<GlobalSecondaryIndex> gsis = new ArrayList<>(t.globalIndexes());
            GlobalSecondaryIndex g = gsis.get(0);
            gsis.set(0, new GlobalSecondaryIndex(g.name(), g.keys(), Projection.KEYS_ONLY, g.extra()));
            return t.withGlobalIndexes(gsis);
        });
        Path out = dir.resolve("changed.json");
        WorkbenchJson.save(changed, out);
        return out;
    }

    @Test
    void theSameFileExitsZeroWithTheSummaryAlone() {
        assertEquals(ExitCodes.OK, cli.run("diff", MOVIES.toString(), MOVIES.toString()), cli::err);
        assertEquals(List.of(MOVIES + " -> " + MOVIES + ": no differences"), cli.out().lines().toList());
        assertEquals("", cli.err());
    }

    @Test
    void aSavedCopyIsTheSameModel() throws Exception {
        Path copy = dir.resolve("copy.json");
        WorkbenchJson.save(WorkbenchJson.read(MOVIES).model().orElseThrow(), copy);
        assertEquals(ExitCodes.OK, cli.run("diff", MOVIES.toString(), copy.toString()), cli::out);
    }

    @Test
    void aChangeExitsOneInEachFormat() throws Exception {
        Path changed = changedCopy();
        assertEquals(ExitCodes.ERRORS, cli.run("diff", MOVIES.toString(), changed.toString()), cli::err);
        List<String> lines = cli.out().lines().toList();
        assertTrue(lines.get(0).startsWith("Table "), cli::out);
        assertTrue(lines.get(1).matches("  ~ .*/indexes/.*/projection: ALL -> KEYS_ONLY"), cli::out);
        assertTrue(lines.get(lines.size() - 1).endsWith(": 1 change: 0 added, 0 removed, 1 changed, 0 renamed"),
                cli::out);

        cli.clear();
        assertEquals(ExitCodes.ERRORS, cli.run("diff", MOVIES.toString(), changed.toString(), "--format", "markdown"));
        assertTrue(cli.out().startsWith("## Model diff: "), cli::out);
        assertTrue(cli.out().contains("| changed | `"), cli::out);

        cli.clear();
        assertEquals(ExitCodes.ERRORS, cli.run("diff", MOVIES.toString(), changed.toString(), "-f", "json"));
        JsonNode json = Json.parseTrusted(cli.out());
        assertEquals(false, json.get("same").asBoolean());
        assertEquals(1, json.get("summary").get("changed").asInt());
        assertEquals("changed", json.get("changes").get(0).get("kind").asText());
        assertEquals("KEYS_ONLY", json.get("changes").get(0).get("new").asText());
    }

    @Test
    void anUnreadableFileExitsTwoWithOneLine() throws Exception {
        Path missing = dir.resolve("missing.json");
        assertEquals(ExitCodes.UNREADABLE, cli.run("diff", MOVIES.toString(), missing.toString()));
        assertEquals(List.of("tablewright diff: cannot read " + missing + ": the file does not exist"),
                cli.err().lines().toList());
        assertEquals("", cli.out());

        cli.clear();
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"ModelName\": ");
        assertEquals(ExitCodes.UNREADABLE, cli.run("diff", broken.toString(), MOVIES.toString()));
        assertEquals(1, cli.err().lines().count(), cli::err);
        assertTrue(cli.err().startsWith("tablewright diff: cannot read " + broken + ": "), cli::err);
    }

    @Test
    void anUnknownFormatIsAUsageError() {
        assertEquals(ExitCodes.USAGE, cli.run("diff", MOVIES.toString(), MOVIES.toString(), "-f", "html"));
        assertTrue(cli.err().contains("unknown format 'html'"), cli::err);
    }
}
