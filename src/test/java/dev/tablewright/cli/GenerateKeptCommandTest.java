package dev.tablewright.cli;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code generate} on a model with a kept aggregate: the totals are computed, exactly the sum of the streams. */
class GenerateKeptCommandTest {
    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    private static TableDesign table(Path file) {
        ReadResult read = WorkbenchJson.read(file);
        assertFalse(read.hasErrors(), read.problems()::toString);
        return read.model().orElseThrow().tables().get(0);
    }

    private static String text(Item i, String attribute) {
        return ((AttributeValue.S) i.get(attribute).orElseThrow()).value();
    }

    private static BigDecimal number(Item i, String attribute) {
        return ((AttributeValue.N) i.get(attribute).orElseThrow()).value();
    }

    @Test
    void theTotalsAreExactlyTheSumOfTheGeneratedAndExistingStreams() {
        Path out = dir.resolve("generated.json");
        assertEquals(ExitCodes.OK, cli.run("generate", KeptFixtures.MONTHLY_TOTALS.toString(), "--items", "60",
                "--seed", "7", "--from", "2024-01-01", "--to", "2024-03-31", "-o", out.toString()), cli::err);
        assertTrue(cli.out().startsWith("Generated 60 items in table Movies"), cli::out);
        assertTrue(cli.out().contains("computed from Stream (kept by the stream)"), cli::out);

        TableDesign t = table(out);
        List<Item> streams = t.entity("Stream").orElseThrow().items();
        List<Item> totals = t.entity("MonthlyTotal").orElseThrow().items();
        assertEquals(65, streams.size(), "the five streams of the file and sixty generated");
        assertTrue(totals.size() > 3, "new months and movies have totals: " + totals.size());
        int counted = 0;
        for (Item total : totals) {
            String movie = text(total, "movieId");
            String month = text(total, "month");
            List<Item> of = streams.stream().filter(s -> text(s, "movieId").equals(movie)
                    && text(s, "streamedAt").startsWith(month)).toList();
            assertEquals(BigDecimal.valueOf(of.size()), number(total, "streams"), movie + " " + month);
            BigDecimal sum = of.stream().filter(s -> s.has("minutesWatched")).map(s -> number(s, "minutesWatched"))
                    .reduce(BigDecimal.ZERO, BigDecimal::add);
            assertEquals(0, sum.compareTo(number(total, "minutes")), movie + " " + month);
            assertEquals("MOV#" + movie, text(total, "pk"));
            assertEquals("TOTAL#" + month, text(total, "sk"));
            counted += of.size();
        }
        assertEquals(streams.size(), counted, "every stream is in exactly one total");

        assertEquals(ExitCodes.OK, cli.run("validate", out.toString()), cli::out);
        assertTrue(cli.out().contains(": 0 errors"), cli::out);
        assertFalse(cli.out().contains("differ from the"), "the kept items are what the stream keeps: " + cli.out());
    }

    @Test
    void askingForItemsOfAKeptEntityGeneratesNoneAndSaysWhy() {
        Path out = dir.resolve("asked.json");
        assertEquals(ExitCodes.OK, cli.run("generate", KeptFixtures.MONTHLY_TOTALS.toString(), "--entity",
                "MonthlyTotal=10", "--entity", "Stream=4", "-o", out.toString()), cli::err);
        assertTrue(cli.err().contains("MonthlyTotal is kept by the stream from Stream: its items are computed from "
                + "Stream's, not generated"), cli::err);
        TableDesign t = table(out);
        int streams = t.entity("Stream").orElseThrow().items().size();
        assertEquals(9, streams);
        BigDecimal counted = t.entity("MonthlyTotal").orElseThrow().items().stream().map(i -> number(i, "streams"))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        assertEquals(BigDecimal.valueOf(streams), counted);
    }
}
