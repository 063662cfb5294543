package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTest {
    private static final Path MOVIES = CommandLineTest.sample("movies-actors.json");

    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    private int run(String... args) {
        cli.clear();
        return cli.run(args);
    }

    private static TableDesign table(Path file) {
        ReadResult read = WorkbenchJson.read(file);
        assertFalse(read.hasErrors(), read.problems()::toString);
        return read.model().orElseThrow().tables().get(0);
    }

    @Test
    void everySampleWithGeneratedItemsValidatesWithoutErrors() {
        for (String sample : new String[] {"movies-actors.json", "customer-orders.json", "alleycat-races.json",
                "company-directory.json", "issue-tracker.json"}) {
            Path in = CommandLineTest.sample(sample);
            Path result = dir.resolve(sample);
            assertEquals(ExitCodes.OK, run("generate", in.toString(), "--items", "15", "-o", result.toString()),
                    cli::err);
            int entities = table(in).entities().size();
            assertTrue(cli.out().startsWith("Generated " + 15 * entities + " items in table "), cli::out);
            assertEquals(table(in).allItems().size() + 15 * entities, table(result).allItems().size());
            assertEquals(ExitCodes.OK, run("validate", result.toString()), cli::out);
            assertTrue(cli.out().contains(": 0 errors"), cli::out);
        }
    }

    @Test
    void entitiesNamedGetTheirCountsAndNoOthers() {
        Path result = dir.resolve("cast.json");
        assertEquals(ExitCodes.OK, run("generate", MOVIES.toString(), "-e", "Movie=3", "--entity", "CastMember=4",
                "--seed", "9", "-o", result.toString()), cli::err);
        String[] lines = cli.out().split("\\R");
        assertEquals("Generated 7 items in table Movies (seed 9):", lines[0]);
        assertEquals(Arrays.asList("  Movie             3", "  CastMember        4"), Arrays.asList(lines[1], lines[2]));
        assertEquals("Wrote " + result, lines[3]);
        TableDesign before = table(MOVIES);
        TableDesign after = table(result);
        for (String entity : new String[] {"Movie", "CastMember", "Actor", "Stream"}) {
            int added = entity.equals("Movie") ? 3 : entity.equals("CastMember") ? 4 : 0;
            assertEquals(before.entity(entity).orElseThrow().items().size() + added,
                    after.entity(entity).orElseThrow().items().size(), entity);
        }
    }

    @Test
    void theSameSeedWritesTheSameFile() throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        Path c = dir.resolve("c.json");
        assertEquals(ExitCodes.OK, run("generate", MOVIES.toString(), "-n", "10", "-s", "5", "-o", a.toString()));
        assertEquals(ExitCodes.OK, run("generate", MOVIES.toString(), "-n", "10", "-s", "5", "-o", b.toString()));
        assertEquals(ExitCodes.OK, run("generate", MOVIES.toString(), "-n", "10", "-s", "6", "-o", c.toString()));
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
        assertFalse(Arrays.equals(Files.readAllBytes(a), Files.readAllBytes(c)));
    }

    @Test
    void whatCannotBeGeneratedIsNotedOnStderr() {
        assertEquals(ExitCodes.OK, run("generate", MOVIES.toString(), "-e", "CastMember=100", "-o",
                dir.resolve("full.json").toString()), cli::err);
        assertTrue(cli.err().startsWith("tablewright generate: note: CastMember: "), cli::err);
    }

    @Test
    void badArgumentsExitTwoAndSayWhy() {
        String output = dir.resolve("never.json").toString();
        assertEquals(ExitCodes.USAGE, run("generate", MOVIES.toString(), "-e", "Film=3", "-o", output));
        assertTrue(cli.err().contains("no entity 'Film'; it has: Movie, Actor, CastMember"), cli::err);
        assertEquals(ExitCodes.USAGE, run("generate", MOVIES.toString(), "-e", "Movie=3", "-n", "4", "-o", output));
        assertTrue(cli.err().contains("either --entity"), cli::err);
        assertEquals(ExitCodes.USAGE, run("generate", MOVIES.toString(), "-n", "-4", "-o", output));
        assertTrue(cli.err().contains("cannot be negative"), cli::err);
        assertEquals(ExitCodes.USAGE, run("generate", MOVIES.toString(), "-t", "Nope", "-o", output));
        assertEquals(ExitCodes.USAGE, run("generate", MOVIES.toString()), "-o is required");
        assertEquals(ExitCodes.UNREADABLE, run("generate", dir.resolve("missing.json").toString(), "-o", output));
        assertFalse(Files.exists(Path.of(output)));
    }

    @Test
    void aTableWithoutEntitiesHasNothingToGenerate() throws Exception {
        Path model = dir.resolve("plain.json");
        WorkbenchJson.save(DataModel.of("plain", List.of(TableDesign.of("Plain", KeySchema.of("PK", AttributeType.S)))),
                model);
        assertEquals(ExitCodes.USAGE, run("generate", model.toString(), "-o", dir.resolve("out.json").toString()));
        assertTrue(cli.err().contains("table Plain has no entities"), cli::err);
    }
}
