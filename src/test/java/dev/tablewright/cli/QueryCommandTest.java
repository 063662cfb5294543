package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class QueryCommandTest {
    private static final String MOVIES = CommandLineTest.sample("movies-actors.json").toString();
    private static final String FORREST_GUMP = "{\":p\": {\"S\": \"mov#tt0109830\"}, \":a\": {\"S\": \"act#\"}}";

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = TablewrightCommand.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void keyConditionQueryPrintsTheItemsInSortKeyOrderAndTheirCount() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "-k", "pk = :p AND begins_with(sk, :a)", "--values", FORREST_GUMP,
                "-f", "csv"), err::toString);
        String[] lines = out.toString().split("\n");
        assertTrue(lines[0].startsWith("pk,sk,"), lines[0]);
        assertEquals(3, lines.length, out::toString); // header and the two cast members
        assertTrue(lines[1].startsWith("mov#tt0109830,act#nm0000158,"), lines[1]);
        assertTrue(lines[2].startsWith("mov#tt0109830,act#nm0000705,"), lines[2]);
        assertTrue(err.toString().contains("2 items, 2 read"), err::toString);
    }

    @Test
    void descendingReversesTheOrderAndALimitEndsWithTheLastEvaluatedKey() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "-k", "pk = :p AND begins_with(sk, :a)", "--values", FORREST_GUMP,
                "--descending", "--limit", "1"), err::toString);
        String text = out.toString();
        assertTrue(text.contains("act#nm0000705"), text);
        assertFalse(text.contains("act#nm0000158"), text);
        assertTrue(text.contains("1 item, 1 read"), text);
        assertTrue(text.contains("LastEvaluatedKey: {\"pk\":{\"S\":\"mov#tt0109830\"},\"sk\":{\"S\":\"act#nm0000705\"}}"), text);
    }

    @Test
    void aFilterCountsWhatItKeepsAndWhatWasRead() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "-k", "pk = :p", "--filter", "#t = :type",
                "--names", "{\"#t\": \"entityType\"}",
                "--values", "{\":p\": {\"S\": \"mov#tt0109830\"}, \":type\": {\"S\": \"cast\"}}", "-f", "json"), err::toString);
        String json = out.toString();
        assertTrue(json.contains("\"count\": 2"), json);
        assertTrue(json.contains("\"scannedCount\": 6"), json);
    }

    @Test
    void anIndexIsQueriedWithItsOwnKeys() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "-i", "GSI-1", "-k", "sk = :a",
                "--values", "{\":a\": {\"S\": \"act#nm0000158\"}}"), err::toString);
        assertTrue(out.toString().startsWith("Movies · GSI-1 — "), out::toString);
        assertTrue(out.toString().contains("mov#tt0109830"), out::toString);
    }

    @Test
    void anAccessPatternRunsWithItsSampleParametersOrTheGivenOnes() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "--pattern", "Get movies by an actor", "--param",
                "actorId=nm0000158"), err::toString);
        assertTrue(out.toString().contains("Forrest Gump"), out::toString);
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("query", MOVIES, "--pattern", "Get movie by movie ID"), err::toString);
        assertTrue(out.toString().contains("The Dark Knight"), out::toString);
        assertTrue(out.toString().contains("1 item"), out::toString);
    }

    @Test
    void whatDynamoDbRefusesExitsOneWithItsErrorCode() {
        assertEquals(ExitCodes.ERRORS, run("query", MOVIES, "-k", "pk = :p"));
        assertTrue(err.toString().startsWith("ValidationException: "), err::toString);
        assertTrue(err.toString().contains(":p"), err::toString);
        assertFalse(err.toString().contains("\tat "), err::toString);
    }

    @Test
    void badArgumentsSayWhatWasExpected() {
        assertEquals(ExitCodes.USAGE, run("query", MOVIES, "-k", "pk = :p", "--values", "{\":p\": {\"Q\": 1}}"));
        assertTrue(err.toString().contains("$.:p"), err::toString);
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.USAGE, run("query", MOVIES, "--pattern", "nope"));
        assertTrue(err.toString().contains("Get movie by movie ID"), err::toString);
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.USAGE, run("query", MOVIES, "--pattern", "Get movie by movie ID", "--limit", "1"));
        assertTrue(err.toString().contains("go with --key-condition"), err::toString);
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.USAGE, run("query", MOVIES));
    }
}
