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
class SettingsTextTest {

    @Test
    void everySettingOfTheProvisionedTableHasItsLine() {
        List<String> lines = SettingsText.lines(AllSettings.provisioned()).stream().map(Object::toString).toList();
        assertEquals(List.of(
                "Throughput: auto scaling read 5–50 at 70 %",
                "Throughput: auto scaling write 3–30 at 50.5 %",
                "Throughput: warm 15,000 reads/s, 5,000 writes/s",
                "Table class: Standard-IA",
                "Time to live: expiresAt",
                "Stream: NEW_AND_OLD_IMAGES",
                "Point-in-time recovery: on, 14 days",
                "Deletion protection: on",
                "Encryption: Customer managed key " + AllSettings.KEY_ARN,
                "Contributor insights: on",
                "Tags: team=orders, cost-centre=4711",
                "Resource policy: " + AllSettings.POLICY.length() + " characters",
                "Expected items: 2,500,000",
                "GSI ByStatus: provisioned 4 RCU / 2 WCU; auto scaling read 4–40 at 60 %; auto scaling write 2–20 at 75 %;"
                        + " warm 12,000 reads/s, 4,000 writes/s; contributor insights on"), lines);
    }

    @Test
    void aGlobalTableSaysItsRegionsAndWhatEachOverrides() {
        List<String> lines = SettingsText.lines(AllSettings.global()).stream().map(Object::toString).toList();
        assertTrue(lines.contains("Replicas: us-east-1, us-east-2, us-west-2 (strong consistency)"), lines.toString());
        assertTrue(lines.contains("Replica us-east-2: table class Standard-IA; deletion protection on; point-in-time"
                + " recovery on; contributor insights on; on-demand maximum 400 reads/s; tags region-role=reporting;"
                + " GSI ByDay on-demand maximum 300 reads/s, contributor insights on"), lines.toString());
        assertTrue(lines.contains("Replica us-west-2: deletion protection off"), lines.toString());
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("Replica us-east-1")), "a replica that overrides nothing");
    }

    @Test
    void aTableWithDefaultSettingsHasNoLinesAndTheDocumentNoSettings() {
        TableDesign plain = AllSettings.onDemand().withSettings(TableSettings.DEFAULT).withGlobalIndexes(List.of());
        assertEquals(List.of(), SettingsText.lines(plain));
        assertFalse(DesignDocument.render(DataModel.of("m", List.of(plain)), Map.of()).contains("- Settings:"));
    }

    @Test
    void theDesignDocumentListsTheSettings() {
        String doc = DesignDocument.render(AllSettings.model(), Map.of());
        assertTrue(doc.contains("- Settings:\n  - Throughput: auto scaling read 5–50 at 70 %\n"), doc);
        assertTrue(doc.contains("  - Point-in-time recovery: on, 14 days\n"), doc);
    }
}
