package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** run with the four multi-item operations, on DynamoDB Local over HTTP (and once on the Sandbox). */
class RunMultiCommandTest {
    private static final String MOVIES = CommandLineTest.sample("movies-actors.json").toString();
    private static LocalServer local;
    private static String url;

    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    @BeforeAll
    static void serve() {
        local = LocalServer.start();
        url = local.endpoint();
        try (SdkEndpoint endpoint = SdkEndpoint.open(url, "us-east-1")) {
            endpoint.gateway().createTable(TableDesign.of("Music", KeySchema.of("Artist", AttributeType.S,
                    "SongTitle", AttributeType.S)));
        }
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    private String request(String json) throws IOException {
        Path file = Files.createTempFile(dir, "request", ".json");
        Files.writeString(file, json);
        return file.toString();
    }

    private static String song(String artist, String title) {
        return "{\"Artist\": {\"S\": \"" + artist + "\"}, \"SongTitle\": {\"S\": \"" + title + "\"}}";
    }

    @Test
    void aBatchWriteThenABatchGetReadsTheSongsBack() throws IOException {
        String write = request("{\"RequestItems\": {\"Music\": ["
                + "{\"PutRequest\": {\"Item\": {\"Artist\": {\"S\": \"Acme Band\"}, \"SongTitle\": {\"S\": \"Happy Day\"},"
                + " \"AlbumTitle\": {\"S\": \"Songs About Life\"}}}},"
                + "{\"PutRequest\": {\"Item\": " + song("No One You Know", "Call Me Today") + "}}]}}");
        assertEquals(ExitCodes.OK, cli.run("run", write, "-o", "batch-write-item", "--endpoint", url), cli::err);
        assertTrue(cli.out().contains("2 put or delete requests, 0 unprocessed after 0 retries"), cli::out);
        cli.clear();
        String read = request("{\"RequestItems\": {\"Music\": {\"Keys\": [" + song("Acme Band", "Happy Day") + ", "
                + song("No One You Know", "Call Me Today") + ", " + song("Nobody", "Nothing") + "]}}}");
        assertEquals(ExitCodes.OK, cli.run("run", read, "-o", "batch-get-item", "--endpoint", url, "-f", "csv"), cli::err);
        assertTrue(cli.out().contains("Acme Band,Happy Day,Songs About Life"), cli::out);
        assertTrue(cli.out().contains("No One You Know,Call Me Today"), cli::out);
        assertTrue(cli.err().contains("capacity units"), cli::err);
    }

    @Test
    void aTransactWriteThenATransactGetKeepsTheOrderAndTellsWhatWasFound() throws IOException {
        String write = request("{\"TransactItems\": ["
                + "{\"Put\": {\"TableName\": \"Music\", \"Item\": " + song("T", "One") + "}},"
                + "{\"Put\": {\"TableName\": \"Music\", \"Item\": " + song("T", "Two") + ","
                + " \"ConditionExpression\": \"attribute_not_exists(Artist)\"}}],"
                + " \"ClientRequestToken\": \"run-multi-1\"}");
        assertEquals(ExitCodes.OK, cli.run("run", write, "-o", "transact-write-items", "--endpoint", url), cli::err);
        assertTrue(cli.out().contains("2 actions done"), cli::out);
        cli.clear();
        String read = request("{\"TransactItems\": [{\"Get\": {\"TableName\": \"Music\", \"Key\": " + song("T", "Two") + "}},"
                + "{\"Get\": {\"TableName\": \"Music\", \"Key\": " + song("T", "Three") + "}},"
                + "{\"Get\": {\"TableName\": \"Music\", \"Key\": " + song("T", "One") + "}}]}");
        assertEquals(ExitCodes.OK, cli.run("run", read, "-o", "transact-get-items", "--endpoint", url), cli::err);
        assertTrue(cli.out().contains("2 of 3 found"), cli::out);
        assertTrue(cli.out().contains("capacity units"), cli::out);
    }

    @Test
    void aCancelledTransactionNamesEachActionsReason() throws IOException {
        assertEquals(ExitCodes.OK, cli.run("run", request("{\"TransactItems\": [{\"Put\": {\"TableName\": \"Music\","
                + " \"Item\": " + song("C", "Taken") + "}}]}"), "-o", "transact-write-items", "--endpoint", url), cli::err);
        cli.clear();
        String write = request("{\"TransactItems\": ["
                + "{\"Put\": {\"TableName\": \"Music\", \"Item\": " + song("C", "New") + "}},"
                + "{\"ConditionCheck\": {\"TableName\": \"Music\", \"Key\": " + song("C", "Taken") + ","
                + " \"ConditionExpression\": \"attribute_not_exists(Artist)\"}}]}");
        assertEquals(ExitCodes.ERRORS, cli.run("run", write, "-o", "transact-write-items", "--endpoint", url));
        assertTrue(cli.err().contains("TransactionCanceledException"), cli::err);
        assertTrue(cli.err().contains("[0] Put Music: None"), cli::err);
        assertTrue(cli.err().contains("[1] ConditionCheck Music: ConditionalCheckFailed"), cli::err);
        cli.clear();
        String read = request("{\"TransactItems\": [{\"Get\": {\"TableName\": \"Music\", \"Key\": " + song("C", "New") + "}}]}");
        assertEquals(ExitCodes.OK, cli.run("run", read, "-o", "transact-get-items", "--endpoint", url), cli::err);
        assertTrue(cli.out().contains("0 of 1 found"), "nothing of a cancelled transaction is written: " + cli.out());
    }

    @Test
    void readOnlyRefusesABatchWriteBeforeSendingAnything() throws IOException {
        String write = request("{\"RequestItems\": {\"Music\": [{\"PutRequest\": {\"Item\": " + song("R", "O") + "}}]}}");
        assertEquals(ExitCodes.ERRORS, cli.run("run", write, "-o", "batch-write-item", "--endpoint", url, "--read-only"));
        assertTrue(cli.err().startsWith("ReadOnlyConnection: BatchWriteItem refused"), cli::err);
        cli.clear();
        String read = request("{\"RequestItems\": {\"Music\": {\"Keys\": [" + song("R", "O") + "]}}}");
        assertEquals(ExitCodes.OK, cli.run("run", read, "-o", "batch-get-item", "--endpoint", url, "--read-only"), cli::err);
        assertTrue(cli.out().contains("0 items"), cli::out);
    }

    @Test
    void tooManyRequestsAreRefusedBeforeAnyCallAndMistakesNameTheirPath() throws IOException {
        StringBuilder puts = new StringBuilder();
        for (int i = 0; i < 26; i++) {
            puts.append(i == 0 ? "" : ",").append("{\"PutRequest\": {\"Item\": ").append(song("L", "s" + i)).append("}}");
        }
        String write = request("{\"RequestItems\": {\"Music\": [" + puts + "]}}");
        assertEquals(ExitCodes.USAGE, cli.run("run", write, "-o", "batch-write-item", "--endpoint", url));
        assertEquals("tablewright run: BatchWrite takes at most 25 put or delete requests; this one has 26",
                cli.err().strip());
        cli.clear();
        String bad = request("{\"RequestItems\": {\"Music\": [{\"PutRequest\": {\"Item\": {}}, \"Extra\": 1}]}}");
        assertEquals(ExitCodes.USAGE, cli.run("run", bad, "-o", "batch-write-item", "--endpoint", url));
        assertTrue(cli.err().contains(": $.RequestItems.Music[0].Extra: not a member of a batch-write-item WriteRequest"),
                cli::err);
    }

    @Test
    void onTheSandboxATransactGetReadsTheSampleItems() throws IOException {
        String read = request("{\"TransactItems\": [{\"Get\": {\"TableName\": \"Movies\", \"Key\": "
                + "{\"pk\": {\"S\": \"mov#tt1375666\"}, \"sk\": {\"S\": \"mov#tt1375666\"}}}}]}");
        assertEquals(ExitCodes.OK, cli.run("run", read, "-o", "transact-get-items", "--model", MOVIES), cli::err);
        assertTrue(cli.out().contains("Inception"), cli::out);
        assertTrue(cli.out().contains("1 of 1 found"), cli::out);
        assertFalse(cli.out().contains("Exception"), cli::out);
    }
}
