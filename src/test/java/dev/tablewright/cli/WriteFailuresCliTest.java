package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A command that cannot write its output says which file and why, writes nothing, and leaves a read-only file to --force. */
class WriteFailuresCliTest {
    private static final String MOVIES = "sample-models/movies-actors.json";

    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    private List<Path> files(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    private Path readOnly(Path file) throws IOException {
        assumeTrue(Files.getFileAttributeView(file, PosixFileAttributeView.class) != null, "a POSIX file system");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        return file;
    }

    @Test
    void aMissingFolderIsNamed() throws IOException {
        Path out = dir.resolve("no/out.json");
        assertEquals(ExitCodes.UNREADABLE, cli.run("convert", MOVIES, "-o", out.toString()));
        assertEquals("tablewright convert: cannot write " + out + ": the folder " + dir.resolve("no") + " does not exist",
                lastLine(cli.err()));
        assertEquals(List.of(), files(dir));
        cli.clear();
        Path csv = dir.resolve("gone/movies.csv");
        assertEquals(ExitCodes.UNREADABLE, cli.run("export", MOVIES, "--to", "csv", "--entity", "Movie", "-o", csv.toString()));
        assertEquals("tablewright export: cannot write " + csv + ": the folder " + dir.resolve("gone") + " does not exist",
                lastLine(cli.err()));
    }

    /** Root writes into a read-only folder all the same, so this runs for other users only. */
    @Test
    void aReadOnlyFolderIsNamed() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("locked"));
        assumeTrue(Files.getFileAttributeView(folder, PosixFileAttributeView.class) != null, "a POSIX file system");
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(folder), "not root");
            Path out = folder.resolve("out.json");
            assertEquals(ExitCodes.UNREADABLE, cli.run("generate", MOVIES, "-n", "1", "-o", out.toString()));
            assertTrue(cli.err().contains("tablewright generate: cannot write " + out + ": the folder " + folder
                    + " is read-only"), cli::err);
            assertEquals(List.of(), files(folder));
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /** By its permission bits: root is refused too. */
    @Test
    void aReadOnlyFileIsReplacedOnlyWithForce() throws IOException {
        Path out = readOnly(Files.writeString(dir.resolve("out.json"), "before"));
        assertEquals(ExitCodes.UNREADABLE, cli.run("convert", MOVIES, "-o", out.toString()));
        assertTrue(cli.err().contains("tablewright convert: " + out + " is read-only; nothing was written (--force replaces it)"),
                cli::err);
        assertEquals("before", Files.readString(out));
        assertEquals(List.of(out), files(dir));
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("convert", MOVIES, "-o", out.toString(), "--force"), cli::err);
        assertTrue(Files.readString(out).contains("\"ModelName\""));

        for (String command : List.of("generate", "reverse")) {
            Path other = readOnly(Files.writeString(dir.resolve(command + ".json"), "before"));
            cli.clear();
            List<String> args = command.equals("generate") ? List.of("generate", MOVIES, "-n", "1", "-o", other.toString())
                    : List.of("reverse", plainCopy().toString(), "-o", other.toString());
            assertEquals(ExitCodes.UNREADABLE, cli.run(args.toArray(String[]::new)), command);
            assertTrue(cli.err().contains(other + " is read-only; nothing was written (--force replaces it)"), cli::err);
            assertEquals("before", Files.readString(other));
            cli.clear();
            List<String> forced = new java.util.ArrayList<>(args);
            forced.add("--force");
            assertEquals(ExitCodes.OK, cli.run(forced.toArray(String[]::new)), cli::err);
            assertFalse(Files.readString(other).equals("before"), command);
        }
    }

    /** The design document and its images are one export: a read-only image stops it before anything is written. */
    @Test
    void aReadOnlyImageOfTheDesignDocumentStopsItBeforeAnythingIsWritten() throws IOException {
        Path doc = dir.resolve("design.md");
        Path image = readOnly(Files.writeString(dir.resolve("design-Movies.png"), "old"));
        assertEquals(ExitCodes.UNREADABLE, cli.run("export", MOVIES, "--to", "markdown", "-o", doc.toString()));
        assertTrue(cli.err().contains("tablewright export: " + image + " is read-only; nothing was written (--force replaces it)"),
                cli::err);
        assertEquals(List.of(image), files(dir));
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("export", MOVIES, "--to", "markdown", "-o", doc.toString(), "--force"), cli::err);
        assertTrue(Files.size(image) > 100, "the diagram replaced it");
    }

    /** A table without entities has no diagram: no blank picture beside the document, no link to one. */
    @Test
    void aTableWithoutEntitiesGetsNoDiagramImage() throws IOException {
        Path model = Files.writeString(dir.resolve("m.json"), """
                {"ModelName": "M", "DataModel": [{"TableName": "Bare",
                 "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
                 "NonKeyAttributes": []}]}""");
        Path doc = dir.resolve("design.md");
        assertEquals(ExitCodes.OK, cli.run("export", model.toString(), "--to", "markdown", "-o", doc.toString()), cli::err);
        assertEquals(List.of(doc, model), files(dir));
        String text = Files.readString(doc);
        assertFalse(text.contains(".png"), text);
        assertTrue(text.contains("No diagram: the table has no entities."), text);
    }

    private static String lastLine(String text) {
        List<String> lines = text.strip().lines().toList();
        return lines.get(lines.size() - 1);
    }

    /** A plain NoSQL Workbench copy of the movies (items, no entities), for reverse. */
    private Path plainCopy() throws IOException {
        var m = dev.tablewright.format.WorkbenchJson.read(Path.of(MOVIES)).model().orElseThrow();
        Path plain = dir.resolve("plain-in.json");
        if (Files.notExists(plain)) {
            dev.tablewright.format.WorkbenchJson.save(m.withTables(
                    dev.tablewright.engine.reverse.RoundTrip.plain(m.tables())), plain);
        }
        return plain;
    }
}
