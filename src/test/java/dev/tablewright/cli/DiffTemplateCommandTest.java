package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** {@code diff} with a CloudFormation template or a Terraform file on a side. */
class DiffTemplateCommandTest {
    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    static List<String> samples() {
        return SampleModels.NAMES;
    }

    private Path export(String sample, String target, String file) {
        Path out = dir.resolve(file);
        assertEquals(ExitCodes.OK, cli.run("export", CommandLineTest.sample(sample).toString(), "--to", target, "-o",
                out.toString()), cli::err);
        cli.clear();
        return out;
    }

    @ParameterizedTest
    @MethodSource("samples")
    void aModelAndItsCloudFormationExportAreTheSame(String sample) {
        Path model = CommandLineTest.sample(sample);
        for (Path template : List.of(export(sample, "cloudformation", "t.json"), export(sample, "cloudformation-yaml", "t.yaml"))) {
            cli.clear();
            assertEquals(ExitCodes.OK, cli.run("diff", model.toString(), template.toString()), cli::out);
            cli.clear();
            assertEquals(ExitCodes.OK, cli.run("diff", template.toString(), model.toString()), cli::out);
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void aModelAndItsTerraformExportAreTheSameButForVectorIndexes(String sample) {
        Path model = CommandLineTest.sample(sample);
        Path tf = export(sample, "terraform", "main.tf");
        int exit = cli.run("diff", model.toString(), tf.toString());
        // The AWS provider has no vector index yet: the export leaves them out (a comment says so).
        List<String> changes = cli.out().lines().filter(l -> l.startsWith("  ")).toList();
        assertTrue(changes.stream().allMatch(l -> l.startsWith("  - ") && l.contains("/indexes/") && l.contains(": vector on ")),
                cli.out());
        assertEquals(changes.isEmpty() ? ExitCodes.OK : ExitCodes.ERRORS, exit, cli::out);
        if (sample.equals("shop-settings.json")) {
            assertTrue(cli.out().contains("note: " + tf + ": a replica's table class, read units and on-demand maximum are"
                    + " not compared (Terraform's replica block cannot say them)"), cli.out());
        }
    }

    @Test
    void aChangedTemplateShowsTheChangeAndWhatCannotBeReadIsAWarning() throws Exception {
        Path model = CommandLineTest.sample("movies-actors.json");
        Path tf = export("movies-actors.json", "terraform", "main.tf");
        String text = Files.readString(tf).replaceFirst("billing_mode\\s*=\\s*\"PAY_PER_REQUEST\"",
                "billing_mode = \"PAY_PER_REQUEST\"\n  import_table { input_format = \"CSV\" }\n  table_class = \"STANDARD_INFREQUENT_ACCESS\"");
        Files.writeString(tf, text);
        assertEquals(ExitCodes.ERRORS, cli.run("diff", model.toString(), tf.toString()), cli::err);
        assertTrue(cli.out().contains("~ Movies/settings/tableClass: "), cli.out());
        assertEquals(1, cli.out().lines().filter(l -> l.startsWith("  ")).count(), cli.out());
        assertTrue(cli.err().contains("import_table: warning: not read: the argument import_table is not one Tablewright reads"),
                cli.err());
    }

    @Test
    void aTemplateThatCannotBeReadExitsTwo() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.yaml"), "Resources: [");
        assertEquals(ExitCodes.UNREADABLE, cli.run("diff", CommandLineTest.sample("movies-actors.json").toString(),
                bad.toString()));
        assertTrue(cli.err().startsWith("tablewright diff: cannot read " + bad + " (CloudFormation template): "), cli.err());
    }
}
