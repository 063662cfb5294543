package dev.tablewright.format.infra;

import dev.tablewright.model.settings.AllSettings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The Terraform export read by HashiCorp's own HCL parser: {@code hcl2json} (npm package
 * {@code @cdktf/hcl2json}, the Go HCL library compiled to WebAssembly) turns it into JSON, and
 * {@code terraform fmt} reformats it. Neither is part of the Maven build, so what hcl2json made of
 * the export is kept as test data ({@code terraform-all-settings.tf} and its {@code .json}): CI reads
 * the settings back from that JSON and checks that the export is still the text it was made from;
 * on a machine with the tools the tests below also run them, and say when they skipped.
 *
 * <p>Install hcl2json with {@code npm install --prefix ~/.cache/tablewright/hcl2json @cdktf/hcl2json@0.21.0}
 * (or point {@code HCL2JSON_DIR} at a folder holding its {@code node_modules}); after a change to
 * the export, run this test with {@code -Dtablewright.terraform.regenerate=true} to write the test data anew.
 */
class TerraformRealParserTest {
    private static final Path DATA = Path.of("src/test/resources/dev/tablewright/format/infra");
    private static final Path STORED_TF = DATA.resolve("terraform-all-settings.tf");
    private static final Path STORED_JSON = DATA.resolve("terraform-all-settings.tf.json");
    private static final long TIMEOUT_SECONDS = 120;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The All settings model and a provisioned global table that scales in every region. */
    static DataModel model() {
        List<TableDesign> tables = new ArrayList<>(AllSettings.model().tables());
        tables.add(TerraformSettingsExportTest.provisionedGlobal());
        return DataModel.of("All settings", tables);
    }

