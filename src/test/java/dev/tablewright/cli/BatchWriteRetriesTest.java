package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.Throttled;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.format.samples.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BatchWriteRetriesTest {
    private final SandboxGateway sandbox = SandboxGateway.of(SampleModels.read("movies-actors.json").model().orElseThrow());
    private final List<Long> waits = new ArrayList<>();

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
        BatchWriteRetries.Outcome o = new BatchWriteRetries(waits::add, 8).run(puts(5), throttled::batchWrite);
        assertEquals(0, o.unprocessed().size());
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
        BatchWriteRetries.Outcome o = new BatchWriteRetries(waits::add, 4).run(puts(5), throttled::batchWrite);
        assertEquals(4, o.retries());
        assertEquals(2, o.unprocessed().size());
    }

    @Test
    void theWaitIsCapped() {
        for (int retry = 0; retry < 40; retry++) {
            assertTrue(BatchWriteRetries.wait(retry) <= 5_000);
        }
    }
}
