package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code export MODEL --to T [-o PATH]} and {@code import cloudformation FILE… -o MODEL}: output, exit codes. */
class ExportImportCommandTest {
    private static final Path ALLEYCAT = Path.of("sample-models/alleycat-races.json");

    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    @Test
    void exportedTemplateImportsAsAModelWithTheSameTables() throws Exception {
        Path template = dir.resolve("stack.yaml");
        assertEquals(0, cli.run("export", ALLEYCAT.toString(), "--to", "cloudformation-yaml", "-o", template.toString()),
                cli.err());
        assertTrue(Files.readString(template).contains("AWS::DynamoDB::Table"));
        Path model = dir.resolve("imported.json");
        assertEquals(0, cli.run("import", "cloudformation", template.toString(), "-o", model.toString()), cli.err());
        DataModel original = WorkbenchJson.read(ALLEYCAT).model().orElseThrow();
        DataModel imported = WorkbenchJson.read(model).model().orElseThrow();
        assertEquals("imported", imported.name());
        TableDesign a = original.tables().get(0);
        TableDesign b = imported.tables().get(0);
        assertEquals(a.name(), b.name());
        assertEquals(a.keySchema(), b.keySchema());
        assertEquals(a.billing(), b.billing());
        assertEquals(a.globalIndexes().stream().map(g -> g.name() + g.keys() + g.projection()).toList(),
                b.globalIndexes().stream().map(g -> g.name() + g.keys() + g.projection()).toList());
        assertEquals(a.localIndexes(), b.localIndexes());
    }

    @Test
    void withoutOutputTheExportGoesToStandardOutput() {
        assertEquals(0, cli.run("export", ALLEYCAT.toString(), "--to", "terraform"), cli.err());
        assertTrue(cli.out().contains("resource \"aws_dynamodb_table\" \"alleycat-races\""), cli.out());
    }

    @Test
    void anUnknownTargetOrSourceListsTheKnownOnes() {
        assertEquals(2, cli.run("export", ALLEYCAT.toString(), "--to", "cloudformtion"));
        assertTrue(cli.err().contains("unknown target 'cloudformtion'; the targets are: cloudformation,"
                + " cloudformation-yaml, terraform"), cli.err());
        assertEquals(2, cli.run("import", "terrafrom", ALLEYCAT.toString(), "-o", dir.resolve("m.json").toString()));
        assertTrue(cli.err().contains("unknown source 'terrafrom'; the sources are: cloudformation, terraform"), cli.err());
    }

    @Test
    void importKeepsAnExistingModelUnlessForced() throws Exception {
        Path template = dir.resolve("t.json");
        cli.run("export", ALLEYCAT.toString(), "--to", "cloudformation", "-o", template.toString());
        Path existing = Files.writeString(dir.resolve("existing.json"), "{}");
        assertEquals(2, cli.run("import", "cloudformation", template.toString(), "-o", existing.toString()));
        assertEquals("{}", Files.readString(existing));
        assertEquals(0, cli.run("import", "cloudformation", template.toString(), "-o", existing.toString(), "--force"),
                cli.err());
        assertFalse(Files.readString(existing).equals("{}"));
    }

    @Test
    void anUnreadableTemplateExits2AndOneWithErrorsExits1NothingWritten() throws Exception {
        Path out = dir.resolve("m.json");
        assertEquals(2, cli.run("import", "cloudformation", dir.resolve("none.yaml").toString(), "-o", out.toString()));
        assertTrue(cli.err().contains("none.yaml: $: error: the file does not exist"), cli.err());
        Path bad = Files.writeString(dir.resolve("bad.json"),
                "{\"Resources\": {\"T\": {\"Type\": \"AWS::DynamoDB::Table\", \"Properties\": {\"KeySchema\": []}}}}");
        cli.clear();
        assertEquals(1, cli.run("import", "cloudformation", bad.toString(), "-o", out.toString()));
        assertTrue(cli.err().contains("$.Resources.T.Properties.KeySchema: error: expected a KeySchema"), cli.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void anUnreadableModelExits2() {
        assertEquals(2, cli.run("export", dir.resolve("none.json").toString(), "--to", "terraform"));
    }
}
