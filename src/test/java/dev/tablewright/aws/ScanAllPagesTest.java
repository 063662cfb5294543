package dev.tablewright.aws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The all-pages scan against DynamoDB Local over HTTP: every item once across segments, cancel, errors. */
class ScanAllPagesTest {
    private static final String TABLE = "scan-all-pages";
    private static final int ITEMS = 3_000;
    private static LocalServer local;
    private static SdkEndpoint endpoint;

    @BeforeAll
    static void fill() {
        local = LocalServer.start();
        endpoint = SdkEndpoint.open(local.endpoint(), "us-east-1");
        Gateway g = endpoint.gateway();
        g.createTable(TableDesign.of(TABLE, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.N)));
        List<WriteRequest> batch = new ArrayList<>();
        for (int i = 0; i < ITEMS; i++) {
            // About 1 KB each, so the table spans several 1 MB pages.
            batch.add(new WriteRequest.Put(TABLE, new Item(Map.of("pk", new AttributeValue.S("P" + i % 37),
                    "sk", new AttributeValue.N(new java.math.BigDecimal(i)), "pad", new AttributeValue.S("x".repeat(1000))))));
            if (batch.size() == 25) {
                List<WriteRequest> left = batch;
                while (!left.isEmpty()) {
                    left = g.batchWrite(left);
                }
                batch = new ArrayList<>();
            }
        }
    }

    @AfterAll
    static void stop() {
        endpoint.close();
        local.close();
    }

    @Test
    void everyItemArrivesExactlyOnceAcrossTheSegments() {
        Map<String, Integer> seen = new HashMap<>();
        AtomicInteger progressCalls = new AtomicInteger();
        ScanAllPages.Result r = ScanAllPages.of(endpoint.gateway(), ScanRequest.of(TABLE), 4)
                .onProgress(p -> progressCalls.incrementAndGet())
                .run(page -> page.forEach(i -> seen.merge(i.attributes().get("sk").toString(), 1, Integer::sum)));
        assertEquals(ITEMS, seen.size());
        assertTrue(seen.values().stream().allMatch(n -> n == 1), "an item arrived twice");
        assertEquals(ITEMS, r.items());
        assertFalse(r.cancelled());
        assertTrue(r.pages() > 4, "several pages per segment: " + r.pages());
        assertEquals(r.pages(), progressCalls.get());
        assertTrue(r.itemsPerSecond() > 0);
    }

    @Test
    void oneSegmentIsThePlainPaginatedScan() {
        AtomicInteger count = new AtomicInteger();
        ScanAllPages.Result r = ScanAllPages.of(endpoint.gateway(), ScanRequest.of(TABLE), 1).run(page -> count.addAndGet(page.size()));
        assertEquals(ITEMS, count.get());
        assertTrue(r.pages() >= 3, "pages: " + r.pages());
    }

    /**
     * Streaming, so that a scan of a million items fits in a small heap: a page handed on is not kept,
     * by the scan or the SDK. While the scan runs, pages older than the last few (the page each segment
     * thread may still hold in a local) are collectable.
     */
    @Test
    void pagesHandedOnAreNotKept() {
        for (int segments : new int[] {1, 3}) {
            List<WeakReference<List<Item>>> handed = new ArrayList<>();
            List<String> kept = new ArrayList<>();
            ScanRequest small = new ScanRequest(TABLE, null, null, null, null, 50, null, null, null, null, false);
            ScanAllPages.Result r = ScanAllPages.of(endpoint.gateway(), small, segments).run(page -> {
                handed.add(new WeakReference<>(page));
                int now = handed.size();
                if (now % 5 == 0) {
                    System.gc();
                    for (int k = 0; k < now - 2 * segments - 1; k++) {
                        if (handed.get(k).get() != null && kept.size() < 5) {
                            kept.add("page " + k + " at page " + now);
                        }
                    }
                }
            });
            assertEquals(ITEMS, r.items());
            assertTrue(r.pages() >= 50, "pages: " + r.pages());
            assertTrue(kept.isEmpty(), segments + " segments kept " + kept);
        }
    }

    @Test
    void cancelStopsEverySegmentBeforeItsNextPage() {
        AtomicInteger pages = new AtomicInteger();
        ScanAllPages scan = ScanAllPages.of(endpoint.gateway(), ScanRequest.of(TABLE), 2);
        ScanAllPages.Result r = scan.run(page -> {
            pages.incrementAndGet();
            scan.cancel();
        });
        assertTrue(r.cancelled());
        assertEquals(1, pages.get(), "pages handed over after cancel");
        assertTrue(r.items() < ITEMS, "items: " + r.items());
    }

    @Test
    void aMissingTableFailsWithDynamoDbsError() {
        DynamoException e = assertThrows(DynamoException.class,
                () -> ScanAllPages.of(endpoint.gateway(), ScanRequest.of("no-such-table"), 3).run(page -> { }));
        assertEquals("ResourceNotFoundException", e.errorCode());
    }
}
