package dev.tablewright.cli.bench;

import dev.tablewright.aws.LocalServerExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.cli.TablewrightCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code bench commit} and {@code bench scan} with {@code --latency-ms} against DynamoDB Local over
 * HTTP: both loops compared pay the delay on every round trip, and the option is refused where the
 * relay cannot go.
 */
class LiveBenchLatencyTest {
    private static final int LATENCY_MS = 60;
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void commitBenchDelaysEveryBatchOfBothLoops() throws Exception {
        // 200 items: 8 batches of 25; the plain loop sends them one after another, 4 writers two rounds each.
        JsonNode f = bench("commit", "--items", "200", "--writers", "4", "--runs", "1", "--warmup", "0",
                "--latency-ms", String.valueOf(LATENCY_MS));
        assertEquals(LATENCY_MS, f.get("latency_ms").asInt());
        assertTrue(f.get("plain_ms").asDouble() >= 8 * LATENCY_MS, f::toString);
        assertTrue(f.get("parallel_ms").asDouble() >= 2 * LATENCY_MS, f::toString);
        assertTrue(f.get("relay_connections").asInt() >= 4, "the writers' connections went through the relay: " + f);
    }

    @Test
    void scanBenchDelaysEveryPageOfBothLoops() throws Exception {
        JsonNode f = bench("scan", "--table", "latency-scan", "--items", "300", "--segments", "3", "--runs", "1",
                "--latency-ms", String.valueOf(LATENCY_MS));
        assertEquals(300, f.get("items").asInt());
        assertTrue(f.get("plain_ms").asDouble() >= LATENCY_MS, f::toString);
        assertTrue(f.get("all_pages_ms").asDouble() >= LATENCY_MS, f::toString);
        assertTrue(f.get("relay_connections").asInt() >= 1, f::toString);
    }

    @Test
    void scanBenchWithoutThePlainLoopTimesOursAlone() throws Exception {
        JsonNode f = bench("scan", "--table", "no-plain-scan", "--items", "120", "--runs", "1", "--no-plain");
        assertEquals(120, f.get("items").asInt());
        assertTrue(f.get("all_pages_ms").asDouble() > 0, f::toString);
        assertFalse(f.has("plain_ms") || f.has("ratio"), f::toString);
        assertTrue(f.get("max_heap_mb").asDouble() > 0, f::toString);
    }

    @Test
    void withoutLatencyThereIsNoRelay() throws Exception {
        JsonNode f = bench("commit", "--items", "50", "--runs", "1", "--warmup", "0");
        assertEquals(0, f.get("latency_ms").asInt());
        assertFalse(f.has("relay_connections"), f::toString);
    }

    @Test
    void latencyIsRefusedForAProfileAnHttpsEndpointOrBelowZero() {
        assertRefused("--latency-ms needs --endpoint with an http:// URL", "bench", "commit", "--profile", "dev",
                "--latency-ms", "20");
        assertRefused("--latency-ms needs --endpoint with an http:// URL", "bench", "scan", "--endpoint",
                "https://dynamodb.eu-west-1.amazonaws.com", "--latency-ms", "20");
        assertRefused("--latency-ms must be at least 0", "bench", "scan", "--endpoint", local.endpoint(),
                "--latency-ms", "-1");
    }

    private void assertRefused(String message, String... args) {
        assertEquals(2, run(args), out::toString);
        assertTrue(err.toString().contains(message), err::toString);
        err.getBuffer().setLength(0);
    }

    private JsonNode bench(String which, String... options) throws Exception {
        String[] args = new String[options.length + 5];
        args[0] = "bench";
        args[1] = which;
        args[2] = "--endpoint";
        args[3] = local.endpoint();
        args[4] = "--json";
        System.arraycopy(options, 0, args, 5, options.length);
        assertEquals(0, run(args), err::toString);
        return new ObjectMapper().readTree(out.toString());
    }

    private int run(String... args) {
        CommandLine cl = TablewrightCommand.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }
}
