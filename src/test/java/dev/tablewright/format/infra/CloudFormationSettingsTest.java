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
import dev.tablewright.model.DataModel;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.Billing;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.StackIdentity;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every table setting goes model → CloudFormation → import → model unchanged, in JSON and in YAML. */
class CloudFormationSettingsTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"cloudformation", "cloudformation-yaml"})
    void everySettingRoundTrips(String target) throws Exception {
        DataModel model = AllSettings.model();
        Export export = Exporters.find(target).orElseThrow().export(model);
        assertEquals(List.of(), export.warnings());
        ReadResult back = read(Files.writeString(dir.resolve("all." + target), export.text()));
        assertFalse(back.hasErrors(), back.problems().toString());
        assertEquals(expected(model), comparable(back.model().orElseThrow()));
    }

    @Test
    void theTemplateHasAGlobalTableScalingResourcesAndTheKeptIdentity() throws Exception {
        JsonNode t = template(AllSettings.model());
        JsonNode resources = t.path("Resources");
        assertEquals("AWS::DynamoDB::Table", resources.path("Orders").path("Type").asText());
        assertEquals("AWS::DynamoDB::GlobalTable", resources.path("Payments").path("Type").asText());
        JsonNode customers = resources.path("CustomersTable");
        assertEquals("AWS::DynamoDB::Table", customers.path("Type").asText());
        assertTrue(customers.path("Properties").path("TableName").isMissingNode(), customers.toString());
        List<String> scaling = new ArrayList<>();
        resources.properties().forEach(e -> {
            if (e.getValue().path("Type").asText().startsWith("AWS::ApplicationAutoScaling::")) {
                scaling.add(e.getKey());
            }
        });
        assertEquals(List.of("OrdersReadScalableTarget", "OrdersReadScalingPolicy", "OrdersWriteScalableTarget",
                "OrdersWriteScalingPolicy", "OrdersByStatusReadScalableTarget", "OrdersByStatusReadScalingPolicy",
                "OrdersByStatusWriteScalableTarget", "OrdersByStatusWriteScalingPolicy"), scaling);
        JsonNode indexTarget = resources.path("OrdersByStatusReadScalableTarget").path("Properties");
        assertEquals("table/${Orders}/index/ByStatus", indexTarget.path("ResourceId").path("Fn::Sub").asText());
        assertEquals("dynamodb:index:ReadCapacityUnits", indexTarget.path("ScalableDimension").asText());
        JsonNode policy = resources.path("OrdersWriteScalingPolicy").path("Properties");
        assertEquals(50.5, policy.path("TargetTrackingScalingPolicyConfiguration").path("TargetValue").asDouble());
        assertEquals("DynamoDBWriteCapacityUtilization", policy.path("TargetTrackingScalingPolicyConfiguration")
                .path("PredefinedMetricSpecification").path("PredefinedMetricType").asText());
        JsonNode orders = resources.path("Orders").path("Properties");
        assertTrue(orders.path("ResourcePolicy").path("PolicyDocument").isObject(), orders.toString());
        assertEquals(AllSettings.KEY_ARN, orders.path("SSESpecification").path("KMSMasterKeyId").asText());
        assertEquals(14, orders.path("PointInTimeRecoverySpecification").path("RecoveryPeriodInDays").asInt());
        JsonNode payments = resources.path("Payments").path("Properties");
        assertEquals("STRONG", payments.path("MultiRegionConsistency").asText());
        assertEquals(List.of("us-east-1", "us-east-2", "us-west-2"), StreamSupport.stream(
                payments.path("Replicas").spliterator(), false).map(r -> r.path("Region").asText()).toList());
    }

    /** An older file keeps a TTL in extra next to the model's own TTL: written once, the model's. */
    @Test
    void aPropertyKeptByAnOlderImportIsNotWrittenTwiceAndTheSettingWins() throws Exception {
        TableDesign orders = AllSettings.provisioned().withExtra(RawJson.EMPTY.with(CloudFormationExtras.PROPERTIES,
                "{\"TimeToLiveSpecification\":{\"AttributeName\":\"oldTtl\",\"Enabled\":true},"
                        + "\"KinesisStreamSpecification\":{\"StreamArn\":\"arn:aws:kinesis:us-east-1:111122223333:stream/s\"}}"));
        String text = Exporters.find("cloudformation").orElseThrow().export(DataModel.of("m", List.of(orders))).text();
        JsonNode p = new ObjectMapper().readTree(text).path("Resources").path("Orders").path("Properties");
        assertEquals("expiresAt", p.path("TimeToLiveSpecification").path("AttributeName").asText());
        assertEquals(1, text.split("TimeToLiveSpecification", -1).length - 1, text);
        assertTrue(p.has("KinesisStreamSpecification"), text);
    }

    /** A global table's kept property is not written on the plain table it became, and the reverse. */
    @Test
    void aKeptPropertyOfTheOtherResourceTypeIsLeftOutWithAWarning() {
        RawJson globalOnly = RawJson.EMPTY.with(CloudFormationExtras.PROPERTIES,
                "{\"GlobalTableWitnesses\":[{\"Region\":\"us-west-2\"}]}");
        Export plain = Exporters.find("cloudformation").orElseThrow().export(DataModel.of("m",
                List.of(AllSettings.onDemand().withExtra(globalOnly))));
        assertFalse(plain.text().contains("GlobalTableWitnesses"), plain.text());
        assertEquals(List.of("table Customers: GlobalTableWitnesses kept from an imported template is not written: only"
                + " a global table has it, and the table has no replicas"), plain.warnings());
        RawJson tableOnly = RawJson.EMPTY.with(CloudFormationExtras.PROPERTIES,
                "{\"KinesisStreamSpecification\":{\"StreamArn\":\"arn:aws:kinesis:us-east-1:111122223333:stream/s\"}}");
        Export global = Exporters.find("cloudformation").orElseThrow().export(DataModel.of("m",
                List.of(AllSettings.global().withExtra(tableOnly))));
        assertFalse(global.text().contains("KinesisStreamSpecification"), global.text());
        assertEquals(1, global.warnings().size(), global.warnings().toString());
    }

    @Test
    void aTableNamedOtherThanItsLogicalIdWithoutTableNameKeepsItsNameInMetadata() throws Exception {
        JsonNode customers = template(AllSettings.model()).path("Resources").path("CustomersTable");
        assertEquals("Customers", customers.path("Metadata").path("Tablewright").path("TableName").asText());
        TableDesign same = AllSettings.onDemand().withSettings(s -> s.withStack(Optional.of(
                new StackIdentity("Customers", false))));
        JsonNode plain = template(DataModel.of("m", List.of(same))).path("Resources").path("Customers");
        assertTrue(plain.path("Metadata").isMissingNode(), plain.toString());
    }

    @Test
    void settingsATableCannotTakeAreLeftOutWithAWarning() {
        TableDesign onDemandScaled = AllSettings.onDemand().withSettings(s -> s.withThroughput(
                AllSettings.provisioned().settings().throughput()));
        Export e = Exporters.find("cloudformation").orElseThrow().export(DataModel.of("m", List.of(onDemandScaled)));
        assertTrue(e.warnings().contains("table Customers: auto scaling is not written: the table is on-demand,"
                + " which scales by itself"), e.warnings().toString());
        assertFalse(e.text().contains("ScalableTarget"), e.text());
    }

    /**
     * A provisioned global table (AllSettings' is on-demand): auto scaled reads and writes, an index with
     * its own read units and scaling, a replica with fixed read units, a replica index with its own scaling,
     * replica keys of a customer managed key.
     */
    static TableDesign provisionedGlobal() {
        AutoScaling reads = new AutoScaling(5, 50, 70);
        GlobalSecondaryIndex byDay = AllSettings.global().globalIndexes().get(0).withSettings(new IndexSettings(
                Optional.of(8L), Optional.empty(), new Throughput(Optional.of(new AutoScaling(8, 80, 60)),
                Optional.of(new AutoScaling(5, 25, 65)), OnDemandLimit.NONE, WarmThroughput.NONE), true));
        Replica east = Replica.in("us-east-1");
        Replica west = new Replica("eu-west-1", Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(false),
                Optional.of("arn:aws:kms:eu-west-1:111122223333:key/west"), Optional.of(20L), Optional.empty(),
                Optional.empty(), List.of(), Optional.empty(), List.of(new ReplicaIndex("ByDay", Optional.empty(),
                        Optional.of(new AutoScaling(2, 9, 50)), Optional.empty(), Optional.empty())));
        return AllSettings.global().withName("Ledger").withBilling(Billing.provisioned(5, 4))
                .withGlobalIndexes(List.of(byDay))
                .withSettings(s -> s.withThroughput(new Throughput(Optional.of(reads), Optional.of(new AutoScaling(4, 40, 70)),
                                OnDemandLimit.NONE, new WarmThroughput(Optional.of(12_000L), Optional.empty())))
                        .withEncryption(Encryption.customerManaged(AllSettings.KEY_ARN))
                        .withRecovery(new Recovery(true, 10))
                        .withReplication(new Replication(Consistency.EVENTUAL, List.of(east, west))));
    }

    @Test
    void aProvisionedGlobalTableRoundTrips() throws Exception {
        DataModel model = DataModel.of("m", List.of(provisionedGlobal()));
        Export export = Exporters.find("cloudformation").orElseThrow().export(model);
        assertEquals(List.of(), export.warnings());
        JsonNode p = new ObjectMapper().readTree(export.text()).path("Resources").path("Ledger").path("Properties");
        assertEquals(4, p.path("WriteProvisionedThroughputSettings").path("WriteCapacityAutoScalingSettings")
                .path("SeedCapacity").asInt(), p.toString());
        assertEquals(20, p.path("Replicas").path(1).path("ReadProvisionedThroughputSettings").path("ReadCapacityUnits")
                .asInt(), p.toString());
        ReadResult back = read(Files.writeString(dir.resolve("g.json"), export.text()));
        assertFalse(back.hasErrors(), back.problems().toString());
        assertEquals(expected(model), comparable(back.model().orElseThrow()));
    }

    @Test
    void fixedWriteUnitsOfAGlobalTableAreWrittenAsARangeOfOneWithAWarning() {
        TableDesign fixed = provisionedGlobal().withSettings(s -> s.withThroughput(s.throughput()
                .withWriteScaling(Optional.empty())));
        Export e = Exporters.find("cloudformation").orElseThrow().export(DataModel.of("m", List.of(fixed)));
        assertEquals(List.of("table Ledger: a global table's write capacity can only be auto scaled; 4 units written"
                + " as auto scaling from 4 to 4 at 70 %"), e.warnings());
    }

    /** What CloudFormation carries of a table: all but sample data and the expected item count (a cost input). */
    static List<TableDesign> comparable(DataModel model) {
        return model.tables().stream().map(t -> TableDesign.of(t.name(), t.keySchema())
                .withGlobalIndexes(t.globalIndexes()).withLocalIndexes(t.localIndexes()).withBilling(t.billing())
                .withSettings(t.settings().withExpectedItemCount(Optional.empty()))).toList();
    }

    /** The model as the import gives it back: a table the export gave a logical ID (its name) now has that identity. */
    private static List<TableDesign> expected(DataModel model) {
        return comparable(model).stream().map(t -> t.settings().stack().isPresent() ? t
                : t.withSettings(t.settings().withStack(Optional.of(new StackIdentity(t.name(), true))))).toList();
    }

    private static JsonNode template(DataModel model) throws Exception {
        return new ObjectMapper().readTree(Exporters.find("cloudformation").orElseThrow().export(model).text());
    }

    private static ReadResult read(Path file) {
        return Importers.find("cloudformation").orElseThrow().read(List.of(file));
    }
}
