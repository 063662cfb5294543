package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.TableSettings;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every table and GSI setting goes model → file → model unchanged, in Workbench's fields where it has them. */
class TableSettingsFormatTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everySettingGoesThroughTheFileUnchanged() {
        DataModel model = AllSettings.model();
        String text = WorkbenchJson.write(model);
        ReadResult read = WorkbenchJson.parse(text, "all.json");
        assertEquals(List.of(), read.problems());
        DataModel back = read.model().orElseThrow();
        for (int i = 0; i < model.tables().size(); i++) {
            TableDesign expected = model.tables().get(i);
            TableDesign actual = back.tables().get(i);
            assertEquals(expected.settings(), actual.settings(), expected.name());
            assertEquals(expected.globalIndexes(), actual.globalIndexes(), expected.name());
        }
        assertEquals(text, WorkbenchJson.write(back), "a second write is the same text");
    }

    @Test
    void theTablesAutoScalingIsInWorkbenchsOwnFields() throws Exception {
        JsonNode capacity = JSON.readTree(WorkbenchJson.write(AllSettings.model()))
                .at("/DataModel/0/ProvisionedCapacitySettings");
        assertEquals(5, capacity.at("/AutoScalingRead/ScalableTargetRequest/MinCapacity").intValue());
        assertEquals(50, capacity.at("/AutoScalingRead/ScalableTargetRequest/MaxCapacity").intValue());
        assertEquals("AWSServiceRoleForApplicationAutoScaling_DynamoDBTable",
                capacity.at("/AutoScalingRead/ScalableTargetRequest/ServiceRole").textValue());
        assertEquals(70, capacity.at("/AutoScalingRead/ScalingPolicyConfiguration/TargetValue").intValue());
        assertEquals(50.5, capacity.at("/AutoScalingWrite/ScalingPolicyConfiguration/TargetValue").doubleValue());
        JsonNode settings = JSON.readTree(WorkbenchJson.write(AllSettings.model()))
                .at("/DataModel/0/ModelSchema/extensions/tablewright/settings");
        assertFalse(settings.has("autoScalingRead"), "the table's auto scaling is written once, in Workbench's field");
        assertEquals(4, settings.at("/globalIndexes/ByStatus/autoScalingRead/minCapacity").intValue());
    }

    @Test
    void aWorkbenchFilesAutoScalingIsReadIntoTheModel() {
        DataModel model = WorkbenchJson.read(ReferenceFiles.named("sam-python-crud-sample/DataModel.json")).model()
                .orElseThrow();
        TableSettings s = model.tables().get(0).settings();
        assertEquals(Optional.of(new AutoScaling(1, 10, 70)), s.throughput().readScaling());
        assertEquals(Optional.of(new AutoScaling(1, 10, 70)), s.throughput().writeScaling());
    }

    @Test
    void aTableWithDefaultSettingsWritesNoSettingsBlock() throws Exception {
        JsonNode table = JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(AllSettings.provisioned()
                .withSettings(TableSettings.DEFAULT).withGlobalIndexes(List.of()))))).at("/DataModel/0");
        assertTrue(table.at("/ModelSchema/extensions/tablewright/settings").isMissingNode());
        assertFalse(table.at("/ProvisionedCapacitySettings").has("AutoScalingRead"));
    }

    @Test
    void aBadValueIsAWarningWithItsPathAndIsWrittenBackAsItWas() throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(AllSettings.model()));
        ObjectNode settings = (ObjectNode) file.at("/DataModel/0/ModelSchema/extensions/tablewright/settings");
        settings.put("tableClass", "GLACIER");
        ((ObjectNode) settings.get("pointInTimeRecovery")).put("recoveryPeriodInDays", "two weeks");
        ((ObjectNode) settings.get("tags").get(1)).put("value", 4711);
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "bad.json");
        List<String> where = read.problems().stream().map(Problem::message).toList();
        assertEquals(3, read.problems().size(), where.toString());
        assertTrue(where.get(0).contains("STANDARD or STANDARD_INFREQUENT_ACCESS"), where.toString());
        TableSettings s = read.model().orElseThrow().tables().get(0).settings();
        assertEquals(List.of(), s.tags(), "a list with a bad tag is kept whole, not half read");
        assertEquals(35, s.recovery().periodDays(), "the bad period falls back to the default");
        assertTrue(s.recovery().enabled());
        JsonNode written = JSON.readTree(WorkbenchJson.write(read.model().get()))
                .at("/DataModel/0/ModelSchema/extensions/tablewright/settings");
        assertEquals("GLACIER", written.get("tableClass").textValue());
        assertEquals(4711, written.at("/tags/1/value").intValue());
        assertEquals("orders", written.at("/tags/0/value").textValue());
    }

    @Test
    void aReplicaWithAMemberThisVersionDoesNotKnowKeepsTheRegionsAsWritten() throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(AllSettings.model()));
        ObjectNode replica = (ObjectNode) file.at("/DataModel/2/ModelSchema/extensions/tablewright/settings/replicas"
                + "/regions/1");
        replica.put("witness", true);
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "future.json");
        assertEquals(1, read.problems().size(), read.problems().toString());
        assertTrue(read.problems().get(0).path().endsWith("regions[1].witness"), read.problems().toString());
        JsonNode written = JSON.readTree(WorkbenchJson.write(read.model().orElseThrow()))
                .at("/DataModel/2/ModelSchema/extensions/tablewright/settings/replicas/regions");
        assertEquals(file.at("/DataModel/2/ModelSchema/extensions/tablewright/settings/replicas/regions"), written);
    }
}
