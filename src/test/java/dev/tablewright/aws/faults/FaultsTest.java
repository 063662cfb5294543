package dev.tablewright.aws.faults;

import dev.tablewright.aws.LocalServerExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.CommitReport;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.synthetic.SyntheticModel;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A busy DynamoDB and a flaky network between the SDK and DynamoDB Local ({@link FaultProxy}): a
 * commit still writes every item exactly once and reports its retries; a read that keeps failing ends
 * in a clear error, never a hang.
 */
class FaultsTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @Test
    void aCommitThroughFaultsWritesEveryItemExactlyOnce() throws Exception {
        DataModel model = SyntheticModel.generate(3000, 11);
        FaultProxy.Faults faults = new FaultProxy.Faults(0.10, 0.05, 0.05, 0.05, 0.25);
        try (FaultProxy proxy = new FaultProxy(local.endpoint(), Set.of("BatchWriteItem"), faults, 5);
                SdkEndpoint flaky = SdkEndpoint.open(proxy.endpoint(), "us-east-1")) {
            CommitReport report = assertTimeoutPreemptively(Duration.ofMinutes(3), () -> new Commit(flaky.gateway(),
                    model, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false));
            Map<Item, Integer> expected = all(SandboxGateway.of(model), SyntheticModel.TABLE);
            Map<Item, Integer> landed = all(local.gateway(), SyntheticModel.TABLE);
            assertEquals(expected.size(), landed.size(), "as many items as the Sandbox holds");
            assertEquals(expected, landed, "every item once, none twice, none changed");
            assertTrue(landed.values().stream().allMatch(n -> n == 1));
            assertEquals(0, report.failed(), report.tables().get(0).items().errors().toString());
            assertEquals(expected.size(), report.written());
            assertTrue(report.retried() >= proxy.leftUnprocessed.get(), "unprocessed items are retried and counted: "
                    + report.retried() + " < " + proxy.leftUnprocessed.get());
            assertTrue(proxy.throttled.get() > 0 && proxy.failed.get() > 0 && proxy.dropped.get() > 0
                    && proxy.leftUnprocessed.get() > 0, "every fault happened");
        }
    }

    @Test
    void aReadThatKeepsFailingEndsInAClearErrorNotAHang() throws Exception {
        Gateway g = local.gateway();
        g.createTable(dev.tablewright.model.TableDesign.of("faulty-reads",
                dev.tablewright.model.KeySchema.of("pk", dev.tablewright.model.AttributeType.S)));
        try (FaultProxy proxy = new FaultProxy(local.endpoint(), Set.of("Scan"),
                new FaultProxy.Faults(0.5, 0.5, 0, 0, 0), 3);
                SdkEndpoint flaky = SdkEndpoint.open(proxy.endpoint(), "us-east-1")) {
            RuntimeException e = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> assertThrows(
                    RuntimeException.class, () -> flaky.gateway().scan(ScanRequest.of("faulty-reads"))));
            assertTrue(e.getMessage().contains("throughput") || e.getMessage().contains("Internal server error"),
                    e.getMessage());
            assertTrue(proxy.throttled.get() + proxy.failed.get() >= 2, "the SDK retried before giving up");
        } finally {
            g.deleteTable("faulty-reads");
        }
    }

    private static Map<Item, Integer> all(Gateway g, String table) {
        Map<Item, Integer> items = new HashMap<>();
        ScanAllPages.of(g, ScanRequest.of(table), 4).run(page -> {
            synchronized (items) {
                page.forEach(i -> items.merge(i, 1, Integer::sum));
            }
        });
        return items;
    }
}
