package dev.tablewright.cli;

import dev.tablewright.aws.LocalServerExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.aws.faults.FaultProxy;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code commit} against DynamoDB Local over HTTP: created, refused when it exists, added to, replaced. */
class CommitCommandTest {
    private static final String ORDERS = CommandLineTest.sample("customer-orders.json").toString();
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();
    private final Cli cli = new Cli();

    @BeforeEach
    void empty() {
        local.gateway().listTables().forEach(t -> local.gateway().deleteTable(t));
    }

    @Test
    void commitsThenRefusesThenAddsThenReplaces() {
        DataModel model = WorkbenchJson.read(CommandLineTest.sample("customer-orders.json")).model().orElseThrow();
        String table = model.tables().get(0).name();
        int items = SandboxGateway.of(model).scan(ScanRequest.of(table)).count();

        assertEquals(ExitCodes.OK, cli.run("commit", ORDERS, "--endpoint", local.endpoint()), cli::err);
        assertTrue(cli.out().contains(table + ": created · " + items + " items written · 0 retried · 0 failed"),
                cli.out());
        assertTrue(cli.err().contains(table + ": writing items"), cli.err());
        assertEquals(items, liveCount(table));

        cli.clear();
        assertEquals(ExitCodes.ERRORS, cli.run("commit", ORDERS, "--endpoint", local.endpoint()));
        assertTrue(cli.err().contains("table " + table + " already exists") && cli.err().contains("Nothing was written"),
                cli.err());
        assertTrue(cli.err().contains("--replace (delete it and create it anew: its items are lost), --add (write the"
                + " model's items into it; same keys needed) or --resume"), cli.err());

        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("commit", ORDERS, "--endpoint", local.endpoint(), "--add", "-f", "json"),
                cli::err);
        assertTrue(cli.out().contains("\"action\": \"kept\""), cli.out());
        assertEquals(items, liveCount(table), "the same items again: nothing doubled");

        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("commit", ORDERS, "--endpoint", local.endpoint(), "--replace",
                "--table", table), cli::err);
        assertTrue(cli.out().contains(table + ": replaced"), cli.out());
        assertTrue(cli.err().startsWith("tablewright commit: Replacing deletes " + table + " (" + items + " items), then"
                + " creates it again from the model: its items are lost.\n"), "said before it starts: " + cli.err());
    }

    @Test
    void aReplaceThatStopsSaysWhereThingsStandAndResumeFinishesIt() throws Exception {
        DataModel model = WorkbenchJson.read(CommandLineTest.sample("customer-orders.json")).model().orElseThrow();
        String table = model.tables().get(0).name();
        int items = SandboxGateway.of(model).scan(ScanRequest.of(table)).count();
        assertEquals(ExitCodes.OK, cli.run("commit", ORDERS, "--endpoint", local.endpoint(), "--replace"), cli::err);

        cli.clear();
        try (FaultProxy proxy = new FaultProxy(local.endpoint(), Set.of("CreateTable"),
                new FaultProxy.Faults(0, 1, 0, 0, 0), 1)) {
            assertEquals(ExitCodes.ERRORS, cli.run("commit", ORDERS, "--endpoint", proxy.endpoint(), "--replace",
                    "-f", "json"));
        }
        assertTrue(cli.err().contains("tablewright commit: creating " + table + " failed after 12 attempts (Internal"
                + " server error); " + table + " was deleted but not created again; 0 of " + items + " items written;"
                + " run the same command with --resume in place of --replace.\n"), cli.err());
        JsonNode report = new ObjectMapper().readTree(cli.out());
        assertEquals(items, report.get("notWritten").asInt(), cli.out());
        assertEquals("deleted", report.get("tables").get(0).get("stage").asText(), cli.out());
        assertEquals(0, liveCount(table) , "gone, as said");

        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("commit", ORDERS, "--endpoint", local.endpoint(), "--resume"), cli::err);
        assertTrue(cli.out().contains(table + ": created · " + items + " items written"), cli.out());
        assertEquals(items, liveCount(table));

        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("commit", ORDERS, "--endpoint", local.endpoint(), "--resume"), cli::err);
        assertTrue(cli.out().contains(table + ": resumed · 0 items written · " + items + " already there"), cli.out());
        assertTrue(!cli.err().contains("Replacing"), "a resume deletes nothing: " + cli.err());
    }

    @Test
    void badArgumentsSayWhat() {
        assertEquals(ExitCodes.USAGE, cli.run("commit", ORDERS));
        assertTrue(cli.err().contains("--endpoint URL or --profile P"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("commit", ORDERS, "--endpoint", local.endpoint(), "--add", "--replace"));
        assertTrue(cli.err().contains("mutually exclusive"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.ERRORS, cli.run("commit", ORDERS, "--endpoint", local.endpoint(), "--table", "Nope"));
        assertTrue(cli.err().contains("The model has no table Nope"), cli.err());
    }

    @Test
    void benchCommitWritesTheSameItemsBothWaysAndReportsFigures() throws Exception {
        assertEquals(ExitCodes.OK, cli.run("bench", "commit", "--endpoint", local.endpoint(), "--items", "260",
                "--warmup", "30", "--runs", "2", "--writers", "3", "--json"), cli::err);
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
        try (SdkEndpoint endpoint = SdkEndpoint.open(local.endpoint(), "us-east-1")) {
            assertTrue(!endpoint.gateway().listTables().contains("tablewright-bench-commit"), "cleaned up");
        }
    }

    @Test
    void benchCommitWithoutAnEndpointOrRunsSaysWhatItNeeds() {
        assertEquals(2, cli.run("bench", "commit"));
        assertTrue(cli.err().contains("--endpoint URL is required"), cli::err);
        cli.clear();
        assertEquals(2, cli.run("bench", "commit", "--endpoint", local.endpoint(), "--runs", "0"));
        assertTrue(cli.err().contains("--runs must be at least 1"), cli::err);
    }

    private static int liveCount(String table) {
        try (SdkEndpoint endpoint = SdkEndpoint.open(local.endpoint(), "us-east-1")) {
            return endpoint.gateway().describeTable(table).isEmpty() ? 0
                    : endpoint.gateway().scan(ScanRequest.of(table)).count();
        }
    }
}
