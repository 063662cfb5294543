package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.ThroughputEdits.Dimension;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The settings edits: together they set every table and GSI setting a user sets, and refuse what DynamoDB would. */
class SettingsEditsTest {

    /** {@code t} with every setting (table and GSI) back at its default. */
    private static TableDesign bare(TableDesign t) {
        return t.withSettings(TableSettings.DEFAULT).withGlobalIndexes(t.globalIndexes().stream()
                .map(g -> g.withSettings(IndexSettings.DEFAULT)).toList());
    }

    private static DataModel apply(DataModel m, Edit... edits) {
        DataModel result = m;
        for (Edit e : edits) {
            result = e.apply(result);
        }
        return result;
    }

    @Test
    void theEditsSetEveryOneOfTheProvisionedTablesSettings() {
        TableDesign expected = AllSettings.provisioned();
        DataModel m = DataModel.of("m", List.of(bare(expected)));
        String t = expected.name();
        m = apply(m,
                ThroughputEdits.setAutoScaling(t, null, Dimension.READ, Optional.of(new AutoScaling(5, 50, 70))),
                ThroughputEdits.setAutoScaling(t, null, Dimension.WRITE, Optional.of(new AutoScaling(3, 30, 50.5))),
                ThroughputEdits.setWarmThroughput(t, null, new WarmThroughput(Optional.of(15_000L), Optional.of(5_000L))),
                SettingsEdits.setTableClass(t, TableClass.STANDARD_INFREQUENT_ACCESS),
                SettingsEdits.setTtlAttribute(t, Optional.of("expiresAt")),
                SettingsEdits.setStream(t, Optional.of(StreamView.NEW_AND_OLD_IMAGES)),
                SettingsEdits.setRecovery(t, new Recovery(true, 14)),
                SettingsEdits.setDeletionProtection(t, true),
                SettingsEdits.setEncryption(t, Encryption.customerManaged(AllSettings.KEY_ARN)),
                SettingsEdits.setContributorInsights(t, true),
                SettingsEdits.addTag(t, new Tag("team", "orders")),
                SettingsEdits.addTag(t, new Tag("cost-centre", "4711")),
                SettingsEdits.setResourcePolicy(t, Optional.of(AllSettings.POLICY)),
                SettingsEdits.setExpectedItemCount(t, Optional.of(2_500_000L)),
                ThroughputEdits.setIndexUnits(t, "ByStatus", Optional.of(4L), Optional.of(2L)),
                ThroughputEdits.setAutoScaling(t, "ByStatus", Dimension.READ, Optional.of(new AutoScaling(4, 40, 60))),
                ThroughputEdits.setAutoScaling(t, "ByStatus", Dimension.WRITE, Optional.of(new AutoScaling(2, 20, 75))),
                ThroughputEdits.setWarmThroughput(t, "ByStatus", new WarmThroughput(Optional.of(12_000L), Optional.of(4_000L))),
                ThroughputEdits.setIndexContributorInsights(t, "ByStatus", true));
        assertEquals(expected, m.table(t).orElseThrow());
    }

