package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataExportCommandTest {
    private static final String MOVIES = "sample-models/movies-actors.json";

    @TempDir
    Path dir;

    private static DataModel movies() {
        return WorkbenchJson.read(Path.of(MOVIES)).model().orElseThrow();
    }

    @Test
    void csvOfAnEntityThenImportIntoTheEmptiedEntityGivesItsItemsBack() throws Exception {
        DataModel m = movies();
        TableDesign t = m.tables().get(0);
        Entity e = t.entities().stream().filter(x -> !x.items().isEmpty()).findFirst().orElseThrow();
        Cli cli = new Cli();
        Path csv = dir.resolve("e.csv");
        assertEquals(0, cli.run("export", MOVIES, "--to", "csv", "--table", t.name(), "--entity", e.name(), "-o", csv.toString()),
                cli.err());
        Path emptied = dir.resolve("emptied.json");
        WorkbenchJson.save(m.withTable(t.name(), x -> x.withEntity(e.name(), y -> y.withItems(List.of()))), emptied);
        Path out = dir.resolve("back.json");
        cli.clear();
        assertEquals(0, cli.run("import", "csv", csv.toString(), "--into", emptied.toString(), "--entity", e.name(),
                "-o", out.toString()), cli.err());
        assertTrue(cli.out().contains(e.items().size() + " " + e.name() + " items added"), cli.out());
        Entity back = WorkbenchJson.read(out).model().orElseThrow().tables().get(0).entity(e.name()).orElseThrow();
        assertEquals(e.items().size(), back.items().size());
        for (int i = 0; i < e.items().size(); i++) {
            assertEquals(e.items().get(i).without(t.typeAttribute()), back.items().get(i).without(t.typeAttribute()));
        }
    }

    @Test
    void importingStreamsSaysWhatTheStreamWrote() throws Exception {
        Path csv = dir.resolve("streams.csv");
        Files.writeString(csv, "movieId,streamedAt,userId,minutesWatched,device\n"
                + "m1,2024-05-20T10:00:00Z,u9,30,tv\nm7,2024-09-01T10:00:00Z,u9,5,tv\n");
        Path out = dir.resolve("more.json");
        Cli cli = new Cli();
        assertEquals(0, cli.run("import", "csv", csv.toString(), "--into", "src/test/resources/kept/monthly-totals.json",
                "--entity", "Stream", "-o", out.toString()), cli.err());
        assertTrue(cli.out().contains("2 Stream items added · +2 writes by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05, "
                + "MonthlyTotal MOV#m7/TOTAL#2024-09"), cli.out());
    }

    @Test
    void aBadCellStopsTheImportWithItsLineAndColumn() throws Exception {
        Path csv = dir.resolve("bad.csv");
        TableDesign t = movies().tables().get(0);
        Entity e = t.entities().stream().filter(x -> x.attributes().stream()
                .anyMatch(a -> a.type() == dev.tablewright.model.AttributeType.N)).findFirst().orElseThrow();
        String n = e.attributes().stream().filter(a -> a.type() == dev.tablewright.model.AttributeType.N)
                .findFirst().orElseThrow().name();
        Files.writeString(csv, n + "\n12\nlots\n");
        Cli cli = new Cli();
        Path out = dir.resolve("out.json");
        assertEquals(ExitCodes.ERRORS, cli.run("import", "csv", csv.toString(), "--into", MOVIES, "--entity", e.name(),
                "-o", out.toString()));
        assertTrue(cli.err().contains("line 3, column " + n), cli.err());
        assertTrue(Files.notExists(out));
    }

    @Test
    void batchWriteIsAnArrayOfRequestsOfAtMost25Puts() {
        Cli cli = new Cli();
        assertEquals(0, cli.run("export", MOVIES, "--to", "batch-write"), cli.err());
        JsonNode requests = Json.parseTrusted(cli.out());
        int puts = 0;
        for (JsonNode r : requests) {
            JsonNode chunk = r.elements().next();
            assertTrue(chunk.size() <= 25);
            puts += chunk.size();
        }
        assertEquals(movies().tables().get(0).allItems().size(), puts);
    }

    @Test
    void oneTableExportThenImportMakesTheSameEntities() throws Exception {
        Cli cli = new Cli();
        Path schema = dir.resolve("Movies.onetable.json");
        assertEquals(0, cli.run("export", MOVIES, "--to", "onetable", "-o", schema.toString()), cli.err());
        Path out = dir.resolve("m.json");
        assertEquals(0, cli.run("import", "onetable", schema.toString(), "-o", out.toString()), cli.err());
        TableDesign t = movies().tables().get(0);
        TableDesign back = WorkbenchJson.read(out).model().orElseThrow().tables().get(0);
        assertEquals("Movies", back.name());
        assertEquals(t.entities().stream().map(x -> x.keyTemplates().toString()).toList(),
                back.entities().stream().map(x -> x.keyTemplates().toString()).toList());
    }

    @Test
    void markdownNamesEveryPattern() {
        Cli cli = new Cli();
        assertEquals(0, cli.run("export", MOVIES, "--to", "markdown"), cli.err());
        movies().tables().get(0).accessPatterns().forEach(p -> assertTrue(cli.out().contains(p.name()), p.name()));
    }

    @Test
    void markdownToAFileWritesAndLinksADiagramPngPerTable() throws Exception {
        Cli cli = new Cli();
        Path doc = dir.resolve("design.md");
        assertEquals(0, cli.run("export", MOVIES, "--to", "markdown", "-o", doc.toString()), cli.err());
        String text = Files.readString(doc);
        for (TableDesign t : movies().tables()) {
            Path png = dir.resolve("design-" + t.name() + ".png");
            java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
            assertTrue(image != null && image.getWidth() > 100 && image.getHeight() > 100, png + " decodes");
            assertTrue(text.contains("](design-" + t.name() + ".png)"), "the document links " + png.getFileName());
        }
        assertTrue(!text.contains("No diagram image"), text);
    }

    @Test
    void markdownToStandardOutputSaysWhyThereIsNoImage() {
        Cli cli = new Cli();
        assertEquals(0, cli.run("export", MOVIES, "--to", "markdown"), cli.err());
        assertTrue(cli.out().contains("No diagram image"), cli.out());
        assertTrue(cli.err().contains("no diagram images"), cli.err());
    }

    @Test
    void anUnknownTableIsAUsageError() {
        Cli cli = new Cli();
        assertEquals(ExitCodes.USAGE, cli.run("export", MOVIES, "--to", "csv", "--table", "Nope"));
        assertTrue(cli.err().contains("no table 'Nope'"), cli.err());
    }
}