    @Test
    void theStoredParseIsOfTheCurrentExport() throws IOException {
        assertEquals(Files.readString(STORED_TF), export(), "the export changed since hcl2json read it: run this test"
                + " with -Dtablewright.terraform.regenerate=true where hcl2json is installed");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theRealParsersReadingOfTheExportHoldsEverySetting() throws IOException {
        Map<String, Object> root = JSON.readValue(STORED_JSON.toFile(), Map.class);
        assertEquals(byName(TerraformCarried.of(model())), byName(TerraformSettingsReader.read(root)));
        // what hcl4j cannot show: the calls and comparisons the real parser keeps as expressions
        JsonNode tree = JSON.readTree(STORED_JSON.toFile());
        JsonNode payments = tree.at("/resource/aws_dynamodb_table/Payments/0/lifecycle/0/precondition/0");
        assertEquals("${data.aws_region.tablewright.region == \"us-east-1\"}", payments.path("condition").asText());
        assertEquals("${replace(aws_dynamodb_table.Payments.arn, \":us-east-1:\", \":us-east-2:\")}",
                tree.at("/resource/aws_dynamodb_tag/Payments_us-east-2_tag_region-role/0/resource_arn").asText());
        assertEquals(List.of("${read_capacity}", "${write_capacity}"), JSON.convertValue(
                tree.at("/resource/aws_dynamodb_table/Orders/0/lifecycle/0/ignore_changes"), List.class));
    }

    @Test
    void hcl2jsonReadsTheExportAsStored() throws Exception {
        Optional<Path> module = hcl2json();
        assumeTrue(module.isPresent(), "hcl2json (npm @cdktf/hcl2json) is not installed: the export was not read by"
                + " HashiCorp's parser here, only its stored reading checked");
        String export = export();
        Result result = hcl2json(module.get(), export);
        assertEquals(0, result.exit(), result.output() + result.errors());
        if (Boolean.getBoolean("tablewright.terraform.regenerate")) {
            Files.writeString(STORED_TF, export, StandardCharsets.UTF_8);
            Files.writeString(STORED_JSON, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(
                    JSON.readTree(result.output())) + "\n", StandardCharsets.UTF_8);
        }
        assertEquals(JSON.readTree(STORED_JSON.toFile()), JSON.readTree(result.output()));
        // and the parser does refuse what is not HCL
        assertNotEquals(0, hcl2json(module.get(), "resource \"aws_dynamodb_table\" \"t\" {\n").exit());
    }

    @Test
    void terraformFmtLeavesEveryExportAsItIs() throws Exception {
        assumeTrue(onPath("terraform"), "terraform is not installed: exports not checked by terraform fmt");
        List<DataModel> models = new ArrayList<>(List.of(model(), KitchenSink.model()));
        SampleModels.NAMES.forEach(n -> models.add(SampleModels.read(n).model().orElseThrow()));
        for (DataModel m : models) {
            String hcl = TerraformSettingsExportTest.export(m).text();
            Result result = run(List.of("terraform", "fmt", "-no-color", "-"), hcl);
            assertEquals(0, result.exit(), result.errors());
            assertEquals(hcl, result.output(), m.name());
        }
        assertNotEquals(0, run(List.of("terraform", "fmt", "-no-color", "-"), "resource \"x\" {\n").exit());
    }

    /**
     * The tables by name and each one's tags by key: hcl2json writes every object's keys sorted, as
     * Go does, so resources and tags come back in that order rather than the export's.
     */
    private static List<TableDesign> byName(DataModel model) {
        return model.tables().stream().sorted(Comparator.comparing(TableDesign::name)).map(t -> {
            TableSettings s = t.settings();
            List<Replica> replicas = s.replication().replicas().stream().map(r -> new Replica(r.region(), r.tableClass(),
                    r.deletionProtection(), r.pointInTimeRecovery(), r.contributorInsights(), r.kmsKey(), r.readUnits(),
                    r.readScaling(), r.maxReadRequestUnits(), sorted(r.tags()), r.resourcePolicy(), r.indexes())).toList();
            return t.withSettings(s.withTags(sorted(s.tags()))
                    .withReplication(new Replication(s.replication().consistency(), replicas)));
        }).toList();
    }

    private static List<Tag> sorted(List<Tag> tags) {
        return tags.stream().sorted(Comparator.comparing(Tag::key)).toList();
    }

    private static String export() {
        return TerraformSettingsExportTest.export(model()).text();
    }

    /** What a program wrote to its standard output, and to its standard error (its warnings, kept apart). */
    record Result(int exit, String output, String errors) {
    }

    static Result hcl2json(Path module, String hcl) throws Exception {
        String script = "const h = require(" + JSON.writeValueAsString(module.toString()) + ");"
                + "let s = ''; process.stdin.on('data', d => s += d).on('end', () => h.parse('main.tf', s)"
                + ".then(j => process.stdout.write(JSON.stringify(j)))"
                + ".catch(e => { process.stdout.write(String(e.message || e)); process.exit(1); }));";
        return run(List.of("node", "-e", script), hcl);
    }

    private static Result run(List<String> command, String input) throws Exception {
        Path out = Files.createTempFile("terraform-parser", ".txt");
        Path err = Files.createTempFile("terraform-parser", ".err");
        try {
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.PIPE).start();
            p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
            p.getOutputStream().close();
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError(command.get(0) + " did not finish in " + TIMEOUT_SECONDS + " s");
            }
            return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** The hcl2json module, if it and node are installed. */
    static Optional<Path> hcl2json() {
        if (!onPath("node")) {
            return Optional.empty();
        }
        List<Path> dirs = new ArrayList<>();
        Optional.ofNullable(System.getenv("HCL2JSON_DIR")).ifPresent(d -> dirs.add(Path.of(d)));
        dirs.add(Path.of(System.getProperty("user.home"), ".cache", "tablewright", "hcl2json"));
        return dirs.stream().map(d -> d.resolve("node_modules/@cdktf/hcl2json"))
                .filter(d -> Files.isRegularFile(d.resolve("package.json"))).findFirst();
    }

    private static boolean onPath(String program) {
        return List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)).stream()
                .anyMatch(d -> Files.isExecutable(Path.of(d, program)));
    }
}
