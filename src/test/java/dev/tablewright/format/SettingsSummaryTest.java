package dev.tablewright.format;

import dev.tablewright.format.docs.DesignDocument;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.TableSettings;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Settings in words: one line per setting that differs from the default, in the document too. */
class SettingsSummaryTest {

    @Test
    void everySettingOfTheProvisionedTableHasItsLine() {
        List<String> lines = SettingsSummary.lines(AllSettings.provisioned()).stream().map(Object::toString).toList();
        assertEquals(List.of(
                "Throughput: read auto scaling 5 to 50 units at 70% target",
                "Throughput: write auto scaling 3 to 30 units at 50.5% target",
                "Throughput: warm read 15000 units/s",
                "Throughput: warm write 5000 units/s",
                "Table class: Standard-IA",
                "Time to live: on, attribute expiresAt",
                "Stream: on, NEW_AND_OLD_IMAGES",
                "Point-in-time recovery: on, 14 days",
                "Deletion protection: on",
                "Encryption: Customer managed key " + AllSettings.KEY_ARN,
                "Contributor insights: on",
                "Tags: team=orders, cost-centre=4711",
                "Resource policy: " + AllSettings.POLICY.length() + " characters",
                "Expected items: 2500000 items",
                "GSI ByStatus: read units 4, write units 2, read auto scaling 4 to 40 units at 60% target,"
                        + " write auto scaling 2 to 20 units at 75% target, warm read 12000 units/s,"
                        + " warm write 4000 units/s, contributor insights on"), lines);
    }

    @Test
    void aGlobalTableSaysItsRegionsAndWhatEachOverrides() {
        List<String> lines = SettingsSummary.lines(AllSettings.global()).stream().map(Object::toString).toList();
        assertTrue(lines.contains("Replicas: us-east-1, us-east-2, us-west-2 (strong consistency)"), lines.toString());
        assertTrue(lines.contains("Replica us-east-2: table class Standard-IA, deletion protection on, point-in-time"
                + " recovery on, contributor insights on, maximum read 400 units/s, tags region-role=reporting,"
                + " index ByDay (maximum read 300 units/s, contributor insights on)"), lines.toString());
        assertTrue(lines.contains("Replica us-west-2: deletion protection off"), lines.toString());
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("Replica us-east-1")), "a replica that overrides nothing");
    }

    @Test
    void aTableWithDefaultSettingsHasNoLinesAndTheDocumentNoSettings() {
        TableDesign plain = AllSettings.onDemand().withSettings(TableSettings.DEFAULT).withGlobalIndexes(List.of());
        assertEquals(List.of(), SettingsSummary.lines(plain));
        assertFalse(DesignDocument.render(DataModel.of("m", List.of(plain)), Map.of()).contains("- Settings:"));
    }

    @Test
    void theDesignDocumentListsTheSettings() {
        String doc = DesignDocument.render(AllSettings.model(), Map.of());
        assertTrue(doc.contains("- Settings:\n  - Throughput: read auto scaling 5 to 50 units at 70% target\n"), doc);
        assertTrue(doc.contains("  - Point-in-time recovery: on, 14 days\n"), doc);
    }
}
