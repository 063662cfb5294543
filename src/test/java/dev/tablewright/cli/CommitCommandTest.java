package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code commit} against DynamoDB Local over HTTP: created, refused when it exists, added to, replaced. */
class CommitCommandTest {
    private static final String ORDERS = CommandLineTest.sample("customer-orders.json").toString();
    private static LocalServer local;
    private final Cli cli = new Cli();

    @BeforeAll
    static void start() {
        local = LocalServer.start();
    }

    @AfterAll
    static void stop() {
        local.close();
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

        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("commit", ORDERS, "--endpoint", local.endpoint(), "--add", "-f", "json"),
                cli::err);
        assertTrue(cli.out().contains("\"action\": \"kept\""), cli.out());
        assertEquals(items, liveCount(table), "the same items again: nothing doubled");

        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("commit", ORDERS, "--endpoint", local.endpoint(), "--replace",
                "--table", table), cli::err);
        assertTrue(cli.out().contains(table + ": replaced"), cli.out());
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
    void benchCommitWritesTheSameItemsBothWaysAndReportsFigures() {
        assertEquals(ExitCodes.OK, cli.run("bench", "commit", "--endpoint", local.endpoint(), "--items", "600",
                "--json"), cli::err);
        assertTrue(cli.out().contains("\"plain_items_per_s\"") && cli.out().contains("\"ratio\""), cli.out());
        try (SdkEndpoint endpoint = SdkEndpoint.open(local.endpoint(), "us-east-1")) {
            assertTrue(!endpoint.gateway().listTables().contains("tablewright-bench-commit"), "cleaned up");
        }
    }

    private static int liveCount(String table) {
        try (SdkEndpoint endpoint = SdkEndpoint.open(local.endpoint(), "us-east-1")) {
            return endpoint.gateway().scan(ScanRequest.of(table)).count();
        }
    }
}
