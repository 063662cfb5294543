package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.WorkbenchJson;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code convert} writes only a model without errors, unless told to, and says what it changes. */
class ConvertCommandTest {
    private static final String TABLE = """
            {"TableName": "Books", "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
             "NonKeyAttributes": [], "TableData": [%s]}""";

    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    private Path file(String name, String tables) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, "{\"ModelName\": \"M\", \"DataModel\": [" + tables + "]}", StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void aRuleErrorWritesNothingAndExitsOne() throws Exception {
        Path in = file("dup.json", TABLE.formatted("") + ", " + TABLE.formatted(""));
        Path out = dir.resolve("out.json");
        Files.writeString(out, "before");
        assertEquals(ExitCodes.ERRORS, cli.run("convert", in.toString(), "-o", out.toString()), cli::err);
        assertEquals("before", Files.readString(out));
        assertTrue(cli.err().contains("is used by more than one table"), cli::err);
        assertTrue(cli.err().contains("nothing was written"), cli::err);
        assertTrue(cli.out().startsWith("Would change ("), cli::out);
        assertFalse(cli.out().contains("Wrote"), cli::out);
    }

    @Test
    void aReadErrorWritesNothingAndForceWritesAnyway() throws Exception {
        Path in = file("keyless.json", TABLE.formatted("{\"name\": {\"S\": \"no key\"}}"));
        Path out = dir.resolve("out.json");
        assertEquals(ExitCodes.ERRORS, cli.run("convert", in.toString(), "-o", out.toString()), cli::err);
        assertFalse(Files.exists(out));
        assertTrue(cli.err().contains("error"), cli::err);
        cli.clear();
        assertEquals(ExitCodes.ERRORS, cli.run("convert", in.toString(), "-o", out.toString(), "--force"), cli::err);
        assertTrue(Files.exists(out));
        assertTrue(cli.out().contains("Wrote " + out), cli::out);
    }

    @Test
    void aCleanFileIsWrittenWithTheListOfWhatChanged() throws Exception {
        Path in = file("clean.json", TABLE.formatted("{\"PK\": {\"S\": \"a\"}}"));
        Path out = dir.resolve("out.json");
        assertEquals(ExitCodes.OK, cli.run("convert", in.toString(), "-o", out.toString()), cli::err);
        String printed = cli.out();
        assertTrue(printed.startsWith("Changes ("), printed);
        assertTrue(printed.contains("added   $.ModelMetadata"), printed);
        assertTrue(printed.contains("added   $.DataModel[0].ModelSchema"), printed);
        assertEquals(WorkbenchJson.read(in).model(), WorkbenchJson.read(out).model());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("convert", out.toString(), "-o", out.toString()), cli::err);
        assertTrue(cli.out().startsWith("Changes (0): none"), cli::out);
    }
}
