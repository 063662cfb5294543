package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Each override of a replica in the Replicas section, without a toolkit: the edit reaches the model as
 * one undo step, "as the table" (empty) can be set back, and input DynamoDB would not take is refused
 * with its reason, leaving the model as it was. On the all-settings global table (on demand), and on a
 * provisioned copy of it for the provisioned-only overrides.
 */
class ReplicaOverridesViewModelTest {
    private static final String T = "Payments";
    private Document document;
    private ReplicasSection section;

    private ReplicaOverrides open(DataModel model, String region) {
        document = new Document();
        document.load(model);
        InspectorViewModel inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        document.selectionProperty().set(new ModelPath.Table(T));
        section = inspector.table().settings().replicas();
        section.selectedProperty().set(region);
        return section.overrides();
    }

    private ReplicaOverrides onDemand() {
        return open(AllSettings.model(), "us-east-2");
    }

    private ReplicaOverrides provisioned() {
        return open(DataModel.of("p", List.of(AllSettings.global().withBilling(Billing.provisioned(10, 5)))),
                "us-east-2");
    }

    private Replica replica() {
        return settings().replication().replica("us-east-2").orElseThrow();
    }

    private TableSettings settings() {
        return document.model().table(T).orElseThrow().settings();
    }

    private String undoText() {
        return document.history().undoTextProperty().get();
    }

    private static boolean type(CommitField field, String text) {
        field.textProperty().set(text);
        return field.commit();
    }

    /** Undo puts the replica back as it was, and the section shows it. */
    private void undoBackTo(Replica before) {
        document.undo();
        assertEquals(before, replica());
    }

    @Test
    void contributorInsightsIsOneStepAndCanBeTheTablesAgain() {
        ReplicaOverrides o = onDemand();
        Replica before = replica();
        assertEquals(Optional.of(true), o.insightsProperty().get());
        o.insightsProperty().set(Optional.of(false));
        assertEquals(Optional.of(false), replica().contributorInsights());
        assertEquals("Turn off contributor insights of replica us-east-2", undoText());
        o.insightsProperty().set(Optional.empty());
        assertEquals(Optional.empty(), replica().contributorInsights());
        assertEquals("Give replica us-east-2 the table's contributor insights", undoText());
        document.undo();
        undoBackTo(before);
        assertEquals(Optional.of(true), o.insightsProperty().get());
    }

    @Test
    void itsOwnKeySaysWhenTheTableKeyIsNotCustomerManaged() {
        ReplicaOverrides o = onDemand();
        Replica before = replica();
        assertEquals(ReplicaOverrides.KEY_UNUSED, o.keyNoteProperty().get(), "Payments uses an AWS owned key");
        assertTrue(type(o.kmsKey(), " alias/payments-ohio "));
        assertEquals(Optional.of("alias/payments-ohio"), replica().kmsKey());
        assertEquals("Encrypt replica us-east-2 with key alias/payments-ohio", undoText());
        assertTrue(type(o.kmsKey(), ""));
        assertEquals(Optional.empty(), replica().kmsKey());
        assertEquals("Give replica us-east-2 the table's key", undoText());
        document.undo();
        undoBackTo(before);

        document.apply(dev.tablewright.model.edit.SettingsEdits.setEncryption(T, Encryption.customerManaged(AllSettings.KEY_ARN)));
        assertEquals("", o.keyNoteProperty().get(), "a customer managed table key: the replica's own key applies");
    }

