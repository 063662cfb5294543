package dev.tablewright.format.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.format.registry.Importers;
import dev.tablewright.model.DataModel;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Every sample model exported to CloudFormation and imported again has the same tables. */
class CloudFormationRoundTripTest {
    @TempDir
    Path dir;

    static List<String> samples() {
        return SampleModels.NAMES;
    }

    static DataModel sample(String name) {
        return SampleModels.read(name).model().orElseThrow();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void jsonExportImportsAsTheSameTables(String name) throws Exception {
        DataModel model = sample(name);
        ReadResult back = importText(Exporters.find("cloudformation").orElseThrow().export(model).text(), "t.json");
        assertFalse(back.hasErrors(), back.problems().toString());
        assertEquals(TableShapes.of(model), TableShapes.of(back.model().orElseThrow()));
    }

    @ParameterizedTest
    @MethodSource("samples")
    void yamlIsTheSameTemplateAndImportsAsTheSameTables(String name) throws Exception {
        DataModel model = sample(name);
        String yaml = Exporters.find("cloudformation-yaml").orElseThrow().export(model).text();
        String json = Exporters.find("cloudformation").orElseThrow().export(model).text();
        JsonNode fromYaml = new YAMLMapper().readTree(yaml);
        assertEquals(new ObjectMapper().readTree(json), fromYaml);
        ReadResult back = importText(yaml, "t.yaml");
        assertFalse(back.hasErrors(), back.problems().toString());
        assertEquals(TableShapes.of(model), TableShapes.of(back.model().orElseThrow()));
    }

    @ParameterizedTest
    @MethodSource("samples")
    void onlyKeyAndSearchSchemaAttributesAreDefined(String name) throws Exception {
        DataModel model = sample(name);
        JsonNode t = new ObjectMapper().readTree(Exporters.find("cloudformation").orElseThrow().export(model).text());
        for (var table : model.tables()) {
            JsonNode defs = null;
            for (JsonNode r : t.path("Resources")) {
                if (r.path("Properties").path("TableName").path("Fn::Sub").asText().equals("${TableNamePrefix}" + table.name())) {
                    defs = r.path("Properties").path("AttributeDefinitions");
                }
            }
            // A table imported from a template that named no table keeps its logical ID and has no TableName.
            JsonNode kept = table.settings().stack().map(id -> t.path("Resources").path(id.logicalId())).orElse(null);
            if (kept != null && !kept.isMissingNode()) {
                defs = kept.path("Properties").path("AttributeDefinitions");
            }
            long searched = table.vectorIndexes().stream().flatMap(v -> v.searchSchema().attributes().stream())
                    .filter(a -> !table.keyAttributeNames().contains(a)).distinct().count();
            assertTrue(defs != null && defs.size() == table.keyAttributes().size() + searched, table.name() + ": " + defs);
        }
    }

    private ReadResult importText(String text, String fileName) throws Exception {
        Path file = dir.resolve(fileName);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return Importers.find("cloudformation").orElseThrow().read(List.of(file));
    }
}
