package dev.tablewright.format.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.port.Export;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.stream.KeptFixtures;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The CloudFormation and Terraform exports of a model with kept entities: the table's stream
 * (NEW_AND_OLD_IMAGES) and, per kept entity, an event source mapping on it from TRIM_HORIZON whose
 * filter delivers the records whose new or old image is a source item, with bisection, bounded retries
 * and partial batch responses; the handler's function named by a parameter (variable). What HashiCorp's
 * parser (hcl2json) made of the Terraform export is kept as test data, as {@link TerraformRealParserTest}
 * does; cfn-lint's verdict on the template is {@link CfnLintTest}'s.
 */
class StreamMappingExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DATA = Path.of("src/test/resources/dev/tablewright/format/infra");
    private static final Path STORED_TF = DATA.resolve("terraform-kept-entities.tf");
    private static final Path STORED_JSON = DATA.resolve("terraform-kept-entities.tf.json");
    private static final String NEW_IMAGE = "{\"dynamodb\":{\"NewImage\":{\"entityType\":{\"S\":[\"stream\"]}}}}";
    private static final String OLD_IMAGE = "{\"dynamodb\":{\"OldImage\":{\"entityType\":{\"S\":[\"stream\"]}}}}";

    @Test
    void theTemplateMapsTheStreamToEachKeptEntitysHandler() throws Exception {
        Export export = Exporters.find("cloudformation").orElseThrow().export(KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS));
        assertEquals(List.of(), export.warnings());
        JsonNode root = JSON.readTree(export.text());
        assertEquals("NEW_AND_OLD_IMAGES", root.at("/Resources/Movies/Properties/StreamSpecification/StreamViewType").asText());
        JsonNode mapping = root.at("/Resources/MoviesMonthlyTotalStreamMapping");
        assertEquals("AWS::Lambda::EventSourceMapping", mapping.path("Type").asText());
        JsonNode p = mapping.path("Properties");
        assertEquals(JSON.readTree("{\"Fn::GetAtt\": [\"Movies\", \"StreamArn\"]}"), p.path("EventSourceArn"));
        assertEquals(JSON.readTree("{\"Ref\": \"MoviesMonthlyTotalHandlerFunction\"}"), p.path("FunctionName"));
        assertEquals("TRIM_HORIZON", p.path("StartingPosition").asText());
        assertTrue(p.path("BisectBatchOnFunctionError").asBoolean());
        assertEquals(10, p.path("MaximumRetryAttempts").asInt());
        assertEquals("[\"ReportBatchItemFailures\"]", p.path("FunctionResponseTypes").toString());
        assertEquals(NEW_IMAGE, p.at("/FilterCriteria/Filters/0/Pattern").asText());
        assertEquals(OLD_IMAGE, p.at("/FilterCriteria/Filters/1/Pattern").asText());
        JsonNode parameter = root.at("/Parameters/MoviesMonthlyTotalHandlerFunction");
        assertEquals("String", parameter.path("Type").asText());
        assertTrue(parameter.path("Description").asText().startsWith("Name or ARN of the Lambda function that keeps the"
                + " MonthlyTotal items of Movies from its Stream items"), parameter.toString());
    }

    @Test
    void aTableWithoutAStreamGetsNoMappingAndSaysWhy() throws Exception {
        DataModel model = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        DataModel off = model.withTables(List.of(model.tables().get(0).withSettings(s -> s.withStream(Optional.empty()))));
        for (String target : List.of("cloudformation", "terraform")) {
            Export export = Exporters.find(target).orElseThrow().export(off);
            assertEquals(List.of("table Movies: no event source mapping for the stream handler of MonthlyTotal: the table's"
                    + " stream is off (set it to NEW_AND_OLD_IMAGES)"), export.warnings(), target);
            assertFalse(export.text().contains("EventSourceMapping") || export.text().contains("event_source_mapping"),
                    export.text());
        }
        TableDesign newOnly = model.tables().get(0).withSettings(s -> s.withStream(Optional.of(StreamView.NEW_IMAGE)));
        Export export = Exporters.find("terraform").orElseThrow().export(model.withTables(List.of(newOnly)));
        assertEquals(List.of("table Movies: the stream handler of MonthlyTotal needs both images, and the stream is"
                + " NEW_IMAGE (set it to NEW_AND_OLD_IMAGES)"), export.warnings());
    }

    @Test
    void theStoredTerraformParseIsOfTheCurrentExport() throws Exception {
        assertEquals(Files.readString(STORED_TF), export(), "the export changed since hcl2json read it: run "
                + "hcl2jsonReadsTheExportAsStored with -Dtablewright.terraform.regenerate=true where hcl2json is installed");
    }

    @Test
    void theRealParsersReadingHoldsEachMapping() throws Exception {
        JsonNode tree = JSON.readTree(STORED_JSON.toFile());
        JsonNode m = tree.at("/resource/aws_lambda_event_source_mapping/Movies_monthly_total_stream_mapping/0");
        assertEquals("${aws_dynamodb_table.Movies.stream_arn}", m.path("event_source_arn").asText());
        assertEquals("${var.Movies_monthly_total_handler_function}", m.path("function_name").asText());
        assertEquals("TRIM_HORIZON", m.path("starting_position").asText());
        assertTrue(m.path("bisect_batch_on_function_error").asBoolean());
        assertEquals(10, m.path("maximum_retry_attempts").asInt());
        assertEquals("[\"ReportBatchItemFailures\"]", m.path("function_response_types").toString());
        JsonNode filters = m.at("/filter_criteria/0/filter");
        assertEquals(NEW_IMAGE, filters.at("/0/pattern").asText());
        assertEquals(OLD_IMAGE, filters.at("/1/pattern").asText());
        assertEquals("string", tree.at("/variable/Movies_monthly_total_handler_function/0/type").asText()
                .replace("${", "").replace("}", ""));
        JsonNode index = tree.at("/resource/aws_lambda_event_source_mapping/Issues_field_index_stream_mapping/0");
        assertEquals("{\"dynamodb\":{\"OldImage\":{\"entityType\":{\"S\":[\"issue\"]}}}}",
                index.at("/filter_criteria/0/filter/1/pattern").asText());
    }

    @Test
    void hcl2jsonReadsTheExportAsStored() throws Exception {
        Optional<Path> module = TerraformRealParserTest.hcl2json();
        assumeTrue(module.isPresent(), "hcl2json (npm @cdktf/hcl2json) is not installed: the export was not read by"
                + " HashiCorp's parser here, only its stored reading checked");
        String export = export();
        TerraformRealParserTest.Result result = TerraformRealParserTest.hcl2json(module.get(), export);
        assertEquals(0, result.exit(), result.output() + result.errors());
        if (Boolean.getBoolean("tablewright.terraform.regenerate")) {
            Files.writeString(STORED_TF, export, StandardCharsets.UTF_8);
            Files.writeString(STORED_JSON, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(
                    JSON.readTree(result.output())) + "\n", StandardCharsets.UTF_8);
        }
        assertEquals(JSON.readTree(STORED_JSON.toFile()), JSON.readTree(result.output()));
    }

    /** Both kept-entity models' tables in one export. */
    private static String export() {
        DataModel totals = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        DataModel index = KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX);
        DataModel both = DataModel.of("Kept entities", List.of(totals.tables().get(0), index.tables().get(0)));
        Export export = Exporters.find("terraform").orElseThrow().export(both);
        assertEquals(List.of(), export.warnings());
        return export.text();
    }
}