    @Test
    void readUnitsAndAutoScalingOnAProvisionedTable() {
        ReplicaOverrides o = provisioned();
        Replica before = replica();
        assertTrue(o.provisionedProperty().get());
        assertTrue(type(o.readUnits(), "25"));
        assertEquals(Optional.of(25L), replica().readUnits());
        assertEquals("Set the read units of replica us-east-2 to 25 units", undoText());
        assertFalse(type(o.readUnits(), "0"));
        assertEquals("Capacity is at least 1 unit.", o.readUnits().errorProperty().get());
        assertFalse(type(o.readUnits(), "many"));
        assertEquals("Read units is a whole number; 'many' is not.", o.readUnits().errorProperty().get());
        assertTrue(type(o.readUnits(), ""));
        assertEquals(Optional.empty(), replica().readUnits());

        ScalingFields s = o.readScaling();
        assertFalse(s.onProperty().get());
        s.onProperty().set(true);
        assertEquals(Optional.of(AutoScaling.CONSOLE_DEFAULT), replica().readScaling());
        assertEquals("Auto scale reads of replica us-east-2 from 1 to 10 units at 70 %", undoText());
        assertTrue(type(s.max(), "40"));
        assertEquals(Optional.of(new AutoScaling(1, 40, 70)), replica().readScaling());
        assertFalse(type(s.target(), "95"));
        assertEquals("The target utilisation is 20 % to 90 %; 95 % is outside it.", s.target().errorProperty().get());
        s.onProperty().set(false);
        assertEquals(Optional.empty(), replica().readScaling());
        assertEquals("Give replica us-east-2 the table's read auto scaling", undoText());
        for (int i = 0; i < 4; i++) {
            document.undo();
        }
        undoBackTo(before);
    }

    @Test
    void provisionedOnlyOverridesAreRefusedOnDemand() {
        ReplicaOverrides o = onDemand();
        assertFalse(o.provisionedProperty().get());
        assertFalse(type(o.readUnits(), "5"));
        assertEquals("Read units apply only to a provisioned table; Payments is on demand (set its read maximum"
                + " instead).", o.readUnits().errorProperty().get());
        o.readScaling().onProperty().set(true);
        assertFalse(o.readScaling().onProperty().get(), "refused: the switch goes back");
        assertEquals("Read auto scaling applies only to a provisioned table; Payments is on demand (set its read"
                + " maximum instead).", section.refusalProperty().get());
        assertEquals(AllSettings.global().settings(), settings());
    }

    @Test
    void readMaximumOnDemandIsRefusedOnAProvisionedTable() {
        ReplicaOverrides o = provisioned();
        assertFalse(type(o.readMaximum(), "300"));
        assertEquals("A read maximum applies only to an on-demand table; Payments is provisioned (set its read units"
                + " or auto scaling instead).", o.readMaximum().errorProperty().get());
        assertTrue(type(o.readMaximum(), ""), "the table's is always allowed");
        assertEquals(Optional.empty(), replica().maxReadRequestUnits());
    }

    @Test
    void tagsUseTheTablesTagEditorAndRules() {
        ReplicaOverrides o = onDemand();
        Replica before = replica();
        TagsSection tags = o.tags();
        assertEquals(List.of("region-role"), tags.rows().stream().map(TagsSection.Row::key).toList());
        assertTrue(type(tags.rows().get(0).value(), "failover"));
        assertEquals(List.of(new Tag("region-role", "failover")), replica().tags());
        assertEquals("Set tag region-role of replica us-east-2 to failover", undoText());

        tags.newKeyProperty().set("region-role");
        assertEquals(Optional.of("Replica us-east-2 already has a tag 'region-role'."), tags.addTag());
        tags.newKeyProperty().set("aws:owner");
        assertEquals(Optional.of("Tag keys starting with 'aws:' are reserved for AWS."), tags.addTag());
        tags.newKeyProperty().set("owner");
        tags.newValueProperty().set("payments");
        assertEquals(Optional.empty(), tags.addTag());
        assertEquals(List.of(new Tag("region-role", "failover"), new Tag("owner", "payments")), replica().tags());
        assertEquals(List.of(new Tag("team", "payments")), settings().tags(), "the table's tags are untouched");
        assertEquals(Optional.empty(), tags.removeTag("region-role"));
        assertEquals("Remove tag region-role from replica us-east-2", undoText());
        document.undo();
        document.undo();
        undoBackTo(before);
        assertEquals("reporting", tags.rows().get(0).value().text());

        section.selectedProperty().set("us-west-2");
        assertTrue(tags.rows().isEmpty(), "another replica: its own tags");
    }

