package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.Throttled;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

class BatchWriteAttemptsTest {
    private final SandboxGateway sandbox = SandboxGateway.of(SampleModels.read("movies-actors.json").model().orElseThrow());
    private final List<Long> waits = new ArrayList<>();

    private BatchWriteAttempts attempts(Gateway gateway, int maxRetries) {
        return new BatchWriteAttempts(gateway, new Backoff(Backoff.DEFAULT.base(), Backoff.DEFAULT.cap(), maxRetries + 1),
                d -> waits.add(d.toMillis()));
    }

    private static List<WriteRequest> puts(int n) {
        List<WriteRequest> puts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            puts.add(new WriteRequest.Put("Movies", new Item(Map.of("pk", AttributeValue.s("mov#b" + i),
                    "sk", AttributeValue.s("mov#b" + i)))));
        }
        return puts;
    }

    @Test
    void unprocessedRequestsAreSentAgainWithGrowingWaitsUntilAllAreWritten() {
        AtomicInteger calls = new AtomicInteger();
        Gateway throttled = Throttled.batchWrites(sandbox, 3, 2, calls);
        BatchWriteAttempts.Outcome o = attempts(throttled, 8).send(puts(5), () -> false);
        assertEquals(0, o.left().size());
        assertEquals(5, o.written());
        assertNull(o.error());
        assertEquals(3, o.retries());
        assertEquals(4, calls.get());
        assertEquals(3, waits.size());
        for (int i = 0; i < waits.size(); i++) {
            assertTrue(waits.get(i) >= 0 && waits.get(i) <= 50L << i, waits.toString());
        }
        for (int i = 0; i < 5; i++) {
            assertTrue(sandbox.getItem(GetItemRequest.of("Movies", Map.of("pk", AttributeValue.s("mov#b" + i),
                    "sk", AttributeValue.s("mov#b" + i)))).isPresent(), "item " + i);
        }
    }

    @Test
    void theCapStopsTheRetriesAndSaysWhatIsLeft() {
        Gateway throttled = Throttled.batchWrites(sandbox, 100, 2, new AtomicInteger());
        BatchWriteAttempts.Outcome o = attempts(throttled, 4).send(puts(5), () -> false);
        assertEquals(4, o.retries());
        assertEquals(2, o.left().size());
        assertEquals(3, o.written());
        assertFalse(o.stopped());
    }

    @Test
    void aRefusalEndsTheBatchAtOnceAndIsToldNotRetried() {
        Gateway refusing = new dev.tablewright.aws.connect.ReadOnlyGateway(sandbox);
        BatchWriteAttempts.Outcome o = attempts(refusing, 8).send(puts(3), () -> false);
        assertNotNull(o.error());
        assertEquals(0, o.retries());
        assertEquals(3, o.left().size());
        assertTrue(waits.isEmpty(), waits.toString());
    }

    @Test
    void stoppingEndsTheBatchBeforeTheNextRetry() {
        Gateway throttled = Throttled.batchWrites(sandbox, 100, 2, new AtomicInteger());
        BatchWriteAttempts.Outcome o = attempts(throttled, 8).send(puts(5), () -> true);
        assertTrue(o.stopped());
        assertEquals(3, o.written());
        assertEquals(2, o.left().size());
        assertNull(o.error());
    }

    @Test
    void theWaitIsCapped() {
        for (int retry = 1; retry < 40; retry++) {
            assertTrue(Backoff.DEFAULT.delay(retry, bound -> bound - 1).toMillis() <= 5_000);
        }
    }
}
