package dev.tablewright.format.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.format.registry.Importers;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.StackIdentity;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Global-table templates written after AWS's documented AWS::DynamoDB::GlobalTable examples, and a SAM
 * SimpleTable template (src/test/resources/cloudformation): each imports with its replicas and logical
 * ID, and exports back under the same logical ID, without a TableName where it had none.
 */
class CloudFormationGlobalTableImportTest {
    @TempDir
    Path dir;

    @Test
    void provisionedGlobalTableWithAutoScaling() throws Exception {
        TableDesign t = only("global-provisioned-autoscaling.yaml");
        assertEquals("global-orders", t.name());
        assertEquals(Billing.provisioned(5, 5), t.billing());
        TableSettings s = t.settings();
        assertEquals(Optional.of(new AutoScaling(5, 100, 70)), s.throughput().writeScaling());
        assertEquals(Optional.of(new AutoScaling(5, 100, 70)), s.throughput().readScaling());
        assertEquals(List.of("us-east-1", "us-west-2"), s.replication().regions());
        Replica west = s.replication().replica("us-west-2").orElseThrow();
        assertEquals(Optional.of(10L), west.readUnits());
        assertEquals(Optional.empty(), west.readScaling());
        assertEquals(Replica.in("us-east-1"), s.replication().replica("us-east-1").orElseThrow());
        assertEquals(Recovery.ON, s.recovery());
        assertEquals(List.of(new Tag("app", "orders")), s.tags());
        assertEquals(Encryption.AWS_MANAGED, s.encryption());
        assertEquals(Optional.of(StreamView.NEW_AND_OLD_IMAGES), s.stream());
        GlobalSecondaryIndex gsi = t.globalIndexes().get(0);
        assertEquals(Optional.of(new AutoScaling(5, 50, 70)), gsi.settings().throughput().writeScaling());
        assertEquals(Optional.of(new AutoScaling(5, 50, 70)), gsi.settings().throughput().readScaling());
        assertEquals(Optional.of(new StackIdentity("GlobalTableExample", true)), s.stack());
    }

    @Test
    void onDemandGlobalTableWithoutTableNameAndAKeyPerRegion() throws Exception {
        TableDesign t = only("global-on-demand.yaml");
        assertEquals("SessionsGlobalTable", t.name());
        TableSettings s = t.settings();
        assertEquals(Optional.of(new StackIdentity("SessionsGlobalTable", false)), s.stack());
        assertEquals(Billing.ON_DEMAND, t.billing());
        assertEquals(EncryptionType.CUSTOMER_MANAGED, s.encryption().type());
        assertTrue(s.encryption().kmsKey().orElseThrow().contains(":us-east-1:"), s.encryption().toString());
        assertTrue(s.replication().replica("eu-west-1").orElseThrow().kmsKey().orElseThrow().contains(":eu-west-1:"));
        assertTrue(s.deletionProtection());
        assertEquals(Optional.of("expiresAt"), s.ttlAttribute());
    }

