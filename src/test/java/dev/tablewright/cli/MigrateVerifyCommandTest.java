package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.faults.FaultProxy;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeValue;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code migrate verify PLAN --endpoint URL} end to end on DynamoDB Local over HTTP: exit codes and formats. */
class MigrateVerifyCommandTest {
    private static final String V1 = "sample-models/movies-actors.json";
    private static final String V2 = "sample-models/movies-actors-v2.json";

    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    @AfterEach
    void drop() {
        local.dropAllTables();
    }

    private Path plan() {
        Path plan = dir.resolve("plan.json");
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", V1, V2, "-o", plan.toString()), cli::err);
        cli.clear();
        return plan;
    }

    private void commit(String model) {
        assertEquals(ExitCodes.OK, cli.run("commit", model, "--endpoint", local.endpoint()), cli::err);
        cli.clear();
    }

    private int verify(Path plan, String... more) {
        String[] args = new String[5 + more.length];
        args[0] = "migrate";
        args[1] = "verify";
        args[2] = plan.toString();
        args[3] = "--endpoint";
        args[4] = local.endpoint();
        System.arraycopy(more, 0, args, 5, more.length);
        return cli.run(args);
    }

    @Test
    void toCommittedVerifiesAndABrokenItemExitsOneWithWhatDiffers() {
        Path plan = plan();
        commit(V2);
        assertEquals(ExitCodes.OK, verify(plan), cli::err);
        String out = cli.out();
        assertTrue(out.contains("\nTable Movies\n  Design: the keys, indexes and settings are TO's\n"), out);
        assertTrue(out.contains("    Movie: 5 read, 5 match, 0 do not\n"), out);
        assertTrue(out.contains("Verified: every table is TO's design and every item matches TO's templates."), out);
        assertEquals("", cli.err());

        local.gateway().updateItem(new UpdateItemRequest("Movies", Map.of("pk", AttributeValue.s("mov#tt1375666"),
                "sk", AttributeValue.s("mov#tt1375666")), "SET gsi4pk = :y", "attribute_exists(pk)",
                Expr.NONE.withValue(":y", AttributeValue.s("yr#2010")), ReturnValues.NONE));
        cli.clear();
        assertEquals(ExitCodes.ERRORS, verify(plan), cli::err);
        out = cli.out();
        assertTrue(out.contains("    Movie: 5 read, 4 match, 1 does not\n"), out);
        assertTrue(out.contains("  Not matching (1):\n    Movie mov#tt1375666 / mov#tt1375666: gsi4pk is yr#2010,"
                + " TO gives year#2010\n"), out);
        assertTrue(out.contains("Not verified: 0 design differences, 1 item not matching TO's templates, 0 items no entity"
                + " claims."), out);

        cli.clear();
        assertEquals(ExitCodes.ERRORS, verify(plan, "-f", "json"), cli::err);
        JsonNode json = Json.parseTrusted(cli.out());
        assertFalse(json.path("matches").asBoolean());
        JsonNode items = json.path("tables").get(0).path("items");
        assertEquals(1, items.path("mismatched").asInt());
        assertEquals(1, items.path("entities").path("Movie").path("mismatched").asInt());
        assertEquals(4, items.path("entities").path("Movie").path("matching").asInt());
        JsonNode difference = items.path("mismatches").get(0).path("differences").get(0);
        assertEquals("gsi4pk", difference.path("attribute").asText());
        assertEquals("yr#2010", difference.path("stored").asText());
        assertEquals("year#2010", difference.path("expected").asText());

        cli.clear();
        assertEquals(ExitCodes.ERRORS, verify(plan, "-f", "markdown", "--show", "0"), cli::err);
        assertTrue(cli.out().contains("### Table `Movies`"), cli.out());
        assertTrue(cli.out().contains("| Movie | 5 | 4 | 1 |"), cli.out());
        assertFalse(cli.out().contains("gsi4pk is yr#2010"), "--show 0 lists none");
    }

    @Test
    void beforeApplyTheMissingIndexIsADifference() {
        Path plan = plan();
        commit(V1);
        assertEquals(ExitCodes.ERRORS, verify(plan), cli::err);
        String out = cli.out();
        assertTrue(out.contains("  Design: 1 difference from TO (TO -> live)\n    - Movies/indexes/GSI-4: "), out);
        assertTrue(out.contains("    Movie: 5 read, 0 match, 5 do not\n"), out);
    }

    @Test
    void aPlanMadeFromTheLiveTableVerifiesTheSameWay() {
        commit(V1);
        Path plan = dir.resolve("live-plan.json");
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", "--endpoint", local.endpoint(), "--table", "Movies", V2,
                "-o", plan.toString()), cli::err);
        local.dropAllTables();
        commit(V2);
        assertEquals(ExitCodes.OK, verify(plan), cli::out);
    }

    @Test
    void whatCannotBeReadExitsTwoInOneLine() throws Exception {
        Path plan = plan();
        // Nothing committed: the table the plan leaves is not there.
        assertEquals(ExitCodes.UNREADABLE, verify(plan));
        assertEquals("tablewright migrate verify: no table Movies at DynamoDB — " + local.endpoint() + "\n", cli.err());
        assertEquals("", cli.out());

        cli.clear();
        // Nothing listens on port 1: the connection's own words.
        assertEquals(ExitCodes.UNREADABLE, cli.run("migrate", "verify", plan.toString(), "--endpoint", "http://127.0.0.1:1"));
        assertTrue(cli.err().startsWith("tablewright "), cli.err());
        assertTrue(cli.err().contains("127.0.0.1:1"), cli.err());
        assertEquals(1, cli.err().lines().count(), cli.err());

        cli.clear();
        Path garbage = dir.resolve("garbage.json");
        Files.writeString(garbage, "{\"tablewrightMigrationPlan\": 1, \"tables\": 3}", StandardCharsets.UTF_8);
        assertEquals(ExitCodes.UNREADABLE, verify(garbage));
        assertTrue(cli.err().startsWith("tablewright migrate verify: " + garbage), cli.err());

        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("migrate", "verify", plan.toString()));
        assertEquals("tablewright migrate verify: give the live DynamoDB the plan was applied to: --endpoint URL or"
                + " --profile P\n", cli.err());
    }

    /** Through the fault-injecting proxy: a throttled scan is retried and counts the same; a refused one exits 2. */
    @Test
    void aThrottledScanCountsTheSameAndARefusedOneExitsTwo() throws Exception {
        Path plan = plan();
        commit(V2);
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())) {
            proxy.script("Scan", FaultProxy.Fault.THROTTLE, FaultProxy.Fault.THROTTLE);
            assertEquals(ExitCodes.OK, cli.run("migrate", "verify", plan.toString(), "--endpoint", proxy.endpoint()),
                    cli::err);
            assertTrue(proxy.faulted("Scan") >= 2, "the proxy throttled the scan");
            assertTrue(cli.out().contains("  Items: 60 read: 60 match TO's templates, 0 do not, 0 belong to no entity\n"),
                    cli.out());

            cli.clear();
            proxy.script("Scan", FaultProxy.Fault.REFUSE, FaultProxy.Fault.REFUSE, FaultProxy.Fault.REFUSE,
                    FaultProxy.Fault.REFUSE);
            assertEquals(ExitCodes.UNREADABLE, cli.run("migrate", "verify", plan.toString(), "--endpoint", proxy.endpoint()));
            assertEquals("tablewright migrate verify: cannot read the live table Movies: ValidationException: One or more"
                    + " parameter values were invalid\n", cli.err());
            assertEquals("", cli.out());
        }
    }
}
