package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code migrate apply} end to end on DynamoDB Local: exit codes, the journal, confirmation by stdin or --yes. */
class MigrateApplyCommandTest {
    private static final String V1 = "sample-models/movies-actors.json";
    private static final String V2 = "sample-models/movies-actors-v2.json";

    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    private final Cli cli = new Cli();
    private final InputStream stdin = System.in;

    @TempDir
    Path dir;

    @AfterEach
    void restoreStdin() {
        System.setIn(stdin);
    }

    private Path plan(String name, String from, String to) {
        Path plan = dir.resolve(name);
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", from, to, "-o", plan.toString()), cli::err);
        cli.clear();
        return plan;
    }

    private int apply(String stdinText, String... args) {
        System.setIn(new ByteArrayInputStream(stdinText.getBytes(StandardCharsets.UTF_8)));
        cli.clear();
        String[] all = new String[args.length + 4];
        all[0] = "migrate";
        all[1] = "apply";
        System.arraycopy(args, 0, all, 2, args.length);
        all[args.length + 2] = "--endpoint";
        all[args.length + 3] = local.endpoint();
        return cli.run(all);
    }

    @Test
    void appliesTheWorkedExampleThenResumesNothingAndDeletesOnlyWhenTheNameIsTyped() {
        local.dropAllTables();
        assertEquals(ExitCodes.OK, cli.run("commit", V1, "--endpoint", local.endpoint()), cli::err);
        Path plan = plan("plan.json", V1, V2);
        assertEquals(ExitCodes.OK, apply("", plan.toString()), cli::err);
        assertTrue(cli.out().contains("Completed: all 2 steps done."), cli.out());
        assertTrue(cli.err().contains("[1/2] backfill Movie's items"), cli.err());
        assertTrue(Files.exists(dir.resolve("plan.journal.json")));

        assertEquals(ExitCodes.UNREADABLE, apply("", plan.toString()), cli::out);
        assertTrue(cli.err().contains("a journal of an earlier run is there"), cli.err());
        assertEquals(ExitCodes.OK, apply("", plan.toString(), "--resume"), cli::err);
        assertTrue(cli.out().contains("already done"), cli.out());

        // Back to v1: GSI-4 goes, confirmed by typing its name.
        Path back = plan("back.json", V2, V1);
        assertEquals(ExitCodes.UNREADABLE, apply("", back.toString()), cli::out);
        assertTrue(cli.err().contains("pass --yes to confirm every deletion"), cli.err());
        assertEquals(ExitCodes.UNREADABLE, apply("GSI-3\n", back.toString()), cli::out);
        assertTrue(cli.err().contains("'GSI-3' is not GSI-4"), cli.err());
        assertTrue(local.gateway().describeTable("Movies").orElseThrow().globalIndexes().stream()
                .anyMatch(g -> g.name().equals("GSI-4")), "nothing was deleted");
        assertEquals(ExitCodes.OK, apply("GSI-4\n", back.toString()), cli::err);
        assertTrue(cli.err().contains("Type GSI-4 to confirm"), cli.err());
        assertTrue(local.gateway().describeTable("Movies").orElseThrow().globalIndexes().stream()
                .noneMatch(g -> g.name().equals("GSI-4")));

        // Resumed, the deletion its journal records as done is not asked again (no terminal, no --yes).
        cli.clear();
        assertEquals(ExitCodes.OK, apply("", back.toString(), "--resume"), cli::err);
        assertTrue(!cli.err().contains("Type GSI-4 to confirm"), cli.err());
        assertTrue(cli.out().contains("already done"), cli.out());
    }

    @Test
    void aPlanFromTheLiveTableNeedsOnlyTo() {
        local.dropAllTables();
        assertEquals(ExitCodes.OK, cli.run("commit", V1, "--endpoint", local.endpoint()), cli::err);
        Path plan = dir.resolve("live.json");
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", "--endpoint", local.endpoint(), "--table", "Movies", V2,
                "-o", plan.toString()), cli::err);
        assertEquals(ExitCodes.OK, apply("", plan.toString()), cli::err);
        assertTrue(cli.out().contains("Completed: all 2 steps done."), cli.out());
        var items = local.gateway().scan(dev.tablewright.engine.api.ScanRequest.of("Movies")).items();
        long movies = items.stream().filter(i -> i.get("entityType").map(v -> v.equals(
                new dev.tablewright.model.AttributeValue.S("movie"))).orElse(false)).count();
        assertTrue(movies > 0);
        assertEquals(movies, items.stream().filter(i -> i.has("gsi4pk")).count(), "every movie, and only movies, backfilled");
    }

    @Test
    void aConnectionSavedReadOnlyIsRefused() throws Exception {
        local.dropAllTables();
        assertEquals(ExitCodes.OK, cli.run("commit", V1, "--endpoint", local.endpoint()), cli::err);
        Path plan = plan("plan.json", V1, V2);
        String home = System.getProperty("tablewright.home");
        try {
            System.setProperty("tablewright.home", dir.toString());
            new dev.tablewright.aws.connect.ConnectionStore(dir).save(java.util.List.of(
                    dev.tablewright.aws.connect.Connection.localEndpoint("Team Local", local.endpoint()).withReadOnly(true)));
            assertEquals(ExitCodes.UNREADABLE, apply("", plan.toString()), cli::out);
            assertTrue(cli.err().contains("refused: the saved connection \"Team Local\" for " + local.endpoint()
                    + " is read-only; a migration writes. Nothing was written."), cli.err());
            assertTrue(Files.notExists(dir.resolve("plan.journal.json")));
        } finally {
            if (home == null) {
                System.clearProperty("tablewright.home");
            } else {
                System.setProperty("tablewright.home", home);
            }
        }
    }

    @Test
    void yesConfirmsAndAnUnreadablePlanExitsTwo() throws Exception {
        local.dropAllTables();
        assertEquals(ExitCodes.OK, cli.run("commit", V2, "--endpoint", local.endpoint()), cli::err);
        Path back = plan("back.json", V2, V1);
        assertEquals(ExitCodes.OK, apply("", back.toString(), "--yes", "--write-rate", "200"), cli::err);
        assertTrue(cli.out().contains("index GSI-4 deleted"), cli.out());
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{}");
        assertEquals(ExitCodes.UNREADABLE, apply("", bad.toString()), cli::out);
    }
}
