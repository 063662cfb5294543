package dev.tablewright.format.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.format.registry.Importers;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code import terraform}: the export read back as a model, and what cannot be read said, never a crash. */
class TerraformImportTest {
    @TempDir
    Path dir;

    private ReadResult importText(String text) throws Exception {
        Path file = Files.writeString(dir.resolve("main.tf"), text);
        return Importers.find("terraform").orElseThrow().read(List.of(file));
    }

    @Test
    void everySettingOfTheExportIsImported() throws Exception {
        DataModel model = TerraformRealParserTest.model();
        ReadResult back = importText(Exporters.find("terraform").orElseThrow().export(model).text());
        assertEquals(List.of(), back.problems());
        assertEquals(TerraformCarried.of(model).tables(), back.model().orElseThrow().tables());
    }

    @Test
    void eachSampleImportsAsTheSameTables() throws Exception {
        for (String name : SampleModels.NAMES) {
            DataModel model = SampleModels.read(name).model().orElseThrow();
            ReadResult back = importText(Exporters.find("terraform").orElseThrow().export(model).text());
            assertFalse(back.hasErrors(), name + ": " + back.problems());
            DataModel withoutVectors = model.withTables(model.tables().stream()
                    .map(t -> t.withVectorIndexes(List.of())).toList());
            assertEquals(TableShapes.of(withoutVectors), TableShapes.of(back.model().orElseThrow()), name);
        }
    }

    @Test
    void whatCannotBeReadIsAWarningAndTheRestIsKept() throws Exception {
        ReadResult read = importText("""
                resource "aws_dynamodb_table" "Good" {
                  name         = "Good"
                  billing_mode = "PAY_PER_REQUEST"
                  hash_key     = "PK"
                  stream_enabled   = true
                  stream_view_type = "SIDEWAYS"
                  import_table { input_format = "CSV" }
                  attribute {
                    name = "PK"
                    type = "S"
                  }
                }
                resource "aws_dynamodb_table" "Odd" {
                  name     = "Odd"
                  hash_key = "PK"
                  attribute {
                    name = "PK"
                    type = "X"
                  }
                }
                resource "aws_dynamodb_global_table" "Old" {
                  name = "Old"
                }
                """);
        assertFalse(read.hasErrors(), read.problems().toString());
        assertEquals(List.of("Good"), read.model().orElseThrow().tables().stream().map(t -> t.name()).toList());
        List<String> warnings = read.problems().stream().filter(p -> p.severity() == Severity.WARNING)
                .map(p -> p.path() + ": " + p.message()).toList();
        assertTrue(warnings.stream().anyMatch(w -> w.contains("Good.import_table: not read: the argument import_table")),
                warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.startsWith("resource.aws_dynamodb_table.Good.stream_view_type: the stream"
                + " not read, left at DynamoDB's default")), warnings.toString());
        assertTrue(warnings.contains("resource.aws_dynamodb_table.Odd: left out: the table cannot be read: an attribute's"
                + " type is X, not S, N or B"), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("aws_dynamodb_global_table is not read")), warnings.toString());
    }

    @Test
    void aFileThatIsNotHclIsAnError() throws Exception {
        ReadResult read = importText("resource \"aws_dynamodb_table\" \"T\" {\n  name = \"unterminated\n");
        assertTrue(read.model().isEmpty(), read.problems().toString());
        assertTrue(read.problems().stream().anyMatch(p -> p.isError() && p.message().startsWith("not HCL that can be read")),
                read.problems().toString());
    }

    @Test
    void aFileWithNoTableSaysSo() throws Exception {
        ReadResult read = importText("variable \"x\" {\n  default = 1\n}\n");
        assertTrue(read.problems().stream().map(Problem::message).anyMatch(m -> m.startsWith("no table could be read")),
                read.problems().toString());
    }

}
