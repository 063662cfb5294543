package dev.tablewright.aws.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.faults.FaultProxy;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.migrate.DryRun;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Throttling, DynamoDB's 500s and connections dropped before or after DynamoDB did the work
 * ({@link FaultProxy}) between apply and DynamoDB Local: the table ends exactly as without them.
 */
class MigrationApplyFaultsTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    private static final Set<String> OPERATIONS = Set.of("Scan", "UpdateItem", "PutItem", "DeleteItem", "GetItem",
            "DescribeTable", "UpdateTable");

    @TempDir
    Path dir;

    private void appliedThroughFaults(UnaryOperator<DataModel> toFromV1) throws Exception {
        local.dropAllTables();
        ApplyFixture v1 = ApplyFixture.movies(300);
        ApplyFixture f = new ApplyFixture(v1.from, toFromV1.apply(ApplyFixture.read("sample-models/movies-actors.json")));
        f.commit(local.gateway());
        FaultProxy.Faults faults = new FaultProxy.Faults(0.05, 0.03, 0.02, 0.03, 0);
        try (FaultProxy proxy = new FaultProxy(local.endpoint(), OPERATIONS, faults, 3);
                SdkEndpoint flaky = SdkEndpoint.open(proxy.endpoint(), "us-east-1")) {
            ApplyReport report = assertTimeoutPreemptively(Duration.ofMinutes(4), () -> MigrationApply.run(
                    flaky.gateway(), f.request(dir.resolve("j.journal.json"), ApplyOptions.defaults()),
                    ApplyListener.NONE, () -> false));
            assertEquals(ApplyReport.Status.COMPLETED, report.status(), report.render());
            Set<Item> expected = new HashSet<>(DryRun.migrated(f.from, f.to, f.plan).table(ApplyFixture.TABLE)
                    .orElseThrow().allItems());
            assertEquals(expected, ApplyFixture.live(local.gateway(), ApplyFixture.TABLE), report.render());
            assertTrue(proxy.throttled.get() > 0 && proxy.failed.get() > 0 && proxy.dropped.get() > 0,
                    "every fault happened");
        }
    }

    @Test
    void theSamplePlanThroughFaults() throws Exception {
        appliedThroughFaults(v1 -> ApplyFixture.read("sample-models/movies-actors-v2.json"));
    }

    @Test
    void aRekeyThroughFaults() throws Exception {
        appliedThroughFaults(v1 -> v1.withTables(List.of(v1.tables().get(0).withEntity("Actor",
                e -> e.withKeyTemplate("pk", KeyTemplate.parse("actor#${actorId}"))
                        .withKeyTemplate("sk", KeyTemplate.parse("actor#${actorId}"))))));
    }
}
