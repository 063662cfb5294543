package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A live table (or GSI) warmer than the model is left as it is, and {@code --add} says so in the plan
 * and the report instead of counting the model's warm throughput as met. The Sandbox keeps every
 * setting of the design it was given (DynamoDB Local keeps no warm throughput at all), so it stands in
 * for a live table that has one.
 */
class WarmNeverLoweredTest {
    private static final String TABLE_NOTE = "Orders: the table's warm throughput would fall from 20,000 to 15,000"
            + " read units per second: DynamoDB only raises warm throughput (keep 20,000 in the new design, or create a"
            + " new table); left as it is";
    private static final String INDEX_NOTE = "Orders: index ByStatus's warm throughput would fall from 6,000 to"
            + " 4,000 write units per second: DynamoDB only raises warm throughput (keep 6,000 in the new design, or"
            + " create a new table); left as it is";

    private static TableDesign warmer() {
        TableDesign model = AllSettings.provisioned();
        GlobalSecondaryIndex g = model.globalIndexes().get(0);
        return model.withSettings(s -> s.withThroughput(s.throughput().withWarm(
                        new WarmThroughput(Optional.of(20_000L), Optional.of(5_000L)))))
                .withGlobalIndexes(List.of(g.withSettings(g.settings().withThroughput(g.settings().throughput()
                        .withWarm(new WarmThroughput(Optional.of(12_000L), Optional.of(6_000L)))))));
    }

    @Test
    void warmThroughputAboveTheModelsIsSaidInThePlanAndTheReportAndNotChanged() {
        SandboxGateway sandbox = SandboxGateway.empty();
        assertTrue(CommitSettingsOnLocalTest.commit(sandbox, DataModel.of("m", List.of(warmer())),
                ExistingTables.REFUSE).complete());

        TableDesign model = AllSettings.provisioned();
        Commit add = new Commit(sandbox, DataModel.of("m", List.of(model)),
                new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT));
        CommitPlan plan = add.plan();
        assertEquals(List.of(TABLE_NOTE, INDEX_NOTE), plan.settingNotes());
        assertTrue(plan.tables().get(0).settingChanges().stream().flatMap(s -> s.targets().stream())
                .noneMatch(t -> t.setting() == Setting.WARM_THROUGHPUT), "nothing to send: DynamoDB cannot lower it");

        CommitReport report = add.run(plan, p -> { }, () -> false);
        assertTrue(report.complete(), report.text());
        assertTrue(report.text().contains("note: " + TABLE_NOTE.substring("Orders: ".length())), report.text());
        assertTrue(report.text().contains("note: " + INDEX_NOTE.substring("Orders: ".length())), report.text());
    }

    @Test
    void aTableAsWarmAsTheModelOrColderHasNoNote() {
        SandboxGateway sandbox = SandboxGateway.empty();
        TableDesign model = AllSettings.provisioned();
        assertTrue(CommitSettingsOnLocalTest.commit(sandbox, DataModel.of("m", List.of(model)),
                ExistingTables.REFUSE).complete());
        assertEquals(List.of(), new Commit(sandbox, DataModel.of("m", List.of(warmer())),
                new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT)).plan().settingNotes());
    }
}
