package dev.tablewright.aws.commit;

import dev.tablewright.aws.LocalServerExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Throughput;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The tables of {@link AllSettings} committed to DynamoDB Local over HTTP and read back: every setting
 * Local keeps comes back as the model has it, and each one it does not is named in the report with
 * what Local did with it — never a failed commit.
 */
class CommitSettingsOnLocalTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @BeforeEach
    void empty() {
        local.dropAllTables();
    }


    static CommitReport commit(Gateway g, DataModel model, ExistingTables mode) {
        return new Commit(g, model, new CommitOptions(List.of(), mode, 2, Backoff.DEFAULT)).run(p -> { }, () -> false);
    }

    /** What DynamoDB Local keeps of a model: the model with what it does not keep at DynamoDB's default. */
    static TableDesign keptByLocal(TableDesign model) {
        TableSettings s = model.settings();
        TableSettings kept = TableSettings.DEFAULT
                .withThroughput(Throughput.NONE.withOnDemandLimit(s.throughput().onDemandLimit()))
                .withTtlAttribute(s.ttlAttribute())
                .withStream(s.stream())
                .withDeletionProtection(s.deletionProtection());
        return model.withSettings(kept).withGlobalIndexes(model.globalIndexes().stream().map(g -> g.withSettings(
                IndexSettings.DEFAULT.withUnits(g.settings().readUnits(), g.settings().writeUnits())
                        .withThroughput(Throughput.NONE.withOnDemandLimit(g.settings().throughput().onDemandLimit()))))
                .toList());
    }

    private static void assertSettingsEqual(TableDesign expected, TableDesign live) {
        assertEquals(expected.billing(), live.billing());
        assertEquals(expected.settings(), live.settings());
        assertEquals(expected.globalIndexes().stream().map(GlobalSecondaryIndex::settings).toList(),
                live.globalIndexes().stream().map(GlobalSecondaryIndex::settings).toList());
    }

    @Test
    void theProvisionedTableComesBackWithEverySettingLocalKeepsAndTheReportNamesTheRest() {
        TableDesign model = AllSettings.provisioned();
        CommitReport report = commit(local.gateway(), DataModel.of("m", List.of(model)), ExistingTables.REFUSE);
        assertTrue(report.complete(), report.text());

        LiveSettings live = local.gateway().liveSettings(model.name()).orElseThrow();
        assertTrue(live.dynamoDbLocal());
        assertSettingsEqual(keptByLocal(model), live.design());

        String text = report.text();
        for (String line : List.of(
                "setting: capacity of index ByStatus: 4 read / 2 write units, set",
                "setting: time to live: expiresAt, set",
                "setting: stream: NEW_AND_OLD_IMAGES, set",
                "setting: deletion protection: on, set",
                "setting: point-in-time recovery: not supported by DynamoDB Local, skipped",
                "setting: contributor insights: not supported by DynamoDB Local, skipped",
                "setting: contributor insights of index ByStatus: not supported by DynamoDB Local, skipped",
                "setting: table class: Standard-IA sent, but DynamoDB Local keeps Standard",
                "setting: encryption: Customer managed key " + AllSettings.KEY_ARN
                        + " sent, but DynamoDB Local keeps AWS owned key",
                "setting: warm throughput: 15000 read / 5000 write units per second sent, but DynamoDB Local keeps none",
                "setting: warm throughput of index ByStatus: 12000 read / 4000 write units per second sent, but"
                        + " DynamoDB Local keeps none",
                "setting: tags: team=orders, cost-centre=4711 sent, not read back (DynamoDB Local does not support"
                        + " ListTagsOfResource)",
                "setting: resource policy: a policy of " + AllSettings.POLICY.length() + " characters sent, not read"
                        + " back (DynamoDB Local does not support GetResourcePolicy)",
                "setting: auto scaling: read 5–50 at 70 %, write 3–30 at 50.5 % not applied: it is set through"
                        + " Application Auto Scaling, not DynamoDB's API",
                "setting: auto scaling of index ByStatus: read 4–40 at 60 %, write 2–20 at 75 % not applied")) {
            assertTrue(text.contains(line), "missing «" + line + "» in\n" + text);
        }
        assertEquals(List.of("point-in-time recovery not read: DynamoDB Local does not support DescribeContinuousBackups",
                "contributor insights not read: DynamoDB Local does not support DescribeContributorInsights",
                "tags not read: DynamoDB Local does not support ListTagsOfResource",
                "resource policy not read: DynamoDB Local does not support GetResourcePolicy"),
                live.notes());
    }

    @Test
    void theOnDemandTableComesBackWithItsMaximumsAndStream() {
        TableDesign model = AllSettings.onDemand();
        CommitReport report = commit(local.gateway(), DataModel.of("m", List.of(model)), ExistingTables.REFUSE);
        assertTrue(report.complete(), report.text());

        LiveSettings live = local.gateway().liveSettings(model.name()).orElseThrow();
        assertSettingsEqual(keptByLocal(model), live.design());
        String text = report.text();
        assertTrue(text.contains("setting: on-demand maximum throughput: 1000 read / 500 write request units per second, set"), text);
        assertTrue(text.contains("setting: on-demand maximum throughput of index ByEmail: 200 read / 100 write request units"
                + " per second, set"), text);
        assertTrue(text.contains("setting: stream: KEYS_ONLY, set"), text);
        assertTrue(text.contains("setting: point-in-time recovery: not supported by DynamoDB Local, skipped"), text);
        assertTrue(text.contains("setting: encryption: AWS managed key sent, but DynamoDB Local keeps AWS owned key"), text);
    }

    @Test
    void theGlobalTablesReplicasAreReportedAsNotSupportedAndTheRestIsCommitted() {
        TableDesign model = AllSettings.global();
        CommitReport report = commit(local.gateway(), DataModel.of("m", List.of(model)), ExistingTables.REFUSE);
        assertTrue(report.complete(), report.text());
        assertTrue(report.text().contains("setting: replicas: not supported by DynamoDB Local, skipped"), report.text());
        assertTrue(report.text().contains("setting: time to live: ttl, set"), report.text());
        // What only a replica's own region sets is said, not faked: this commit reaches no other region.
        assertTrue(report.text().contains("note: replica us-east-2: point-in-time recovery, deletion protection,"
                + " contributor insights, tags not set: this commit was given no connection to us-east-2"), report.text());
        // us-west-2 overrides deletion protection, and takes the table's tags (none of its own).
        assertTrue(report.text().contains("note: replica us-west-2: deletion protection, tags not set: this commit was"
                + " given no connection to us-west-2"), report.text());
        assertTrue(report.text().lines().noneMatch(l -> l.contains("replica us-east-1")),
                "us-east-1 is the connection's region: the table itself\n" + report.text());
        assertEquals(Optional.of("ttl"), local.gateway().liveSettings(model.name()).orElseThrow().design().settings()
                .ttlAttribute());
    }

    @Test
    void addingWithOneChangedSettingChangesOnlyItAndSaysSoFirst() {
        TableDesign first = AllSettings.onDemand().withSettings(s -> s.withRecovery(Recovery.OFF)
                .withEncryption(Encryption.AWS_OWNED).withTtlAttribute(Optional.of("expiresAt")));
        assertTrue(commit(local.gateway(), DataModel.of("m", List.of(first)), ExistingTables.REFUSE).complete());

        TableDesign changed = first.withSettings(s -> s.withTtlAttribute(Optional.of("ttl")));
        Commit add = new Commit(local.gateway(), DataModel.of("m", List.of(changed)),
                new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT));
        CommitPlan plan = add.plan();
        assertEquals(List.of("Customers: time to live: expiresAt → ttl"), plan.settingChanges());

        CommitReport report = add.run(plan, p -> { }, () -> false);
        assertTrue(report.complete(), report.text());
        assertEquals(List.of("time to live: ttl, set"),
                report.tables().get(0).settings().stream().map(SettingOutcome::line).toList());
        LiveSettings live = local.gateway().liveSettings(changed.name()).orElseThrow();
        assertSettingsEqual(keptByLocal(changed), live.design());

        CommitPlan again = new Commit(local.gateway(), DataModel.of("m", List.of(changed)),
                new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT)).plan();
        assertEquals(List.of(), again.settingChanges(), "nothing differs any more");
    }

    @Test
    void addingChangesEachSettingLocalKeepsAndKeepsWhatItDoesNotChange() {
        TableDesign first = AllSettings.onDemand().withSettings(s -> s.withRecovery(Recovery.OFF)
                .withEncryption(Encryption.AWS_OWNED).withDeletionProtection(true));
        assertTrue(commit(local.gateway(), DataModel.of("m", List.of(first)), ExistingTables.REFUSE).complete());
        // Stream to another view (off, then on), a new TTL, other maximums, a table class Local ignores:
        // Local keeps deletion protection and the table's maximum only because each UpdateTable carries them.
        TableDesign changed = first.withSettings(s -> s.withStream(Optional.of(dev.tablewright.model.settings.StreamView.NEW_IMAGE))
                .withTtlAttribute(Optional.of("ttl")).withTableClass(TableClass.STANDARD_INFREQUENT_ACCESS)
                .withThroughput(Throughput.NONE.withOnDemandLimit(
                        new dev.tablewright.model.settings.OnDemandLimit(Optional.of(40L), Optional.of(20L)))));
        CommitReport report = commit(local.gateway(), DataModel.of("m", List.of(changed)), ExistingTables.ADD);
        assertTrue(report.complete(), report.text());
        assertSettingsEqual(keptByLocal(changed), local.gateway().liveSettings(changed.name()).orElseThrow().design());
        assertEquals(List.of(Setting.ON_DEMAND_MAXIMUM, Setting.TABLE_CLASS, Setting.TIME_TO_LIVE, Setting.STREAM),
                report.tables().get(0).settings().stream().map(o -> o.target().setting()).toList());
    }

    @Test
    void aSettingLocalIgnoresIsReportedOnAddNotFailed() {
        TableDesign first = AllSettings.onDemand().withSettings(s -> s.withRecovery(Recovery.OFF)
                .withEncryption(Encryption.AWS_OWNED));
        assertTrue(commit(local.gateway(), DataModel.of("m", List.of(first)), ExistingTables.REFUSE).complete());
        TableDesign changed = first.withSettings(s -> s.withTableClass(TableClass.STANDARD_INFREQUENT_ACCESS));
        CommitReport report = commit(local.gateway(), DataModel.of("m", List.of(changed)), ExistingTables.ADD);
        assertTrue(report.complete(), report.text());
        assertEquals(List.of("table class: not supported by DynamoDB Local, skipped"),
                report.tables().get(0).settings().stream().map(SettingOutcome::line).toList());
    }

    @Test
    void anOnDemandMaximumOfOneDimensionIsReportedAsNotKeptByLocal() {
        // Local drops an OnDemandThroughput in which either dimension is -1 (no maximum): it keeps both or none.
        TableDesign model = TableDesign.of("ReadCapped", AllSettings.onDemand().keySchema()).withSettings(s ->
                s.withThroughput(Throughput.NONE.withOnDemandLimit(new dev.tablewright.model.settings.OnDemandLimit(
                        Optional.of(40L), Optional.empty()))));
        CommitReport report = commit(local.gateway(), DataModel.of("m", List.of(model)), ExistingTables.REFUSE);
        assertTrue(report.complete(), report.text());
        assertEquals(List.of("on-demand maximum throughput: 40 read / no maximum write request units per second sent,"
                + " but DynamoDB Local keeps none"),
                report.tables().get(0).settings().stream().map(SettingOutcome::line).toList());
    }
}
