package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.sample.DateRange;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
            // Entities the stream keeps get no items of their own: theirs are computed from their sources'.
            TableDesign before = table(in);
            int generated = 15 * (before.entities().size() - before.keptEntities().size());
            assertTrue(cli.out().startsWith("Generated " + generated + " items in table "), cli::out);
            assertEquals(ownItems(before) + generated, ownItems(table(result)), sample);
            assertEquals(ExitCodes.OK, run("validate", result.toString()), cli::out);
            assertTrue(cli.out().contains(": 0 errors"), cli::out);
        }
    }

    @Test
    void entitiesNamedGetTheirCountsAndNoOthers() {
        Path result = dir.resolve("cast.json");
        assertEquals(ExitCodes.OK, run("generate", MOVIES.toString(), "-e", "Movie=3", "--entity", "CastMember=4",
                "--seed", "9", "--from", "2025-01-01", "--to", "2025-12-31", "-o", result.toString()), cli::err);
        String[] lines = cli.out().split("\\R");
        assertEquals("Generated 7 items in table Movies (seed 9, dates 2025-01-01 to 2025-12-31):", lines[0]);
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

    /** The items of a table's entities that the stream does not keep. */
    private static int ownItems(TableDesign t) {
        return t.entities().stream().filter(e -> t.keptEntity(e.name()).isEmpty()).mapToInt(e -> e.items().size()).sum();
    }

    /**
     * Issue 23 §5: dates come from the range given, else from the twelve whole months before this one; the
     * monthly totals the stream keeps follow the streams into those months.
     */
    @Test
    void datesLieBetweenFromAndTo() {
        Path ranged = dir.resolve("ranged.json");
        assertEquals(ExitCodes.OK, run("generate", MOVIES.toString(), "-e", "Stream=40", "--from", "2024-03-01",
                "--to", "2024-08-31", "-o", ranged.toString()), cli::err);
        Set<String> ranges = newMonths(ranged);
        assertEquals(Set.of("2024-03", "2024-04", "2024-05", "2024-06", "2024-07", "2024-08"), ranges);
        assertTrue(new HashSet<>(texts(table(ranged), "StreamTotal", "yearMonth")).containsAll(ranges),
                "a total for every month streamed");
        Path usual = dir.resolve("usual.json");
        assertEquals(ExitCodes.OK, run("generate", MOVIES.toString(), "-e", "Stream=60", "-o", usual.toString()),
                cli::err);
        DateRange lastYear = DateRange.twelveMonthsBefore(LocalDate.now());
        Set<String> months = newMonths(usual);
        assertTrue(months.size() > 6, months::toString);
        for (String m : months) {
            LocalDate first = LocalDate.parse(m + "-01");
            assertFalse(first.isBefore(lastYear.from()) || first.isAfter(lastYear.to()), m + " not in " + lastYear);
        }
        assertTrue(cli.out().contains("dates " + lastYear + "):"), cli::out);
        // one end alone: a year from it
        assertEquals(ExitCodes.OK, run("generate", MOVIES.toString(), "-e", "Stream=5", "--from", "2020-01-01", "-o",
                dir.resolve("from.json").toString()), cli::err);
        assertTrue(cli.out().contains("dates 2020-01-01 to 2020-12-31"), cli::out);
    }

    /** The months of the Stream items generated (added after the sample's own). */
    private static Set<String> newMonths(Path result) {
        int old = table(MOVIES).entity("Stream").orElseThrow().items().size();
        List<String> after = texts(table(result), "Stream", "streamedAt");
        return new HashSet<>(after.subList(old, after.size()).stream().map(at -> at.substring(0, 7)).toList());
    }

    private static List<String> texts(TableDesign t, String entity, String attribute) {
        return t.entity(entity).orElseThrow().items().stream()
                .map(i -> i.get(attribute).map(AttributeValue::displayText).orElseThrow()).toList();
    }

    @Test
    void aRangeThatEndsBeforeItStartsIsRefused() {
        Path output = dir.resolve("never.json");
        assertEquals(ExitCodes.USAGE, run("generate", MOVIES.toString(), "--from", "2025-02-01", "--to", "2025-01-31",
                "-o", output.toString()));
        assertTrue(cli.err().contains("the date range ends (2025-01-31) before it starts (2025-02-01)"), cli::err);
        assertEquals(ExitCodes.USAGE, run("generate", MOVIES.toString(), "--from", "2025-13-01", "-o", output.toString()));
        assertTrue(cli.err().contains("'2025-13-01' is not a date as yyyy-mm-dd"), cli::err);
        assertFalse(Files.exists(output));
    }

    /** Issue 23 §7: a 3 KB template gave 7,680-byte partition keys and exit 0; now exit 2 and nothing written. */
    @Test
    void keysLongerThanDynamoDbAllowsAreRefusedBeforeAnythingIsWritten() throws Exception {
        Path model = dir.resolve("wide.json");
        Entity movie = Entity.named("Movie").withAttributes(List.of(new AttributeDef("title", AttributeType.S)))
                .withKeyTemplate("PK", KeyTemplate.parse("MOVIE#${title}" + "#".repeat(3_000)))
                .withKeyTemplate("SK", KeyTemplate.parse("MOVIE"));
        WorkbenchJson.save(DataModel.of("wide", List.of(TableDesign.of("Wide",
                KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S)).withEntities(List.of(movie)))), model);
        byte[] before = Files.readAllBytes(model);
        Path output = dir.resolve("out.json");
        assertEquals(ExitCodes.USAGE, run("generate", model.toString(), "-n", "5", "-o", output.toString()));
        assertTrue(cli.err().matches("(?s)tablewright generate: Movie's PK template MOVIE#\\$\\{title}#{26}… gives keys "
                + "of 3,\\d{3} bytes; a partition key may hold at most 2,048 bytes\\R"), cli::err);
        assertEquals("", cli.out());
        assertFalse(Files.exists(output));
        assertEquals(ExitCodes.USAGE, run("generate", model.toString(), "-n", "5", "-o", model.toString()));
        assertArrayEquals(before, Files.readAllBytes(model), "the model itself is left as it was");
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
