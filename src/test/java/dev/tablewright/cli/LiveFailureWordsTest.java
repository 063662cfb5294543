package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A live command's failure is one plain line in Test connection's words, never the SDK's text. */
class LiveFailureWordsTest {
    private final Cli cli = new Cli();

    /** A port nothing listens on: taken, then let go. */
    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    @Test
    void aRefusedConnectionSaysSoAndWhere(@TempDir Path dir) throws IOException {
        Path request = Files.writeString(dir.resolve("scan.json"), "{\"TableName\": \"Movies\"}");
        String url = "http://localhost:" + closedPort();
        cli.run("run", "-o", "scan", "--endpoint", url, request.toString());
        assertEquals("tablewright run: Connection refused at " + url + ": is DynamoDB Local running there?",
                cli.err().strip());
        cli.clear();
        cli.run("tables", "--endpoint", url);
        assertEquals("tablewright tables: Connection refused at " + url + ": is DynamoDB Local running there?",
                cli.err().strip());
    }
}
