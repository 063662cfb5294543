package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.aws.LocalServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** bench commit against DynamoDB Local served over HTTP in the test JVM, on a few hundred items. */
class BenchCommitTest {
    private static LocalServer local;

    private final Cli cli = new Cli();

    @BeforeAll
    static void serve() {
        local = LocalServer.start();
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @Test
    void bothLoopsWriteEveryItemAndTheFiguresComeFromTheMedians() throws Exception {
        assertEquals(0, cli.run("bench", "commit", "--endpoint", local.endpoint(), "--items", "260", "--warmup", "30",
                "--runs", "2", "--writers", "3", "--json"), cli::err);
        JsonNode f = new ObjectMapper().readTree(cli.out());
        assertEquals(260, f.get("items").asInt());
        assertEquals(2, f.get("runs").asInt());
        assertEquals(0, f.get("retried").asInt());
        double plainMs = f.get("plain_ms").asDouble();
        double oursMs = f.get("parallel_ms").asDouble();
        assertEquals(plainMs / oursMs, f.get("ratio").asDouble(), 0.01, f::toString);
        assertEquals(260 / (plainMs / 1000), f.get("plain_items_per_s").asDouble(), 1, f::toString);
        for (String cpu : new String[] {"plain_client_cpu_us_per_item", "parallel_client_cpu_us_per_item"}) {
            assertTrue(f.get(cpu).asDouble() > 0, cpu + " in " + f);
        }
        assertTrue(f.has("load_before") && f.has("load_after"), f::toString);
        // The bench cleans up after itself.
        assertFalse(local.gateway().listTables().contains("tablewright-bench-commit"));
    }

    @Test
    void withoutAnEndpointItSaysWhatItNeeds() {
        assertEquals(2, cli.run("bench", "commit"));
        assertTrue(cli.err().contains("--endpoint URL is required"), cli::err);
    }
}
