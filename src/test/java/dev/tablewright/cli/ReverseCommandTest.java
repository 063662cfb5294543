package dev.tablewright.cli;

import dev.tablewright.aws.LocalServerExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.CastWithoutActors;
import dev.tablewright.engine.reverse.RoundTrip;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code reverse} from a live table on DynamoDB Local over HTTP, and from a plain Workbench export. */
class ReverseCommandTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();
    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    private static DataModel sample(String name) {
        return SampleModels.read(name).model().orElseThrow();
    }

    private static DataModel read(Path file) {
        return WorkbenchJson.read(file).model().orElseThrow();
    }

    @Test
    void reversesALiveTable() {
        Path out = dir.resolve("movies.json");
        assertEquals(ExitCodes.OK, cli.run("commit", CommandLineTest.sample("movies-actors.json").toString(),
                "--endpoint", local.endpoint()), cli::err);
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("reverse", "--endpoint", local.endpoint(), "--table", "Movies", "-o",
                out.toString()), cli::err);
        assertTrue(cli.out().contains("Movies: 5 entities from 60 items"), cli.out());
        assertTrue(cli.out().contains("Movie (5 items, entityType = \"movie\")  pk = mov#${movieId}  sk = mov#${movieId}"),
                cli.out());
        assertTrue(cli.out().contains("Movie M:N Actor (link Cast; inverted by GSI-1)"), cli.out());
        assertTrue(cli.out().contains("Wrote " + out), cli.out());
        TableDesign original = sample("movies-actors.json").table("Movies").orElseThrow();
        RoundTrip.assertSame("movies-actors.json", original, read(out).table("Movies").orElseThrow());

        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("reverse", "--endpoint", local.endpoint(), "--table", "Movies", "--sample",
                "10", "-o", out.toString()), cli::err);
        assertTrue(cli.out().contains("Read a sample of 10 items of Movies (--sample to read more)"), cli.out());
        assertEquals(10, read(out).tables().get(0).allItems().size());
    }

    /** A small sample reaches the cast, not the actor. */
    @Test
    void aSampleThatMissedTheItemsItsSortKeysNameSaysSoAndHowToReadMore() {
        CastWithoutActors.create(local.gateway(), "Cast");
        Path out = dir.resolve("cast.json");
        assertEquals(ExitCodes.OK, cli.run("reverse", "--endpoint", local.endpoint(), "--table", "Cast", "--sample",
                "20", "-o", out.toString()), cli::err);
        assertTrue(cli.out().contains("note: the sample stopped at 20 items, and Cast's sk act#${actorId} names items"
                + " no sampled item's pk starts with (act#…): the table likely holds kinds of item the sample did not"
                + " reach; run reverse again with --sample 200"), cli.out());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("reverse", "--endpoint", local.endpoint(), "--table", "Cast", "-o",
                out.toString(), "--force"), cli::err);
        assertTrue(cli.out().contains("entities from " + CastWithoutActors.ITEMS + " items"), cli.out());
        assertFalse(cli.out().contains("stopped"), "the whole table was read: " + cli.out());
    }

    @Test
    void reversesAPlainWorkbenchExportAndKeepsTheRestOfTheFile() throws IOException {
        for (String name : SampleModels.NAMES) {
            DataModel original = sample(name);
            Path plain = dir.resolve("plain-" + name);
            Path out = dir.resolve("reversed-" + name);
            WorkbenchJson.save(original.withTables(RoundTrip.plain(original.tables())), plain);
            cli.clear();
            assertEquals(ExitCodes.OK, cli.run("reverse", plain.toString(), "-o", out.toString()), cli::err);
            DataModel reversed = read(out);
            assertEquals(original.name(), reversed.name());
            for (TableDesign t : original.tables()) {
                TableDesign r = reversed.table(t.name()).orElseThrow();
                RoundTrip.assertSame(name, t, r);
                assertEquals(t.globalIndexes(), r.globalIndexes(), name);
                assertEquals(t.localIndexes(), r.localIndexes(), name);
                assertEquals(t.billing(), r.billing(), name);
            }
        }
    }

    @Test
    void refusesAModelWithNothingToReverse() {
        Path out = dir.resolve("out.json");
        assertEquals(ExitCodes.USAGE, cli.run("reverse", CommandLineTest.sample("customer-orders.json").toString(),
                "-o", out.toString()));
        assertTrue(cli.err().contains("no table of") && cli.err().contains("has items without entities"), cli.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void saysWhyItCannotWrite() throws IOException {
        DataModel original = sample("customer-orders.json");
        Path plain = dir.resolve("plain.json");
        WorkbenchJson.save(original.withTables(RoundTrip.plain(original.tables())), plain);
        Path blocked = Files.writeString(dir.resolve("a-file"), "");
        assertEquals(ExitCodes.UNREADABLE, cli.run("reverse", plain.toString(), "-o", blocked.resolve("out.json").toString()));
        assertTrue(cli.err().contains("tablewright reverse: cannot write " + blocked.resolve("out.json")), cli.err());
    }

    @Test
    void saysWhatIsMissingOrContradictory() {
        Path out = dir.resolve("out.json");
        assertEquals(ExitCodes.USAGE, cli.run("reverse", "-o", out.toString()));
        assertTrue(cli.err().contains("give either MODEL or --endpoint URL / --profile P with --table T"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("reverse", "--endpoint", local.endpoint(), "-o", out.toString()));
        assertTrue(cli.err().contains("name the live table to read with --table T"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("reverse", "--endpoint", local.endpoint(), "--table", "Nope", "-o",
                out.toString()));
        assertTrue(cli.err().contains("tablewright reverse: no table Nope at"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("reverse", "--endpoint", local.endpoint(), "--table", "Nope",
                "--sample", "0", "-o", out.toString()));
        assertTrue(cli.err().contains("--sample must be at least 1, not 0"), cli.err());
        assertFalse(Files.exists(out));
    }
}
