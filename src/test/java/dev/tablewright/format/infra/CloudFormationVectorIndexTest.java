package dev.tablewright.format.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.port.Export;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.format.registry.Importers;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Severity;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Vector indexes in CloudFormation ({@code VectorIndexes} on Table and GlobalTable, docs/vector-indexes.md
 * §3.1, §7): every shape written and read back, the search-schema attributes in AttributeDefinitions,
 * and Terraform's warning per index (its provider has none yet).
 */
class CloudFormationVectorIndexTest {
    @TempDir
    Path dir;

    /** Every shape: no search schema, HASH only (a number), HASH and filters, filters only (a binary). */
    static TableDesign everyShape() {
        return TableDesign.of("Docs", KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S))
                .withBilling(Billing.ON_DEMAND)
                .withAttributes(List.of(new AttributeDef("tenant", AttributeType.N), new AttributeDef("category", AttributeType.S),
                        new AttributeDef("brand", AttributeType.S), new AttributeDef("colour", AttributeType.S),
                        new AttributeDef("hash", AttributeType.B)))
                .withVectorIndexes(List.of(
                        new VectorIndex("Plain", "embedding", 4, DistanceFunction.DOT_PRODUCT,
                                new Projection(ProjectionType.KEYS_ONLY, List.of()), SearchSchema.NONE),
                        new VectorIndex("PerTenant", "embedding", 4, DistanceFunction.COSINE, Projection.ALL,
                                new SearchSchema(Optional.of("tenant"), List.of())),
                        new VectorIndex("Similar", "imageVector", 16, DistanceFunction.EUCLIDEAN,
                                Projection.include(List.of("title", "price")),
                                new SearchSchema(Optional.of("category"), List.of("brand", "colour"))),
                        new VectorIndex("Filtered", "imageVector", 16, DistanceFunction.COSINE, Projection.ALL,
                                new SearchSchema(Optional.empty(), List.of("hash", "sk")))));
    }

    @Test
    void everyShapeIsWrittenAsCloudFormationsVectorIndex() throws Exception {
        JsonNode props = properties(export("cloudformation", DataModel.of("m", List.of(everyShape()))).text());
        JsonNode similar = props.path("VectorIndexes").get(2);
        assertEquals(new ObjectMapper().readTree("""
                {"IndexName": "Similar", "VectorAttribute": {"AttributeName": "imageVector"}, "Dimensions": 16,
                 "DistanceFunction": "EUCLIDEAN", "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["title", "price"]},
                 "SearchSchema": [{"AttributeName": "category", "SearchSchemaElementType": "HASH"},
                                  {"AttributeName": "brand", "SearchSchemaElementType": "INLINE_FILTER"},
                                  {"AttributeName": "colour", "SearchSchemaElementType": "INLINE_FILTER"}]}"""), similar);
        assertFalse(props.path("VectorIndexes").get(0).has("SearchSchema"), "no search schema, no member");
        // keys, then each search-schema attribute once with its declared type (sk is a key already)
        assertEquals(new ObjectMapper().readTree("""
                [{"AttributeName": "pk", "AttributeType": "S"}, {"AttributeName": "sk", "AttributeType": "S"},
                 {"AttributeName": "tenant", "AttributeType": "N"}, {"AttributeName": "category", "AttributeType": "S"},
                 {"AttributeName": "brand", "AttributeType": "S"}, {"AttributeName": "colour", "AttributeType": "S"},
                 {"AttributeName": "hash", "AttributeType": "B"}]"""), props.path("AttributeDefinitions"));
    }

    @Test
    void everyShapeComesBackFromATableAndFromAGlobalTable() throws Exception {
        TableDesign table = everyShape();
        TableDesign global = table.withName("GlobalDocs").withSettings(s -> s.withReplication(new Replication(
                Consistency.EVENTUAL, List.of(Replica.in("us-east-1"), Replica.in("eu-west-1")))));
        DataModel model = DataModel.of("m", List.of(table, global));
        for (String target : List.of("cloudformation", "cloudformation-yaml")) {
            Export e = export(target, model);
            assertTrue(e.text().contains("AWS::DynamoDB::GlobalTable"), "one of them is a GlobalTable");
            ReadResult back = importText(e.text(), "t." + Exporters.find(target).orElseThrow().extension());
            assertFalse(back.hasErrors(), back.problems().toString());
            assertTrue(back.problems().stream().noneMatch(p -> p.message().contains("no key")), back.problems().toString());
            assertEquals(TableShapes.of(model), TableShapes.of(back.model().orElseThrow()));
            assertEquals(table.vectorIndexes(), back.model().orElseThrow().tables().get(1).vectorIndexes());
        }
    }

    @Test
    void aVectorIndexTheModelCannotHoldIsAnErrorAtItsPath() throws Exception {
        String template = """
                {"Resources": {"T": {"Type": "AWS::DynamoDB::Table", "Properties": {"BillingMode": "PAY_PER_REQUEST",
                  "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
                  "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
                  "VectorIndexes": [{"IndexName": "V", "VectorAttribute": {"AttributeName": "e"}, "Dimensions": 3,
                    "DistanceFunction": "MANHATTAN", "Projection": {"ProjectionType": "ALL"},
                    "SearchSchema": [{"AttributeName": "category", "SearchSchemaElementType": "HASH"}]}]}}}}""";
        ReadResult back = importText(template, "bad.json");
        List<String> errors = back.problems().stream().filter(p -> p.severity() == Severity.ERROR)
                .map(p -> p.path() + ": " + p.message()).toList();
        assertTrue(errors.stream().anyMatch(m -> m.contains("VectorIndexes[0].DistanceFunction")
                && m.contains("expected COSINE, DOT_PRODUCT or EUCLIDEAN, found 'MANHATTAN'")), errors.toString());
        assertTrue(errors.stream().anyMatch(m -> m.contains("VectorIndexes[0].SearchSchema[0].AttributeName")
                && m.contains("'category' has no AttributeDefinitions entry")), errors.toString());
    }

    @Test
    void terraformSaysPerIndexThatItHasNoVectorIndexYet() {
        Export e = export("terraform", DataModel.of("m", List.of(everyShape())));
        for (VectorIndex v : everyShape().vectorIndexes()) {
            assertTrue(e.warnings().stream().filter(w -> w.contains("vector index Docs." + v.name())).count() == 1,
                    e.warnings().toString());
            assertTrue(e.text().contains("# vector index " + v.name() + ":"), e.text());
        }
        assertFalse(e.text().contains("VectorIndex"), "no resource or argument is invented");
    }

    private static Export export(String target, DataModel model) {
        return Exporters.find(target).orElseThrow().export(model);
    }

    private static JsonNode properties(String template) throws Exception {
        return new ObjectMapper().readTree(template).path("Resources").elements().next().path("Properties");
    }

    private ReadResult importText(String text, String fileName) throws Exception {
        Path file = dir.resolve(fileName);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return Importers.find("cloudformation").orElseThrow().read(List.of(file));
    }
}
