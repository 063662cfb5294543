package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A GSI that {@code --add} creates on an existing table gets its own settings after it is ACTIVE, as
 * steps like the table's: said in the plan first, reported per setting, on DynamoDB Local over HTTP.
 */
class AddedIndexSettingsOnLocalTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @BeforeEach
    void empty() {
        local.dropAllTables();
    }

    @Test
    void anAddedIndexGetsItsMaximumWarmThroughputAndInsightsAfterItIsActive() {
        TableDesign full = AllSettings.onDemand().withSettings(s -> s.withRecovery(Recovery.OFF)
                .withEncryption(Encryption.AWS_OWNED));
        GlobalSecondaryIndex byEmail = full.globalIndexes().get(0);
        GlobalSecondaryIndex rich = byEmail.withSettings(byEmail.settings()
                .withThroughput(byEmail.settings().throughput().withWarm(new WarmThroughput(Optional.of(12_000L),
                        Optional.of(4_000L))))
                .withContributorInsights(true));
        TableDesign first = full.withGlobalIndexes(List.of());
        assertTrue(CommitSettingsOnLocalTest.commit(local.gateway(), DataModel.of("m", List.of(first)),
                ExistingTables.REFUSE).complete());

        TableDesign withIndex = full.withGlobalIndexes(List.of(rich));
        Commit add = new Commit(local.gateway(), DataModel.of("m", List.of(withIndex)),
                new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT));
        CommitPlan plan = add.plan();
        assertEquals(List.of(
                "Customers: on-demand maximum throughput of index ByEmail: none → 200 read / 100 write request units per second",
                "Customers: warm throughput of index ByEmail: none → 12000 read / 4000 write units per second",
                "Customers: contributor insights of index ByEmail: off → on"), plan.settingChanges());

        CommitReport report = add.run(plan, p -> { }, () -> false);
        assertTrue(report.complete(), report.text());
        assertEquals(List.of("ByEmail"), report.tables().get(0).indexesAdded());
        assertEquals(List.of(
                "on-demand maximum throughput of index ByEmail: 200 read / 100 write request units per second, set",
                "warm throughput of index ByEmail: not supported by DynamoDB Local, skipped",
                "contributor insights of index ByEmail: not supported by DynamoDB Local, skipped"),
                report.tables().get(0).settings().stream().map(SettingOutcome::line).toList());
        GlobalSecondaryIndex live = local.gateway().liveSettings(withIndex.name()).orElseThrow().design()
                .globalIndexes().get(0);
        assertEquals(new OnDemandLimit(Optional.of(200L), Optional.of(100L)),
                live.settings().throughput().onDemandLimit(), "Local keeps the added index's maximum");
    }
}
