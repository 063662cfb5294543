package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class QueryCommandTest {
    private static final String MOVIES = CommandLineTest.sample("movies-actors.json").toString();
    private static final String FORREST_GUMP = "{\":p\": {\"S\": \"mov#tt0109830\"}, \":a\": {\"S\": \"act#\"}}";

    private final Cli cli = new Cli();

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void keyConditionQueryPrintsTheItemsInSortKeyOrderAndTheirCount() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "-k", "pk = :p AND begins_with(sk, :a)", "--values", FORREST_GUMP,
                "-f", "csv"), cli::err);
        String[] lines = cli.out().split("\n");
        assertTrue(lines[0].startsWith("pk,sk,"), lines[0]);
        assertEquals(3, lines.length, cli::out); // header and the two cast members
        assertTrue(lines[1].startsWith("mov#tt0109830,act#nm0000158,"), lines[1]);
        assertTrue(lines[2].startsWith("mov#tt0109830,act#nm0000705,"), lines[2]);
        assertTrue(cli.err().contains("2 items, 2 read"), cli::err);
    }

    @Test
    void descendingReversesTheOrderAndALimitEndsWithTheLastEvaluatedKey() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "-k", "pk = :p AND begins_with(sk, :a)", "--values", FORREST_GUMP,
                "--descending", "--limit", "1"), cli::err);
        String text = cli.out();
        assertTrue(text.contains("act#nm0000705"), text);
        assertFalse(text.contains("act#nm0000158"), text);
        assertTrue(text.contains("1 item, 1 read"), text);
        assertTrue(text.contains("LastEvaluatedKey: {\"pk\":{\"S\":\"mov#tt0109830\"},\"sk\":{\"S\":\"act#nm0000705\"}}"), text);
    }

    @Test
    void aFilterCountsWhatItKeepsAndWhatWasRead() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "-k", "pk = :p", "--filter", "#t = :type",
                "--names", "{\"#t\": \"entityType\"}",
                "--values", "{\":p\": {\"S\": \"mov#tt0109830\"}, \":type\": {\"S\": \"cast\"}}", "-f", "json"), cli::err);
        String json = cli.out();
        assertTrue(json.contains("\"count\": 2"), json);
        assertTrue(json.contains("\"scannedCount\": 5"), json);
    }

    @Test
    void anIndexIsQueriedWithItsOwnKeys() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "-i", "GSI-1", "-k", "sk = :a",
                "--values", "{\":a\": {\"S\": \"act#nm0000158\"}}"), cli::err);
        assertTrue(cli.out().startsWith("Movies · GSI-1 — "), cli::out);
        assertTrue(cli.out().contains("mov#tt0109830"), cli::out);
    }

    @Test
    void anAccessPatternRunsWithItsSampleParametersOrTheGivenOnes() {
        assertEquals(ExitCodes.OK, run("query", MOVIES, "--pattern", "Get movies by an actor", "--param",
                "actorId=nm0000158"), cli::err);
        assertTrue(cli.out().contains("Forrest Gump"), cli::out);
        cli.clear();
        assertEquals(ExitCodes.OK, run("query", MOVIES, "--pattern", "Get movie by movie ID"), cli::err);
        assertTrue(cli.out().contains("The Dark Knight"), cli::out);
        assertTrue(cli.out().contains("1 item"), cli::out);
    }

    @Test
    void whatDynamoDbRefusesExitsOneWithItsErrorCode() {
        assertEquals(ExitCodes.ERRORS, run("query", MOVIES, "-k", "pk = :p"));
        assertTrue(cli.err().startsWith("ValidationException: "), cli::err);
        assertTrue(cli.err().contains(":p"), cli::err);
        assertFalse(cli.err().contains("\tat "), cli::err);
    }

    @Test
    void aNumberOfThirtyNineDigitsIsRefusedAsDynamoDbRefusesIt() {
        assertEquals(ExitCodes.ERRORS, run("query", MOVIES, "-k", "pk = :p", "--filter", "year = :y", "--values",
                "{\":p\": {\"S\": \"mov#tt0109830\"}, \":y\": {\"N\": \"123456789012345678901234567890123456789\"}}"),
                cli::err);
        assertEquals("ValidationException: ExpressionAttributeValues contains invalid value: DynamoDB only supports "
                + "precision up to 38 digits for key :y", cli.err().strip());
    }

    @Test
    void badArgumentsSayWhatWasExpected() {
        assertEquals(ExitCodes.USAGE, run("query", MOVIES, "-k", "pk = :p", "--values", "{\":p\": {\"Q\": 1}}"));
        assertTrue(cli.err().contains("$.:p"), cli::err);
        cli.clear();
        assertEquals(ExitCodes.USAGE, run("query", MOVIES, "--pattern", "nope"));
        assertTrue(cli.err().contains("Get movie by movie ID"), cli::err);
        cli.clear();
        assertEquals(ExitCodes.USAGE, run("query", MOVIES, "--pattern", "Get movie by movie ID", "--limit", "1"));
        assertTrue(cli.err().contains("go with --key-condition"), cli::err);
        cli.clear();
        assertEquals(ExitCodes.USAGE, run("query", MOVIES));
    }
}