    @Test
    void theEditsSetTheOnDemandTablesSettingsAndAGlobalTablesReplicas() {
        TableDesign onDemand = AllSettings.onDemand();
        String c = onDemand.name();
        DataModel m = apply(DataModel.of("m", List.of(bare(onDemand))),
                ThroughputEdits.setOnDemandMaximum(c, null, new OnDemandLimit(Optional.of(1_000L), Optional.of(500L))),
                ThroughputEdits.setOnDemandMaximum(c, "ByEmail", new OnDemandLimit(Optional.of(200L), Optional.of(100L))),
                SettingsEdits.setRecovery(c, Recovery.ON),
                SettingsEdits.setEncryption(c, Encryption.AWS_MANAGED),
                SettingsEdits.setStream(c, Optional.of(StreamView.KEYS_ONLY)));
        // The stack identity comes from an imported template, never from the window.
        assertEquals(onDemand.settings().withStack(Optional.empty()), m.table(c).orElseThrow().settings());
        assertEquals(onDemand.globalIndexes(), m.table(c).orElseThrow().globalIndexes());

        m = apply(m, ReplicaEdits.addReplica(c, "us-east-1"), ReplicaEdits.addReplica(c, " eu-west-1 "),
                ReplicaEdits.setConsistency(c, Consistency.STRONG),
                ReplicaEdits.setTableClass(c, "eu-west-1", Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS)),
                ReplicaEdits.setDeletionProtection(c, "eu-west-1", Optional.of(true)),
                ReplicaEdits.setPointInTimeRecovery(c, "eu-west-1", Optional.of(false)),
                ReplicaEdits.setReadMaximum(c, "eu-west-1", Optional.of(400L)));
        Replica west = m.table(c).orElseThrow().settings().replication().replica("eu-west-1").orElseThrow();
        assertEquals(new Replica("eu-west-1", Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), Optional.of(true),
                Optional.of(false), null, null, null, null, Optional.of(400L), null, null, null), west);
        assertEquals(Consistency.STRONG, m.table(c).orElseThrow().settings().replication().consistency());

        m = apply(m, ReplicaEdits.removeReplica(c, "us-east-1"), ReplicaEdits.setTableClass(c, "eu-west-1", Optional.empty()));
        assertEquals(List.of("eu-west-1"), m.table(c).orElseThrow().settings().replication().regions());
        assertEquals(Optional.empty(), m.table(c).orElseThrow().settings().replication().replicas().get(0).tableClass());
    }

    @Test
    void eachEditSaysWhatItDoes() {
        assertEquals("Auto scale read capacity of Orders from 5 to 50 units at 50.5 %", ThroughputEdits.setAutoScaling(
                "Orders", null, Dimension.READ, Optional.of(new AutoScaling(5, 50, 50.5))).description());
        assertEquals("Turn off write auto scaling of GSI ByStatus",
                ThroughputEdits.setAutoScaling("Orders", "ByStatus", Dimension.WRITE, Optional.empty()).description());
        assertEquals("Set capacity of GSI ByStatus to 4 read and the table's write units",
                ThroughputEdits.setIndexUnits("Orders", "ByStatus", Optional.of(4L), Optional.empty()).description());
        assertEquals("Turn on point-in-time recovery of Orders (14 days)",
                SettingsEdits.setRecovery("Orders", new Recovery(true, 14)).description());
        assertEquals("Encrypt Orders with AWS managed key", SettingsEdits.setEncryption("Orders", Encryption.AWS_MANAGED)
                .description());
        assertEquals("Encrypt Orders with key " + AllSettings.KEY_ARN,
                SettingsEdits.setEncryption("Orders", Encryption.customerManaged(AllSettings.KEY_ARN)).description());
        assertEquals("Turn off time to live of Orders", SettingsEdits.setTtlAttribute("Orders", Optional.of(" ")).description());
        assertEquals("Give replica us-east-2 the table's deletion protection",
                ReplicaEdits.setDeletionProtection("Orders", "us-east-2", Optional.empty()).description());
    }

    private static String refusal(Edit edit) {
        DataModel m = AllSettings.model();
        return assertThrows(EditRefused.class, () -> edit.apply(m)).getMessage();
    }

    @Test
    void whatDynamoDbWouldRejectIsRefusedWithAReason() {
        assertEquals("The recovery period is 1 to 35 days.", refusal(SettingsEdits.setRecovery("Orders", new Recovery(true, 36))));
        assertEquals("The auto scaling maximum (10) is below its minimum (20).", refusal(ThroughputEdits.setAutoScaling(
                "Orders", null, Dimension.READ, Optional.of(new AutoScaling(20, 10, 70)))));
        assertEquals("The target utilisation is 20 % to 90 %; 95 % is outside it.", refusal(ThroughputEdits.setAutoScaling(
                "Orders", "ByStatus", Dimension.WRITE, Optional.of(new AutoScaling(1, 10, 95)))));
        assertEquals("The auto scaling minimum is at least 1 unit.", refusal(ThroughputEdits.setAutoScaling(
                "Orders", null, Dimension.READ, Optional.of(new AutoScaling(0, 10, 70)))));
        assertEquals("An on-demand maximum is at least 1 unit.", refusal(ThroughputEdits.setOnDemandMaximum(
                "Customers", null, new OnDemandLimit(Optional.of(0L), Optional.empty()))));
        assertEquals("Capacity is at least 1 unit.", refusal(ThroughputEdits.setIndexUnits("Orders", "ByStatus",
                Optional.of(0L), Optional.empty())));
        assertEquals("Table 'Orders' has no GSI 'Nope'.", refusal(ThroughputEdits.setIndexContributorInsights("Orders", "Nope", true)));
        assertEquals("Table 'Orders' already has a tag 'team'.", refusal(SettingsEdits.addTag("Orders", new Tag("team", "x"))));
        assertEquals("Tag keys starting with 'aws:' are reserved for AWS.",
                refusal(SettingsEdits.addTag("Orders", new Tag("aws:owner", "x"))));
        assertEquals("A tag needs a key.", refusal(SettingsEdits.addTag("Orders", new Tag(" ", "x"))));
        assertEquals("A tag value has at most 256 characters; this one has 257.",
                refusal(SettingsEdits.setTagValue("Orders", "team", "v".repeat(257))));
        assertEquals("Table 'Orders' has no tag 'owner'.", refusal(SettingsEdits.removeTag("Orders", "owner")));
        assertEquals("The expected item count cannot be negative.", refusal(SettingsEdits.setExpectedItemCount("Orders",
                Optional.of(-1L))));
        assertEquals("The time-to-live attribute name ' ttl' starts or ends with spaces.",
                refusal(SettingsEdits.setTtlAttribute("Orders", Optional.of(" ttl"))));
        assertEquals("'Frankfurt' is not a region name, such as us-east-1.", refusal(ReplicaEdits.addReplica("Payments", "Frankfurt")));
        assertEquals("Table 'Payments' already has a replica in us-east-2.", refusal(ReplicaEdits.addReplica("Payments", "us-east-2")));
        assertEquals("Table 'Payments' has no replica in eu-west-1.", refusal(ReplicaEdits.removeReplica("Payments", "eu-west-1")));
        assertEquals("A read maximum is at least 1 request unit.",
                refusal(ReplicaEdits.setReadMaximum("Payments", "us-east-2", Optional.of(0L))));
        assertEquals("There is no table 'Nope'.", refusal(SettingsEdits.setDeletionProtection("Nope", true)));
    }

    @Test
    void aGsisOwnUnitsGoBackToTheTablesWhenEmptied() {
        DataModel m = ThroughputEdits.setIndexUnits("Orders", "ByStatus", Optional.empty(), Optional.of(9L))
                .apply(AllSettings.model());
        GlobalSecondaryIndex g = m.table("Orders").orElseThrow().globalIndexes().get(0);
        assertEquals(Optional.empty(), g.settings().readUnits());
        assertEquals(Optional.of(9L), g.settings().writeUnits());
    }
}