    @Test
    void thePolicyIsCheckedAsTheTablesIs() {
        ReplicaOverrides o = onDemand();
        assertFalse(type(o.policy(), "{\"Version\": }"));
        assertTrue(o.policy().errorProperty().get().startsWith("The policy is not valid JSON at line 1, column 13: "),
                o.policy().errorProperty().get());
        assertFalse(type(o.policy(), "[]"));
        assertEquals("A resource policy is a JSON object ({\"Version\": …, \"Statement\": […]}).",
                o.policy().errorProperty().get());
        assertEquals(Optional.empty(), replica().resourcePolicy());
        assertTrue(type(o.policy(), AllSettings.POLICY));
        assertEquals(Optional.of(AllSettings.POLICY), replica().resourcePolicy());
        assertEquals("Set the resource policy of replica us-east-2", undoText());
        assertTrue(type(o.policy(), ""));
        assertEquals(Optional.empty(), replica().resourcePolicy());
        assertEquals("Remove the resource policy of replica us-east-2", undoText());
        document.undo();
        assertEquals(AllSettings.POLICY, o.policy().text());
    }

    @Test
    void eachGsiHasItsReadOverrideAndInsights() {
        ReplicaOverrides o = onDemand();
        Replica before = replica();
        assertEquals(List.of("ByDay"), o.indexes().stream().map(ReplicaIndexOverrides::index).toList());
        ReplicaIndexOverrides byDay = o.indexes().get(0);
        assertEquals("300", byDay.readMaximum().text());
        assertEquals(Optional.of(true), byDay.insightsProperty().get());

        assertTrue(type(byDay.readMaximum(), "350"));
        assertEquals(List.of(new ReplicaIndex("ByDay", Optional.empty(), Optional.empty(), Optional.of(350L),
                Optional.of(true))), replica().indexes());
        assertEquals("Set the read maximum of GSI ByDay in replica us-east-2 to 350 request units", undoText());
        assertFalse(type(byDay.readMaximum(), "0"));
        assertEquals("A read maximum is at least 1 request unit.", byDay.readMaximum().errorProperty().get());
        assertTrue(type(byDay.readMaximum(), ""));
        byDay.insightsProperty().set(Optional.empty());
        assertEquals(List.of(), replica().indexes(), "nothing overridden: no override left");
        assertEquals("Give GSI ByDay in replica us-east-2 the index's contributor insights", undoText());
        byDay.insightsProperty().set(Optional.of(false));
        assertEquals(List.of(new ReplicaIndex("ByDay", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(false))), replica().indexes());
        for (int i = 0; i < 3; i++) {
            document.undo();
        }
        undoBackTo(before);
        assertEquals("300", byDay.readMaximum().text());
    }

    @Test
    void aGsiOfAProvisionedTableTakesReadUnitsAndAutoScaling() {
        ReplicaOverrides o = provisioned();
        ReplicaIndexOverrides byDay = o.indexes().get(0);
        assertTrue(type(byDay.readUnits(), "8"));
        assertEquals(Optional.of(8L), replica().indexes().get(0).readUnits());
        byDay.readScaling().onProperty().set(true);
        assertTrue(type(byDay.readScaling().min(), "2"));
        assertEquals(Optional.of(new AutoScaling(2, 10, 70)), replica().indexes().get(0).readScaling());
        assertFalse(type(byDay.readScaling().min(), "20"));
        assertEquals("The auto scaling maximum (10) is below its minimum (20).",
                byDay.readScaling().min().errorProperty().get());
        assertEquals("Auto scale reads of GSI ByDay in replica us-east-2 from 2 to 10 units at 70 %", undoText());
    }

    @Test
    void aFieldTypedInIsCommittedWhenTheSelectionMovesOn() {
        ReplicaOverrides o = onDemand();
        o.kmsKey().textProperty().set("alias/ohio");
        o.indexes().get(0).readMaximum().textProperty().set("123");
        document.selectionProperty().set(new ModelPath.Table("Orders"));
        assertEquals(Optional.of("alias/ohio"), replica().kmsKey());
        assertEquals(Optional.of(123L), replica().indexes().get(0).maxReadRequestUnits());
    }
}
