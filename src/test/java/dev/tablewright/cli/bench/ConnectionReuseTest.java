package dev.tablewright.cli.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.TestJvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The SDK's HTTP pool keeps a connection for each of the commit's 8 writers, so a second commit opens
 * none (each would be a handshake, a round trip or more to AWS). The JDK's default pool of 5 is the
 * control: with it, the second commit opens the 3 connections the first one's end closed.
 */
class ConnectionReuseTest {
    private static final Pattern OPENED = Pattern.compile("opened first=(\\d+) second=(\\d+)");

    @Test
    void eightWritersKeepTheirConnectionsFromOneCommitToTheNext() throws Exception {
        int[] opened = probe(List.of());
        assertTrue(opened[0] >= 8, "the first commit opened a connection per writer: " + opened[0]);
        assertEquals(0, opened[1], "the second commit opened connections again");
    }

    @Test
    void theJdksDefaultPoolOfFiveWouldCloseAndReopenThem() throws Exception {
        int[] opened = probe(List.of("-Dhttp.maxConnections=5"));
        assertTrue(opened[1] >= 1, "with 5 kept, the second commit opened " + opened[1]);
    }

    private static int[] probe(List<String> options) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(TestJvm.command(options, ConnectionReuseProbe.class))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        assertEquals(0, p.exitValue(), out);
        Matcher m = OPENED.matcher(out);
        assertTrue(m.find(), out);
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
    }
}
