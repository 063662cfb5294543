package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.stream.KeptFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** run on the Sandbox prints, after a write's result, the line of what the stream wrote after it. */
class RunStreamCommandTest {
    private static final String MODEL = KeptFixtures.MONTHLY_TOTALS.toString();
    private static final String STREAM = "{\"pk\": {\"S\": \"MOV#m7\"}, \"sk\": {\"S\": \"STR#2024-09-01T10:00:00Z#u1\"},"
            + " \"entityType\": {\"S\": \"stream\"}, \"movieId\": {\"S\": \"m7\"},"
            + " \"streamedAt\": {\"S\": \"2024-09-01T10:00:00Z\"}, \"minutesWatched\": {\"N\": \"20\"}}";
    private static final String M2_STREAM = "{\"pk\": {\"S\": \"MOV#m2\"}, \"sk\": {\"S\": \"STR#2024-05-18T08:00:00Z#u1\"}}";

    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    private String request(String json) throws IOException {
        Path file = Files.createTempFile(dir, "request", ".json");
        Files.writeString(file, json);
        return file.toString();
    }

    @Test
    void aPutItemPrintsTheStreamsWrite() throws IOException {
        String put = request("{\"TableName\": \"Movies\", \"Item\": " + STREAM + "}");
        assertEquals(ExitCodes.OK, cli.run("run", put, "-o", "put-item", "--model", MODEL), cli::err);
        assertTrue(cli.out().contains("+1 write by the stream: MonthlyTotal MOV#m7/TOTAL#2024-09\n"), cli::out);
    }

    @Test
    void aCsvRunKeepsTheStreamsLineOffStandardOutput() throws IOException {
        String delete = request("{\"TableName\": \"Movies\", \"Key\": " + M2_STREAM + "}");
        assertEquals(ExitCodes.OK, cli.run("run", delete, "-o", "delete-item", "--model", MODEL, "-f", "csv"), cli::err);
        assertTrue(cli.err().contains("+1 write by the stream: MonthlyTotal MOV#m2/TOTAL#2024-05 (deleted)"), cli::err);
        assertTrue(!cli.out().contains("by the stream"), cli::out);
    }

    @Test
    void aStatementABatchAndATransactionPrintTheirStreamsWrites() throws IOException {
        String statement = request("{\"Statement\": \"UPDATE Movies SET minutesWatched = 1 WHERE pk = 'MOV#m2'"
                + " AND sk = 'STR#2024-05-18T08:00:00Z#u1'\"}");
        assertEquals(ExitCodes.OK, cli.run("run", statement, "-o", "execute-statement", "--model", MODEL), cli::err);
        assertTrue(cli.out().contains("+1 write by the stream: MonthlyTotal MOV#m2/TOTAL#2024-05\n"), cli::out);
        cli.clear();

        String batch = request("{\"RequestItems\": {\"Movies\": [{\"PutRequest\": {\"Item\": " + STREAM + "}},"
                + " {\"DeleteRequest\": {\"Key\": " + M2_STREAM + "}}]}}");
        assertEquals(ExitCodes.OK, cli.run("run", batch, "-o", "batch-write-item", "--model", MODEL), cli::err);
        assertTrue(cli.out().contains("2 put or delete requests, 0 unprocessed after 0 retries\n"
                + "+2 writes by the stream: MonthlyTotal MOV#m7/TOTAL#2024-09, MonthlyTotal MOV#m2/TOTAL#2024-05 (deleted)\n"),
                cli::out);
        cli.clear();

        String transaction = request("{\"TransactItems\": [{\"Put\": {\"TableName\": \"Movies\", \"Item\": " + STREAM
                + "}}]}");
        assertEquals(ExitCodes.OK, cli.run("run", transaction, "-o", "transact-write-items", "--model", MODEL),
                cli::err);
        assertTrue(cli.out().contains("1 actions done\n+1 write by the stream: MonthlyTotal MOV#m7/TOTAL#2024-09\n"),
                cli::out);
    }
}
