package dev.tablewright.aws.drift;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.engine.drift.DriftModels;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A setting the endpoint did not answer, and auto scaling, keep the model's values and are noted. */
class UnreadSettingsTest {
    @Test
    void anUnreadSettingKeepsTheModelsValueAndAReadOneStaysLive() {
        TableDesign model = DriftModels.table().withSettings(s -> s.withRecovery(new Recovery(true, 14))
                .withTags(List.of(new Tag("team", "shop")))
                .withThroughput(s.throughput().withReadScaling(Optional.of(new AutoScaling(5, 50, 70)))));
        TableDesign live = DriftModels.table().withSettings(s -> s.withDeletionProtection(true));
        LiveSettings read = new LiveSettings(live, Map.of(Setting.POINT_IN_TIME_RECOVERY,
                "DynamoDB Local does not support DescribeContinuousBackups"), true);
        List<String> notes = new ArrayList<>();
        TableDesign filled = UnreadSettings.fill(read, model, notes);
        assertEquals(new Recovery(true, 14), filled.settings().recovery(), "not read: the model's");
        assertEquals(List.of(), filled.settings().tags(), "read: the live table's, drift to show");
        assertEquals(true, filled.settings().deletionProtection());
        assertEquals(model.settings().throughput().readScaling(), filled.settings().throughput().readScaling());
        assertEquals(List.of("point-in-time recovery not read: DynamoDB Local does not support"
                + " DescribeContinuousBackups; not compared", UnreadSettings.AUTO_SCALING_NOTE), notes);
    }
}
