package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.format.migrate.PlanReader;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code migrate plan} end to end: two model files, and a live table on DynamoDB Local over HTTP as FROM. */
class MigratePlanCommandTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    private static final String V1 = "sample-models/movies-actors.json";
    private static final String V2 = "sample-models/movies-actors-v2.json";

    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    private static PlanFile read(Path plan) {
        return PlanReader.read(plan).plan().orElseThrow();
    }

    private static List<String> ids(PlanFile plan) {
        return plan.plan().steps().stream().map(MigrationStep::id).toList();
    }

    /**
     * The worked example: 49 items, 5 of 49 samples are movies, so 5 movies to backfill (each under
     * 1 KB: 5 write units) before GSI-4 is created and fills with those 5 movies. The Scan reads the 49
     * items' 7,523 bytes (the samples' sizes): 7,523 / 4,096 / 2 = 0.92, 1 read unit. $0.125 per million
     * reads and $0.625 per million writes: 1 × 0.125 + 5 × 0.625 = $3.25 a million, $0.0000033 rounded.
     */
    @Test
    void plansTheWorkedExampleFromOneModelFileToTheNext() throws Exception {
        Path plan = dir.resolve("plan.json");
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", V1, V2, "--items", "60", "-o", plan.toString()), cli::err);
        String out = cli.out();
        assertTrue(out.startsWith("Migration plan from " + V1 + " (sha256 "), out);
        assertTrue(out.contains("Table Movies: 60 items (the item count given (--items))"), out);
        assertTrue(out.contains("  1. backfill Movie's items: gsi4pk = year#${releaseYear}; gsi4sk = mov#${movieId}\n"
                + "     id: Movies/backfill/Movie\n"), out);
        assertTrue(out.contains("  2. create GSI GSI-4 (gsi4pk / gsi4sk, INCLUDE title, genres)\n"), out);
        assertTrue(out.contains("estimate: 5 items, 2 read units, 5 write units, $0.0000034, 0.01 s at 1000 units/s"), out);
        assertTrue(out.contains("Total: 2 steps, 2 read units, 10 write units, $0.0000065 on demand, 0.01 s of writes at 1000 units/s"), out);
        assertTrue(out.endsWith("Wrote " + plan + "\n"), out);

        PlanFile file = read(plan);
        assertEquals(List.of("Movies/backfill/Movie", "Movies/create-gsi/GSI-4"), ids(file));
        assertEquals(Source.file(V1, sha256(Path.of(V1))), file.from());
        assertEquals(Source.file(V2, sha256(Path.of(V2))), file.to());
        assertEquals(1000, file.writeRate());
        assertEquals(Optional.of(5L), file.plan().steps().get(0).estimate().items());
    }

    @Test
    void printsMarkdownOrTheSameJsonItWrites() throws IOException {
        Path plan = dir.resolve("plan.json");
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", V1, V2, "-f", "json", "-o", plan.toString(),
                "--write-rate", "250"), cli::err);
        assertEquals(Files.readString(plan), cli.out(), "json on the screen is the file, with no line after it");
        assertEquals(250, read(plan).writeRate());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", V1, V2, "-f", "markdown"), cli::err);
        assertTrue(cli.out().startsWith("# Migration plan\n\nFrom " + V1), cli.out());
        assertTrue(cli.out().contains("## Table Movies\n"), cli.out());
        assertTrue(cli.out().contains("1. **backfill Movie's items"), cli.out());
        // No item count: neither given nor in the model.
        assertTrue(cli.out().contains("Estimate: not known: no item count is known: give one with --items N"), cli.out());
    }

    @Test
    void theSameDesignNeedsNothing() {
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", V2, V2), cli::err);
        assertTrue(cli.out().contains("Nothing to do: the two designs ask DynamoDB for the same tables."), cli.out());
    }

    @Test
    void aChangeDynamoDbCannotMakeIsSaidAndExitsOneWithThePlanWritten() throws IOException {
        DataModel warm = WorkbenchJson.read(Path.of(V1)).model().orElseThrow().withTable("Movies", t -> t.withSettings(
                s -> s.withThroughput(Throughput.NONE.withWarm(new WarmThroughput(Optional.of(15000L), Optional.empty())))));
        DataModel cooler = WorkbenchJson.read(Path.of(V2)).model().orElseThrow().withTable("Movies", t -> t.withSettings(
                s -> s.withThroughput(Throughput.NONE.withWarm(new WarmThroughput(Optional.of(12000L), Optional.empty())))));
        Path from = dir.resolve("warm.json");
        Path to = dir.resolve("cooler.json");
        Files.writeString(from, WorkbenchJson.write(warm));
        Files.writeString(to, WorkbenchJson.write(cooler));
        Path plan = dir.resolve("plan.json");
        assertEquals(ExitCodes.ERRORS, cli.run("migrate", "plan", from.toString(), to.toString(), "-o", plan.toString()),
                cli::out);
        assertTrue(cli.out().contains("Refused: DynamoDB cannot do these at all"), cli.out());
        assertTrue(cli.out().contains("  - Movies: the table's warm throughput would fall from 15,000 to 12,000 read"
                + " units per second. DynamoDB only raises warm throughput"), cli.out());
        assertTrue(cli.err().contains("DynamoDB cannot make 1 of the changes"), cli.err());
        assertEquals(1, read(plan).plan().refusals().size());
    }

    @Test
    void aNewDesignWithErrorsIsNotPlannedTo() throws IOException {
        DataModel broken = WorkbenchJson.read(Path.of(V2)).model().orElseThrow().withTable("Movies", t ->
                t.withLocalIndexes(List.of(new dev.tablewright.model.LocalSecondaryIndex("BySk",
                        t.keySchema().sortKey().orElseThrow(), dev.tablewright.model.Projection.ALL))));
        Path to = dir.resolve("broken.json");
        Files.writeString(to, WorkbenchJson.write(broken));
        assertEquals(ExitCodes.ERRORS, cli.run("migrate", "plan", V1, to.toString()));
        assertTrue(cli.err().startsWith("tablewright migrate plan: " + to + " has 1 error to fix before a migration is "
                + "planned to it, the first: Movies/indexes/BySk: local index BySk sorts by"), cli.err());
        assertEquals("", cli.out());
    }

    @Test
    void badArgumentsAreSaidInOneLine() {
        assertEquals(ExitCodes.USAGE, cli.run("migrate", "plan", V1));
        assertTrue(cli.err().contains("tablewright migrate plan: give FROM and TO model files"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("migrate", "plan", V1, V2, "--table", "Movies"));
        assertTrue(cli.err().contains("--table names a live table"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("migrate", "plan", V1, V2, "-f", "yaml"));
        assertTrue(cli.err().contains("unknown format 'yaml': text, markdown or json"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("migrate", "plan", V1, V2, "--write-rate", "0"));
        assertTrue(cli.err().contains("--write-rate must be a positive number"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("migrate", "plan", "--endpoint", local.endpoint(), V2));
        assertTrue(cli.err().contains("name the live table to migrate with --table T"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.UNREADABLE, cli.run("migrate", "plan", V1, dir.resolve("none.json").toString()));
        assertTrue(cli.err().contains("none.json"), cli.err());
    }

    /** A sample committed with the commit command, then planned to its v2 from the live table. */
    @Test
    void plansFromALiveTableWithItsItemCount() {
        local.dropAllTables();
        assertEquals(ExitCodes.OK, cli.run("commit", V1, "--endpoint", local.endpoint()), cli::err);
        cli.clear();
        Path plan = dir.resolve("live-plan.json");
        assertEquals(ExitCodes.OK, cli.run("migrate", "plan", "--endpoint", local.endpoint(), "--table", "Movies", V2,
                "-o", plan.toString()), cli::err);
        assertTrue(cli.out().startsWith("Migration plan from table Movies at " + local.endpoint()), cli.out());
        assertTrue(cli.out().contains("Table Movies: 60 items (DynamoDB's ItemCount of Movies"), cli.out());
        PlanFile file = read(plan);
        assertEquals(List.of("Movies/backfill/Movie", "Movies/create-gsi/GSI-4"), ids(file), cli::out);
        assertEquals(Source.endpoint(local.endpoint(), "Movies"), file.from());
        assertEquals(Optional.of(5L), file.plan().steps().get(0).estimate().items());

        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("migrate", "plan", "--endpoint", local.endpoint(), "--table", "Nope", V2));
        assertTrue(cli.err().contains("no table Nope at"), cli.err());
    }
}
