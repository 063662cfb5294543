package dev.tablewright.aws.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.ParallelBatchWriter;
import dev.tablewright.aws.commit.WriteTally;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The writer over the Sandbox behind a gateway that answers as a throttled DynamoDB does: part of a
 * batch left unprocessed, or the whole call refused with a throttling error (the Sandbox writes what
 * it is given, so every item must land exactly once).
 */
class ParallelBatchWriterTest {
    private static final String TABLE = "t";

    /** Every third call throttled outright; of the others, the last item of a full batch left unprocessed. */
    private static final class Throttled extends ForwardingGateway {
        final AtomicInteger calls = new AtomicInteger();

        Throttled(Gateway delegate) {
            super(delegate);
        }

        @Override
        public List<WriteRequest> batchWrite(List<WriteRequest> writes) {
            int n = calls.incrementAndGet();
            if (n % 3 == 0) {
                throw new DynamoException("ProvisionedThroughputExceededException", "The level of configured"
                        + " provisioned throughput for the table was exceeded");
            }
            if (writes.size() > 1) {
                delegate.batchWrite(writes.subList(0, writes.size() - 1));
                return List.of(writes.get(writes.size() - 1));
            }
            return delegate.batchWrite(writes);
        }
    }

    private static SandboxGateway sandbox() {
        SandboxGateway g = SandboxGateway.empty();
        g.createTable(TableDesign.of(TABLE, KeySchema.of("pk", AttributeType.N)));
        return g;
    }

    private static List<Item> items(int n) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            items.add(Item.of("pk", AttributeValue.n(i), "v", AttributeValue.s("x" + i)));
        }
        return items;
    }

    @Test
    void throttlingAndUnprocessedItemsAreRetriedUntilEveryItemIsWrittenOnce() {
        SandboxGateway store = sandbox();
        Throttled g = new Throttled(store);
        List<Duration> waits = new ArrayList<>();
        AtomicLong lastSeen = new AtomicLong();
        WriteTally tally = new ParallelBatchWriter(g, 4, Backoff.DEFAULT, d -> {
            synchronized (waits) {
                waits.add(d);
            }
        }).write(TABLE, items(1000), lastSeen::set, () -> false);
        assertEquals(1000, tally.written());
        assertEquals(0, tally.failed());
        assertTrue(tally.retried() > 0, "retries counted");
        assertEquals(1000, store.scan(ScanRequest.of(TABLE)).count());
        assertEquals(1000, lastSeen.get());
        assertTrue(waits.stream().allMatch(d -> d.compareTo(Backoff.DEFAULT.cap()) <= 0), "never beyond the cap");
    }

    @Test
    void aBatchThatKeepsFailingIsCountedAndTheOthersGoOn() {
        SandboxGateway store = sandbox();
        Gateway refusing = new ForwardingGateway(store) {
            @Override
            public List<WriteRequest> batchWrite(List<WriteRequest> writes) {
                if (writes.stream().anyMatch(w -> ((WriteRequest.Put) w).item().attributes().get("pk")
                        .equals(AttributeValue.n(0)))) {
                    throw new DynamoException("ThrottlingException", "Rate exceeded");
                }
                return delegate.batchWrite(writes);
            }
        };
        WriteTally tally = new ParallelBatchWriter(refusing, 2, new Backoff(Duration.ZERO, Duration.ZERO, 3), d -> { })
                .write(TABLE, items(100), n -> { }, () -> false);
        assertEquals(75, tally.written());
        assertEquals(25, tally.failed());
        assertEquals(50, tally.retried(), "two more attempts of the one batch");
        assertTrue(tally.errors().get(0).contains("Rate exceeded"), tally.errors().toString());
    }

    @Test
    void aNonRetryableErrorIsNotRetried() {
        Gateway invalid = new ForwardingGateway(sandbox()) {
            @Override
            public List<WriteRequest> batchWrite(List<WriteRequest> writes) {
                throw DynamoException.validation("One or more parameter values were invalid");
            }
        };
        WriteTally tally = new ParallelBatchWriter(invalid, 1, Backoff.DEFAULT, d -> { })
                .write(TABLE, items(30), n -> { }, () -> false);
        assertEquals(0, tally.retried());
        assertEquals(30, tally.failed());
    }

    @Test
    void backoffGrowsToItsCapWithJitterBelowIt() {
        Backoff b = new Backoff(Duration.ofMillis(50), Duration.ofSeconds(5), 10);
        assertEquals(Duration.ofMillis(50), b.delay(1, bound -> bound - 1));
        assertEquals(Duration.ofMillis(400), b.delay(4, bound -> bound - 1));
        assertEquals(Duration.ofSeconds(5), b.delay(20, bound -> bound - 1));
        assertEquals(Duration.ZERO, b.delay(3, bound -> 0));
    }
}