    @Test
    void stronglyConsistentGlobalTableInThreeRegions() throws Exception {
        TableDesign t = only("global-strong-consistency.json");
        TableSettings s = t.settings();
        assertEquals(Consistency.STRONG, s.replication().consistency());
        assertEquals(List.of("us-east-1", "us-east-2", "us-west-2"), s.replication().regions());
        assertEquals(Optional.of(2000L), s.throughput().onDemandLimit().maxReadRequestUnits());
        assertEquals(Optional.of(1000L), s.throughput().onDemandLimit().maxWriteRequestUnits());
        Replica oregon = s.replication().replica("us-west-2").orElseThrow();
        assertEquals(Optional.of(500L), oregon.maxReadRequestUnits());
        assertEquals(Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), oregon.tableClass());
        assertEquals(TableClass.STANDARD, s.tableClass());
    }

    @Test
    void globalTableWithIndexesRecoveryInsightsAndRegionalTags() throws Exception {
        TableDesign t = only("global-indexes-and-protection.yaml");
        TableSettings s = t.settings();
        assertEquals(new Recovery(true, 7), s.recovery());
        assertTrue(s.contributorInsights());
        assertEquals(List.of(new Tag("team", "catalog")), s.tags());
        Replica sydney = s.replication().replica("ap-southeast-2").orElseThrow();
        assertEquals(List.of(new Tag("team", "catalog"), new Tag("region-role", "read-mostly")), sydney.tags());
        Replica virginia = s.replication().replica("us-east-1").orElseThrow();
        assertEquals(List.of(new ReplicaIndex("ByCategory", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(true))), virginia.indexes());
        assertEquals(1, t.localIndexes().size());
        assertEquals(Optional.of(300L), t.globalIndexes().get(0).settings().throughput().onDemandLimit()
                .maxWriteRequestUnits());
        assertTrue(t.extra().fields().get(CloudFormationExtras.RESOURCE).contains("Retain"), t.extra().toString());
    }

    @Test
    void samSimpleTablesImportWithTheirKeysAndLogicalIds() throws Exception {
        ReadResult r = read(resource("sam-simple-table.yaml"));
        assertFalse(r.hasErrors(), r.problems().toString());
        List<TableDesign> tables = r.model().orElseThrow().tables();
        TableDesign recipes = tables.get(0);
        assertEquals("RecipeTable", recipes.name());
        assertEquals("recipeId N", recipes.keySchema().partitionKey().name() + " " + recipes.keySchema().partitionKey().type());
        assertEquals(Billing.provisioned(5, 2), recipes.billing());
        assertEquals(Encryption.AWS_MANAGED, recipes.settings().encryption());
        assertEquals(List.of(new Tag("Department", "Kitchen"), new Tag("AppType", "Serverless")), recipes.settings().tags());
        assertEquals(Optional.of(new StackIdentity("RecipeTable", false)), recipes.settings().stack());
        TableDesign plain = tables.get(1);
        assertEquals("id S", plain.keySchema().partitionKey().name() + " " + plain.keySchema().partitionKey().type());
        assertEquals(Billing.ON_DEMAND, plain.billing());
    }

    /** Each template exports back under its logical IDs, named only where it was, and imports again the same. */
    @ParameterizedTest
    @ValueSource(strings = {"global-provisioned-autoscaling.yaml", "global-on-demand.yaml",
            "global-strong-consistency.json", "global-indexes-and-protection.yaml", "sam-simple-table.yaml"})
    void exportsBackWithItsLogicalIdsAndImportsAgainTheSame(String name) throws Exception {
        JsonNode original = new ObjectMapper(new com.fasterxml.jackson.dataformat.yaml.YAMLFactory())
                .readTree(resource(name).toFile());
        DataModel first = read(resource(name)).model().orElseThrow();
        String text = Exporters.find("cloudformation").orElseThrow().export(first).text();
        JsonNode exported = new ObjectMapper().readTree(text).path("Resources");
        original.path("Resources").properties().forEach(e -> {
            JsonNode again = exported.path(e.getKey());
            assertFalse(again.isMissingNode(), e.getKey() + " missing from " + text);
            assertEquals(e.getValue().path("Properties").has("TableName"), again.path("Properties").has("TableName"),
                    e.getKey());
            assertEquals(e.getValue().path("Type").asText().equals(GlobalTableProperties.TYPE),
                    again.path("Type").asText().equals(GlobalTableProperties.TYPE), e.getKey());
        });
        ReadResult back = read(Files.writeString(dir.resolve("again.json"), text));
        assertFalse(back.hasErrors(), back.problems().toString());
        assertEquals(CloudFormationSettingsTest.comparable(first), CloudFormationSettingsTest.comparable(back.model().orElseThrow()));
    }

    private TableDesign only(String name) throws Exception {
        ReadResult r = read(resource(name));
        assertFalse(r.hasErrors(), r.problems().toString());
        assertTrue(r.problems().stream().noneMatch(p -> p.severity() == dev.tablewright.model.Severity.WARNING),
                r.problems().toString());
        List<TableDesign> tables = r.model().orElseThrow().tables();
        assertEquals(1, tables.size());
        return tables.get(0);
    }

    static Path resource(String name) throws URISyntaxException {
        return Path.of(CloudFormationGlobalTableImportTest.class.getResource("/cloudformation/" + name).toURI());
    }

    private static ReadResult read(Path file) {
        return Importers.find("cloudformation").orElseThrow().read(List.of(file));
    }
}
