package dev.tablewright.format.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.bertramlabs.plugins.hcl4j.HCLParser;
import dev.tablewright.format.port.Export;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Every table setting goes into the Terraform export and comes back out of hcl4j's parse of it. */
class TerraformSettingsExportTest {

    @Test
    void everySettingOfTheAllSettingsModelReadsBackFromTheParsedExport() throws Exception {
        DataModel model = AllSettings.model();
        assertEquals(TerraformCarried.of(model), TerraformSettingsReader.read(parse(export(model).text())));
    }

    @Test
    void aProvisionedGlobalTableScalesInEveryRegionWithAReplicasOwnReadScaling() throws Exception {
        DataModel model = DataModel.of("m", List.of(provisionedGlobal()));
        String hcl = export(model).text();
        assertEquals(TerraformCarried.of(model), TerraformSettingsReader.read(parse(hcl)));
        // the table's write scaling applies in every region, as DynamoDB keeps replicas' write capacity alike
        assertTrue(hcl.contains("resource \"aws_appautoscaling_target\" \"Ledger_eu-west-1_write\""), hcl);
        assertTrue(hcl.contains("resource \"aws_appautoscaling_target\" \"Ledger_eu-west-1_ByAccount_write\""), hcl);
    }

    @Test
    void autoScalingOwnsTheTablesCapacityItScalesAndAnIndexSaysItCannot() throws Exception {
        TableDesign readsOnly = provisionedGlobal().withSettings(TableSettings.DEFAULT.withThroughput(
                Throughput.NONE.withReadScaling(Optional.of(new AutoScaling(1, 10, 70)))));
        Map<String, Object> table = tableBlock(parse(export(DataModel.of("m", List.of(readsOnly))).text()), "Ledger");
        assertEquals(List.of("read_capacity"), ignored(table));

        Export all = export(AllSettings.model());
        assertEquals(List.of("read_capacity", "write_capacity"), ignored(tableBlock(parse(all.text()), "Orders")));
        assertTrue(all.text().contains("# auto scaling changes this index's capacity"), all.text());
        assertTrue(all.warnings().stream().anyMatch(w -> w.startsWith("index Orders.ByStatus scales automatically")),
                all.warnings().toString());

        Map<String, Object> noScaling = tableBlock(parse(export(DataModel.of("m", List.of(AllSettings.onDemand()))).text()),
                "Customers");
        assertFalse(noScaling.containsKey("lifecycle"), noScaling.toString());
    }

    @Test
    void whatAReplicaBlockCannotSayIsACommentAndAWarning() {
        Export e = export(DataModel.of("m", List.of(AllSettings.global())));
        for (String unsaid : List.of("table class Standard-IA not written",
                "on-demand maximum of 400 read request units not written",
                "index ByDay: on-demand maximum of 300 read request units not written")) {
            assertTrue(e.text().contains("    # " + unsaid), e.text());
            assertTrue(e.warnings().contains("table Payments, replica us-east-2: " + e.text().lines()
                    .filter(l -> l.contains(unsaid)).findFirst().orElseThrow().strip().substring(2)), e.warnings().toString());
        }
        assertTrue(e.warnings().stream().anyMatch(w -> w.contains("needs AWS provider 6.0 or later")), e.warnings().toString());
    }

    @Test
    void aReplicaWithTagsOfItsOwnGetsAllItsTagsAsResourcesTheOthersTheTablesByPropagation() throws Exception {
        Map<String, Object> root = parse(export(DataModel.of("m", List.of(AllSettings.global()))).text());
        Map<String, Boolean> propagates = new java.util.HashMap<>();
        TerraformSettingsReader.blocks(tableBlock(root, "Payments").get("replica")).forEach(r ->
                propagates.put((String) r.get("region_name"), Boolean.TRUE.equals(r.get("propagate_tags"))));
        assertEquals(Map.of("us-east-2", false, "us-west-2", true), propagates);
        @SuppressWarnings("unchecked")
        Map<String, Object> tags = (Map<String, Object>) ((Map<String, Object>) root.get("resource")).get("aws_dynamodb_tag");
        assertEquals(List.of("Payments_us-east-2_tag_team", "Payments_us-east-2_tag_region-role"), List.copyOf(tags.keySet()));
    }

