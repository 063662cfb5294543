package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** pivot and query on the tournament sample's multi-attribute GSIs. */
class MultiAttributeKeysCliTest {
    private static final String TOURNAMENT = CommandLineTest.sample("tournament-matches.json").toString();
    private static final String NAMES = "{\"#r\": \"region\"}";

    private final Cli cli = new Cli();

    @Test
    void pivotShowsEachPartitionAsATupleWithRoundsInNumberOrder() {
        assertEquals(ExitCodes.OK, cli.run("pivot", TOURNAMENT, "--index", "ByRegion"), cli::err);
        String text = cli.out();
        assertTrue(text.contains("tournamentId, region "), text);
        assertTrue(text.contains("(WINTER2024, NA-EAST) (5)"), text);
        // Round 2 before round 10: the index orders round as a number.
        assertTrue(text.indexOf("m-004") < text.indexOf("m-005") && text.indexOf("m-003") < text.indexOf("m-005"), text);
    }

    @Test
    void aKeyConditionNamesEveryPartitionAttributeAndAPrefixOfTheSortAttributes() {
        assertEquals(ExitCodes.OK, cli.run("query", TOURNAMENT, "-i", "ByRegion", "-k",
                "tournamentId = :t AND #r = :r AND round = :n AND bracket = :b", "--names", NAMES, "--values",
                "{\":t\": {\"S\": \"WINTER2024\"}, \":r\": {\"S\": \"NA-EAST\"}, \":n\": {\"N\": \"2\"}, "
                        + "\":b\": {\"S\": \"UPPER\"}}", "-f", "csv"), cli::err);
        String[] lines = cli.out().split("\n");
        assertTrue(lines[0].startsWith("tournamentId,region,round,bracket,matchId,"), lines[0]);
        assertEquals(2, lines.length, cli::out);
        assertTrue(lines[1].startsWith("WINTER2024,NA-EAST,2,UPPER,m-003,"), lines[1]);
    }

    @Test
    void skippingASortAttributeIsRefusedWithDynamoDbsMessage() {
        assertEquals(ExitCodes.ERRORS, cli.run("query", TOURNAMENT, "-i", "ByRegion", "-k",
                "tournamentId = :t AND #r = :r AND bracket = :b", "--names", NAMES, "--values",
                "{\":t\": {\"S\": \"WINTER2024\"}, \":r\": {\"S\": \"NA-EAST\"}, \":b\": {\"S\": \"UPPER\"}}"));
        assertTrue(cli.err().contains("Query condition missed key schema element: round"), cli::err);
    }

    @Test
    void anAccessPatternOnTheIndexRunsWithTypedParameters() {
        assertEquals(ExitCodes.OK, cli.run("query", TOURNAMENT, "--pattern", "Late rounds in a region"), cli::err);
        assertTrue(cli.out().contains("3 items"), cli::out);
    }
}
