package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The table inspector's settings sections on the all-settings model, without a toolkit: each shows the
 * model, each change is one undo step, and input DynamoDB would not take is refused with a reason and
 * leaves the model as it was.
 */
class TableSettingsViewModelTest {
    private Document document;
    private InspectorViewModel inspector;
    private TableSettingsViewModel vm;

    @BeforeEach
    void open() {
        document = new Document();
        document.load(AllSettings.model());
        inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        select("Orders");
        vm = inspector.table().settings();
    }

    private void select(String table) {
        document.selectionProperty().set(new ModelPath.Table(table));
    }

    private TableDesign table(String name) {
        return document.model().table(name).orElseThrow();
    }

    private String undoText() {
        return document.history().undoTextProperty().get();
    }

    private static boolean type(CommitField field, String text) {
        field.textProperty().set(text);
        return field.commit();
    }

    @Test
    void capacityShowsAutoScalingWarmThroughputClassAndExpectedItems() {
        CapacitySection c = vm.capacity();
        assertTrue(c.provisionedProperty().get());
        assertTrue(c.throughput().readScaling().onProperty().get());
        assertEquals(List.of("5", "50", "70"), List.of(c.throughput().readScaling().min().text(),
                c.throughput().readScaling().max().text(), c.throughput().readScaling().target().text()));
        assertEquals("50.5", c.throughput().writeScaling().target().text());
        assertEquals("15000", c.throughput().warmRead().text());
        assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, c.tableClassProperty().get());
        assertTrue(c.contributorInsightsProperty().get());
        assertEquals("2500000", c.expectedItems().text());
    }

    @Test
    void anAutoScalingFieldIsOneUndoStepAndBadInputIsRefused() {
        ScalingFields read = vm.capacity().throughput().readScaling();
        assertTrue(type(read.max(), "80"));
        assertEquals(Optional.of(new AutoScaling(5, 80, 70)), table("Orders").settings().throughput().readScaling());
        assertEquals("Auto scale read capacity of Orders from 5 to 80 units at 70 %", undoText());
        document.undo();
        assertEquals(Optional.of(new AutoScaling(5, 50, 70)), table("Orders").settings().throughput().readScaling());
        assertEquals("50", read.max().text());

        assertFalse(type(read.min(), "lots"));
        assertEquals("The minimum is a whole number; 'lots' is not.", read.min().errorProperty().get());
        assertFalse(type(read.min(), "60"));
        assertEquals("The auto scaling maximum (50) is below its minimum (60).", read.min().errorProperty().get());
        assertFalse(type(read.target(), "95 %"));
        assertEquals("The target utilisation is 20 % to 90 %; 95 % is outside it.", read.target().errorProperty().get());
        assertEquals(AllSettings.provisioned().settings(), table("Orders").settings(), "nothing refused reached the model");

        read.onProperty().set(false);
        assertEquals(Optional.empty(), table("Orders").settings().throughput().readScaling());
        assertEquals("Turn off read auto scaling of Orders", undoText());
        read.onProperty().set(true); // back on with what the fields show: the console's defaults
        assertEquals(Optional.of(AutoScaling.CONSOLE_DEFAULT), table("Orders").settings().throughput().readScaling());
    }

    @Test
    void anOnDemandTableShowsAndSetsItsMaximum() {
        select("Customers");
        ThroughputFields t = vm.capacity().throughput();
        assertFalse(vm.capacity().provisionedProperty().get());
        assertEquals("1000", t.maxRead().text());
        assertTrue(type(t.maxWrite(), ""));
        assertEquals(new OnDemandLimit(Optional.of(1_000L), Optional.empty()),
                table("Customers").settings().throughput().onDemandLimit());
        assertTrue(type(t.warmWrite(), "4,000"));
        assertEquals(Optional.of(4_000L), table("Customers").settings().throughput().warm().writeUnitsPerSecond());
        assertFalse(type(t.maxRead(), "0"));
        assertEquals("An on-demand maximum is at least 1 unit.", t.maxRead().errorProperty().get());
    }

    @Test
    void tableClassInsightsAndExpectedItemsAreEachOneStep() {
        CapacitySection c = vm.capacity();
        c.tableClassProperty().set(TableClass.STANDARD);
        assertEquals(TableClass.STANDARD, table("Orders").settings().tableClass());
        assertEquals("Set table class of Orders to Standard", undoText());
        c.contributorInsightsProperty().set(false);
        assertFalse(table("Orders").settings().contributorInsights());
        assertTrue(type(c.expectedItems(), ""));
        assertEquals(Optional.empty(), table("Orders").settings().expectedItemCount());
        document.undo();
        document.undo();
        document.undo();
        assertEquals(AllSettings.provisioned().settings(), table("Orders").settings());
        assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, c.tableClassProperty().get());
        assertFalse(type(c.expectedItems(), "-3"));
        assertEquals("The expected item count cannot be negative.", c.expectedItems().errorProperty().get());
    }

    @Test
    void dataProtectionSetsRecoveryDeletionProtectionAndEncryption() {
        DataProtectionSection p = vm.protection();
        assertTrue(p.recoveryProperty().get());
        assertEquals("14", p.recoveryDays().text());
        assertTrue(p.customerManagedProperty().get());
        assertEquals(AllSettings.KEY_ARN, p.kmsKey().text());

        assertFalse(type(p.recoveryDays(), "40"));
        assertEquals("The recovery period is 1 to 35 days.", p.recoveryDays().errorProperty().get());
        assertTrue(type(p.recoveryDays(), "7"));
        assertEquals(new Recovery(true, 7), table("Orders").settings().recovery());
        p.recoveryProperty().set(false);
        assertEquals(new Recovery(false, 7), table("Orders").settings().recovery(), "the period is kept");

        p.deletionProtectionProperty().set(false);
        assertEquals("Turn off deletion protection of Orders", undoText());
        document.undo();
        assertTrue(p.deletionProtectionProperty().get());

        p.encryptionProperty().set(EncryptionType.AWS_MANAGED);
        assertEquals(Encryption.AWS_MANAGED, table("Orders").settings().encryption());
        assertFalse(p.customerManagedProperty().get());
        p.encryptionProperty().set(EncryptionType.CUSTOMER_MANAGED);
        assertTrue(type(p.kmsKey(), "alias/orders"));
        assertEquals(Encryption.customerManaged("alias/orders"), table("Orders").settings().encryption());
    }

    @Test
    void streamsAndTtl() {
        StreamsTtlSection s = vm.streamsTtl();
        assertEquals(Optional.of(StreamView.NEW_AND_OLD_IMAGES), s.streamProperty().get());
        assertEquals("expiresAt", s.ttlAttribute().text());
        assertEquals(List.of("expiresAt"), s.ttlChoices());

        s.streamProperty().set(Optional.empty());
        assertEquals(Optional.empty(), table("Orders").settings().stream());
        assertEquals("Turn off the stream of Orders", undoText());
        assertTrue(type(s.ttlAttribute(), ""));
        assertEquals(Optional.empty(), table("Orders").settings().ttlAttribute());
        assertTrue(type(s.ttlAttribute(), "deleteAfter"));
        assertEquals(Optional.of("deleteAfter"), table("Orders").settings().ttlAttribute());
        assertEquals("Expire items of Orders by deleteAfter", undoText());
        document.undo();
        document.undo();
        document.undo();
        assertEquals(AllSettings.provisioned().settings(), table("Orders").settings());
        assertEquals("expiresAt", s.ttlAttribute().text());
    }

    @Test
    void ttlOffersTheTablesNonKeyAttributesNumbersFirst() {
        Document movies = Movies.document();
        List<String> offered = StreamsTtlSection.ttlCandidates(Movies.table(movies));
        assertFalse(offered.contains("pk"), "a table key is never a TTL attribute");
        assertTrue(offered.containsAll(List.of("title", "streamCount")), offered::toString);
        assertTrue(offered.indexOf("streamCount") < offered.indexOf("title"), "numbers first: " + offered);
    }

    @Test
    void replicasAreAddedRemovedAndOverridden() {
        select("Payments");
        ReplicasSection r = vm.replicas();
        assertEquals(List.of("us-east-1", "us-east-2", "us-west-2"), r.rows().stream().map(ReplicasSection.Row::region).toList());
        assertEquals("Standard-IA, deletion protection on, PITR on, insights on, read max 400, 1 tag, 1 index override",
                r.rows().get(1).overrides());
        assertEquals(Consistency.STRONG, r.consistencyProperty().get());
        assertEquals("", r.noteProperty().get());

        assertEquals(Optional.empty(), r.removeReplica("us-west-2"));
        assertEquals("Strong consistency needs exactly three regions; this table has 2.", r.noteProperty().get());
        r.newRegionProperty().set("eu-central-1");
        assertEquals(Optional.empty(), r.addReplica());
        assertEquals(List.of("us-east-1", "us-east-2", "eu-central-1"), table("Payments").settings().replication().regions());
        assertEquals("eu-central-1", r.selectedProperty().get(), "the new replica is the one shown");
        assertEquals("", r.newRegionProperty().get());
        r.newRegionProperty().set("Frankfurt");
        assertEquals(Optional.of("'Frankfurt' is not a region name, such as us-east-1."), r.addReplica());
        assertEquals(r.addReplica().orElseThrow(), r.refusalProperty().get());

        r.selectedProperty().set("us-east-2");
        ReplicaOverrides o = r.overrides();
        assertEquals(Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), o.tableClassProperty().get());
        assertEquals("400", o.readMaximum().text());
        o.deletionProtectionProperty().set(Optional.empty());
        assertEquals(Optional.empty(), table("Payments").settings().replication().replica("us-east-2").orElseThrow()
                .deletionProtection());
        assertEquals("Give replica us-east-2 the table's deletion protection", undoText());
        assertTrue(type(o.readMaximum(), "500"));
        assertEquals(Optional.of(500L), table("Payments").settings().replication().replica("us-east-2").orElseThrow()
                .maxReadRequestUnits());
        r.consistencyProperty().set(Consistency.EVENTUAL);
        assertEquals(Consistency.EVENTUAL, table("Payments").settings().replication().consistency());

        for (int i = 0; i < 5; i++) {
            document.undo();
        }
        assertEquals(AllSettings.global().settings(), table("Payments").settings());
        assertEquals(3, r.rows().size());
    }

    @Test
    void tagsAreAddedChangedAndRemoved() {
        TagsSection t = vm.tags();
        assertEquals(List.of("team", "cost-centre"), t.rows().stream().map(TagsSection.Row::key).toList());
        assertEquals("orders", t.rows().get(0).value().text());

        assertTrue(type(t.rows().get(0).value(), "fulfilment"));
        assertEquals(new Tag("team", "fulfilment"), table("Orders").settings().tags().get(0));
        t.newKeyProperty().set("team");
        t.newValueProperty().set("x");
        assertEquals(Optional.of("Table 'Orders' already has a tag 'team'."), t.addTag());
        t.newKeyProperty().set("owner");
        assertEquals(Optional.empty(), t.addTag());
        assertEquals(List.of("team", "cost-centre", "owner"), t.rows().stream().map(TagsSection.Row::key).toList());
        assertEquals("", t.newKeyProperty().get());
        assertEquals(Optional.empty(), t.removeTag("cost-centre"));
        assertEquals("Remove tag cost-centre from Orders", undoText());
        document.undo();
        document.undo();
        document.undo();
        assertEquals(AllSettings.provisioned().settings().tags(), table("Orders").settings().tags());
        assertEquals("orders", t.rows().get(0).value().text());
    }

    @Test
    void thePolicyReachesTheModelOnlyAsAJsonObject() {
        CommitField policy = vm.policy().policy();
        assertEquals(AllSettings.POLICY, policy.text());

        assertFalse(type(policy, "{\"Version\": \"2012-10-17\",\n  \"Statement\": [}"));
        assertTrue(policy.errorProperty().get().startsWith("The policy is not valid JSON at line 2, column 17: "),
                policy.errorProperty().get());
        assertEquals("{\"Version\": \"2012-10-17\",\n  \"Statement\": [}", policy.text(), "the text stays to be fixed");
        assertFalse(type(policy, "[\"Allow\"]"));
        assertEquals("A resource policy is a JSON object ({\"Version\": …, \"Statement\": […]}).",
                policy.errorProperty().get());
        assertEquals(Optional.of(AllSettings.POLICY), table("Orders").settings().resourcePolicy());

        String mine = "{\n  \"Version\": \"2012-10-17\",\n  \"Statement\": []\n}";
        assertTrue(type(policy, mine));
        assertEquals(Optional.of(mine), table("Orders").settings().resourcePolicy(), "kept as written");
        assertTrue(type(policy, ""));
        assertEquals(Optional.empty(), table("Orders").settings().resourcePolicy());
        assertEquals("Remove the resource policy of Orders", undoText());
        document.undo();
        assertEquals(mine, policy.text());
    }

    @Test
    void aFieldTypedInIsCommittedWhenTheSelectionMovesOn() {
        vm.tags().rows().get(1).value().textProperty().set("0815");
        vm.protection().recoveryDays().textProperty().set("21");
        select("Customers");
        assertEquals(new Tag("cost-centre", "0815"), table("Orders").settings().tags().get(1));
        assertEquals(21, table("Orders").settings().recovery().periodDays());
        assertEquals("1000", vm.capacity().throughput().maxRead().text(), "the sections now show Customers");
    }
}