    @Test
    void theFirstRegionIsTheTablesOwnWithItsOverridesAndTheProviderMustBeThere() throws Exception {
        Replica home = new Replica("eu-central-1", Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), Optional.of(true),
                Optional.of(true), Optional.of(true), Optional.of("arn:aws:kms:eu-central-1:111122223333:key/home"),
                Optional.empty(), Optional.empty(), Optional.of(700L), List.of(new Tag("site", "home")),
                Optional.of(AllSettings.POLICY), List.of(new ReplicaIndex("ByDay", Optional.empty(), Optional.empty(),
                Optional.of(90L), Optional.of(true))));
        TableDesign global = AllSettings.global();
        List<Replica> regions = List.of(home, Replica.in("eu-west-1"), Replica.in("eu-north-1"));
        global = global.withSettings(global.settings().withReplication(new Replication(Consistency.STRONG, regions)));
        Map<String, Object> root = parse(export(DataModel.of("m", List.of(global))).text());
        TableDesign read = TerraformSettingsReader.read(root).tables().get(0);

        TableSettings s = read.settings();
        assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, s.tableClass());
        assertTrue(s.deletionProtection());
        assertEquals(Recovery.ON, s.recovery());
        assertTrue(s.contributorInsights());
        assertEquals(Optional.of("arn:aws:kms:eu-central-1:111122223333:key/home"), s.encryption().kmsKey());
        assertEquals(List.of(new Tag("team", "payments"), new Tag("site", "home")), s.tags());
        assertEquals(Optional.of(AllSettings.POLICY), s.resourcePolicy());
        assertEquals(new OnDemandLimit(Optional.of(700L), Optional.empty()), s.throughput().onDemandLimit());
        GlobalSecondaryIndex byDay = read.globalIndexes().get(0);
        assertEquals(new OnDemandLimit(Optional.of(90L), Optional.empty()), byDay.settings().throughput().onDemandLimit());
        assertTrue(byDay.settings().contributorInsights());
        assertEquals(List.of("eu-central-1", "eu-west-1", "eu-north-1"), s.replication().regions());
        assertEquals("data.aws_region.tablewright.region == \"eu-central-1\"",
                TerraformSettingsReader.refs(String.valueOf(rawCondition(export(DataModel.of("m", List.of(global))).text()))));
    }

    @Test
    void capacitySettingsOfTheOtherBillingModeAreCommentsNotArguments() throws Exception {
        TableDesign onDemandScaling = AllSettings.onDemand().withSettings(AllSettings.onDemand().settings().withThroughput(
                Throughput.NONE.withReadScaling(Optional.of(new AutoScaling(1, 10, 70)))));
        TableDesign provisionedLimit = AllSettings.provisioned().withGlobalIndexes(List.of()).withSettings(TableSettings.DEFAULT
                .withThroughput(Throughput.NONE.withOnDemandLimit(new OnDemandLimit(Optional.of(5L), Optional.empty())))
                .withResourcePolicy(Optional.empty()));
        Export e = export(DataModel.of("m", List.of(onDemandScaling, provisionedLimit)));
        Map<String, Object> root = parse(e.text());
        assertFalse(root.get("resource").toString().contains("aws_appautoscaling"), e.text());
        assertFalse(tableBlock(root, "Orders").containsKey("on_demand_throughput"), e.text());
        assertTrue(e.text().contains("# auto scaling not written: table Customers is on demand"), e.text());
        assertTrue(e.text().contains("# on-demand maximum throughput not written: table Orders is provisioned"), e.text());
        assertTrue(e.warnings().contains("table Customers: auto scaling is not written, as the capacity is on demand"),
                e.warnings().toString());
    }

    @Test
    void warmThroughputBelowTheProvidersMinimumIsWrittenWithAWarning() throws Exception {
        TableDesign cold = AllSettings.onDemand().withSettings(TableSettings.DEFAULT.withThroughput(Throughput.NONE
                .withWarm(new dev.tablewright.model.settings.WarmThroughput(Optional.of(11_999L), Optional.of(4_000L)))));
        Export e = export(DataModel.of("m", List.of(cold)));
        assertEquals(cold.settings().throughput().warm(),
                TerraformSettingsReader.read(parse(e.text())).tables().get(0).settings().throughput().warm());
        assertEquals(List.of("table Customers: warm throughput of 11999 reads per second is below the AWS provider's"
                + " minimum of 12000, so Terraform refuses it"), e.warnings());
    }

    @Test
    void aTableWithoutSettingsHasNoSettingArgumentsNorResourcesBesideIt() throws Exception {
        TableDesign plain = TableDesign.of("Plain", KeySchema.of("id", AttributeType.S));
        Map<String, Object> root = parse(export(DataModel.of("m", List.of(plain))).text());
        assertEquals(Map.of("aws_dynamodb_table", Map.of("Plain", tableBlock(root, "Plain"))), root.get("resource"));
        assertEquals(List.of("name", "billing_mode", "hash_key", "attribute"), List.copyOf(tableBlock(root, "Plain").keySet()));
        assertFalse(root.containsKey("data"));
    }

    @Test
    void propertiesKeptFromATemplateFillOnlyWhatTheSettingsLeaveAtTheirDefaults() throws Exception {
        String kept = "{\"TimeToLiveSpecification\":{\"AttributeName\":\"old\",\"Enabled\":true},"
                + "\"PointInTimeRecoverySpecification\":{\"PointInTimeRecoveryEnabled\":true,\"RecoveryPeriodInDays\":7},"
                + "\"SSESpecification\":{\"SSEEnabled\":true}}";
        TableDesign table = TableDesign.of("Kept", KeySchema.of("id", AttributeType.S))
                .withSettings(TableSettings.DEFAULT.withTtlAttribute(Optional.of("expiresAt")))
                .withExtra(dev.tablewright.model.RawJson.EMPTY.with(CloudFormationExtras.PROPERTIES, kept));
        Export e = export(DataModel.of("m", List.of(table)));
        TableSettings read = TerraformSettingsReader.read(parse(e.text())).tables().get(0).settings();
        assertEquals(Optional.of("expiresAt"), read.ttlAttribute());
        assertEquals(new Recovery(true, 7), read.recovery());
        assertEquals(List.of("table Kept: properties kept from a template are not written to Terraform: SSESpecification"),
                e.warnings());
    }

    /**
     * A provisioned global table with auto scaling whose replica scales reads its own way and inherits
     * point-in-time recovery, deletion protection and contributor insights.
     */
    static TableDesign provisionedGlobal() {
        GlobalSecondaryIndex byAccount = new GlobalSecondaryIndex("ByAccount", KeySchema.of("account", AttributeType.S),
                Projection.KEYS_ONLY).withSettings(IndexSettings.DEFAULT.withThroughput(Throughput.NONE
                .withReadScaling(Optional.of(new AutoScaling(2, 8, 65)))
                .withWriteScaling(Optional.of(new AutoScaling(2, 6, 65)))));
        Replica dublin = new Replica("eu-west-1", null, null, null, null, null, null,
                Optional.of(new AutoScaling(10, 100, 40)), null, null, null,
                List.of(new ReplicaIndex("ByAccount", Optional.empty(), Optional.of(new AutoScaling(3, 9, 45)),
                        Optional.empty(), Optional.empty())));
        TableSettings settings = TableSettings.DEFAULT
                .withThroughput(Throughput.NONE.withReadScaling(Optional.of(new AutoScaling(5, 50, 70)))
                        .withWriteScaling(Optional.of(new AutoScaling(5, 25, 70))))
                .withStream(Optional.of(dev.tablewright.model.settings.StreamView.NEW_AND_OLD_IMAGES))
                .withRecovery(Recovery.ON).withDeletionProtection(true).withContributorInsights(true)
                .withReplication(new Replication(Consistency.EVENTUAL, List.of(Replica.in("eu-central-1"), dublin)));
        return TableDesign.of("Ledger", KeySchema.of("id", AttributeType.S)).withBilling(Billing.provisioned(5, 5))
                .withGlobalIndexes(List.of(byAccount)).withSettings(settings);
    }

    private static Object rawCondition(String hcl) {
        // hcl4j evaluates the comparison instead of keeping it, so the condition is read from the text
        return hcl.lines().filter(l -> l.strip().startsWith("condition")).findFirst().orElseThrow()
                .split("=", 2)[1].strip();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> tableBlock(Map<String, Object> root, String label) {
        return (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>) root.get("resource"))
                .get("aws_dynamodb_table")).get(label);
    }

    /** The names in {@code lifecycle { ignore_changes }}, which hcl4j gives as references, not strings. */
    @SuppressWarnings("unchecked")
    private static List<String> ignored(Map<String, Object> table) {
        return ((List<Object>) ((Map<String, Object>) table.get("lifecycle")).get("ignore_changes")).stream()
                .map(String::valueOf).toList();
    }

    static Export export(DataModel model) {
        return Exporters.find("terraform").orElseThrow().export(model);
    }

    static Map<String, Object> parse(String hcl) throws Exception {
        return new HCLParser().parse(hcl);
    }
}
