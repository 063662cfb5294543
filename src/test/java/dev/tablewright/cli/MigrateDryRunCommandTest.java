package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.format.migrate.PlanJson;
import dev.tablewright.format.migrate.PlanReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code migrate dry-run} end to end: the worked example, a tampered plan, a changed model, a live FROM. */
class MigrateDryRunCommandTest {
    private static final String V1 = "sample-models/movies-actors.json";
    private static final String V2 = "sample-models/movies-actors-v2.json";

    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    private Path plan(String from, String to) {
        Path plan = dir.resolve("plan.json");
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", from, to, "-o", plan.toString()), cli::err);
        cli.clear();
        return plan;
    }

    @Test
    void theWorkedExampleHoldsEveryCheck() {
        Path plan = plan(V1, V2);
        assertEquals(ExitCodes.OK, cli.run("migrate", "dry-run", plan.toString()), cli::err);
        String out = cli.out();
        assertTrue(out.contains("holds: The migrated items are what TO derives from the same sample items"), out);
        assertTrue(out.contains("holds: The migrated design is TO's"), out);
        assertTrue(out.contains("holds: Every access pattern of TO returns what it returns on TO's own data"), out);
        assertTrue(out.contains("The plan carries the sample items to exactly what the new design gives."), out);
    }

    @Test
    void aTamperedTemplateFailsWithTheItemsItWouldGetWrong() throws Exception {
        Path plan = plan(V1, V2);
        String json = Files.readString(plan, StandardCharsets.UTF_8);
        String tampered = json.replace("\"after\": \"year#${releaseYear}\"", "\"after\": \"yr#${releaseYear}\"");
        assertTrue(!tampered.equals(json), "the plan holds the template to tamper with");
        Files.writeString(plan, tampered, StandardCharsets.UTF_8);
        assertEquals(ExitCodes.ERRORS, cli.run("migrate", "dry-run", plan.toString()), cli::err);
        String out = cli.out();
        assertTrue(out.contains("FAILS: The migrated items are what TO derives from the same sample items"), out);
        assertTrue(out.contains("- Movie mov#tt1375666 / mov#tt1375666: gsi4pk is yr#2010, TO gives year#2010"), out);
        assertTrue(out.contains("Movies pattern \"Movies by genre and year\": returns 0 items on the migrated data"), out);
        assertTrue(out.contains("holds: The migrated design is TO's"), out);
    }

    @Test
    void markdownAndJsonSayTheSameVerdict() {
        Path plan = plan(V1, V2);
        assertEquals(ExitCodes.OK, cli.run("migrate", "dry-run", plan.toString(), "-f", "markdown"), cli::err);
        assertTrue(cli.out().contains("- ✅ The migrated design is TO's"), cli.out());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("migrate", "dry-run", plan.toString(), "-f", "json"), cli::err);
        assertTrue(cli.out().contains("\"holds\": true"), cli.out());
        assertTrue(cli.out().contains("\"patterns\": {"), cli.out());
    }

    @Test
    void aModelChangedSinceThePlanIsRefused() throws Exception {
        Path from = dir.resolve("v1.json");
        Files.copy(Path.of(V1), from);
        Path plan = plan(from.toString(), V2);
        Files.writeString(from, Files.readString(from).replace("MoviesAndActors", "MoviesAndActors2"));
        assertEquals(ExitCodes.UNREADABLE, cli.run("migrate", "dry-run", plan.toString()));
        assertTrue(cli.err().contains("the plan was made from another version of " + from), cli.err());
    }

    @Test
    void aPlanFromALiveTableNeedsTheModelFile() throws Exception {
        Path plan = plan(V1, V2);
        PlanFile read = PlanReader.read(plan).plan().orElseThrow();
        Files.writeString(plan, PlanJson.write(new PlanFile(Source.endpoint("http://localhost:8000", "Movies"), read.to(),
                read.writeRate(), read.plan())), StandardCharsets.UTF_8);
        assertEquals(ExitCodes.UNREADABLE, cli.run("migrate", "dry-run", plan.toString()));
        assertTrue(cli.err().contains("a dry run needs the FROM model file"), cli.err());
    }

    @Test
    void anUnreadablePlanSaysWhere() throws Exception {
        Path plan = dir.resolve("bad.json");
        Files.writeString(plan, "{\"tablewrightMigrationPlan\": 7}");
        assertEquals(ExitCodes.UNREADABLE, cli.run("migrate", "dry-run", plan.toString()));
        assertTrue(cli.err().contains("this plan is version 7"), cli.err());
    }
}
